import { useMemo, useRef, useState } from 'react';
import { Card, Col, Radio, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RateRow, SuccessRateReport } from '@crossbill/contracts/settlement';
import { DATE_PRESETS, type DatePreset } from '@crossbill/contracts/business-time';
import { useLazyChart } from '../../../lib/use-lazy-chart';
import { useSuccessRate } from '../api/get-success-rate';

/** The daily success-rate line; echarts loads only with this page (dynamic import). */
function DayChart({ report }: { report: SuccessRateReport }) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('settlement');
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { data: [t('report.rate'), t('report.attempts')] },
      xAxis: { type: 'category', data: report.byDay.map((d) => d.key) },
      yAxis: [
        { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
        { type: 'value', minInterval: 1 },
      ],
      series: [
        { name: t('report.rate'), type: 'line', data: report.byDay.map((d) => Number(d.rate)) },
        { name: t('report.attempts'), type: 'bar', yAxisIndex: 1, data: report.byDay.map((d) => d.total), itemStyle: { opacity: 0.35 } },
      ],
    }),
    [report, t],
  );
  useLazyChart(ref, option);
  return <div ref={ref} data-testid="success-rate-chart" style={{ height: 320 }} />;
}

function RateTable({ title, rows, keyLabel }: { title: string; rows: RateRow[]; keyLabel: (k: string) => string }) {
  const { t } = useTranslation('settlement');
  return (
    <Card title={title} size="small">
      <Table<RateRow>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'key', title: title, render: (_, r) => keyLabel(r.key) },
          { key: 'total', title: t('report.attempts'), dataIndex: 'total', align: 'right' },
          { key: 'succeeded', title: t('report.succeeded'), dataIndex: 'succeeded', align: 'right' },
          { key: 'failed', title: t('report.failed'), dataIndex: 'failed', align: 'right' },
          { key: 'rate', title: t('report.rate'), align: 'right', render: (_, r) => `${r.rate}%` },
        ]}
      />
    </Card>
  );
}

/** reports/success-rate: by day, method, BIN country and currency, with the decline reasons. */
export function SuccessRatePage() {
  const { t } = useTranslation(['settlement', 'messages']);
  const [preset, setPreset] = useState<DatePreset>('last7');
  const report = useSuccessRate({ preset });
  const r = report.data;
  const same = (k: string) => k;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Radio.Group
        value={preset}
        onChange={(e) => setPreset(e.target.value)}
        optionType="button"
        options={DATE_PRESETS.map((p) => ({ value: p, label: t(`report.presets.${p}`) }))}
      />
      <Card loading={report.isPending}>
        {r && (
          <Row gutter={16}>
            <Col span={8}>
              <Statistic title={t('report.rate')} value={`${r.total.rate}%`} />
            </Col>
            <Col span={8}>
              <Statistic title={t('report.attempts')} value={r.total.total} />
            </Col>
            <Col span={8}>
              <Statistic title={t('report.failed')} value={r.total.failed} />
            </Col>
          </Row>
        )}
      </Card>
      <Card title={t('report.byDay')}>{r && <DayChart report={r} />}</Card>
      {r && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <RateTable title={t('report.method')} rows={r.byMethod} keyLabel={same} />
          </Col>
          <Col xs={24} lg={12}>
            <RateTable title={t('report.country')} rows={r.byCountry} keyLabel={(k) => k || t('report.unknown')} />
          </Col>
          <Col xs={24} lg={12}>
            <RateTable title={t('report.currency')} rows={r.byCurrency} keyLabel={same} />
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('report.declines')} size="small">
              <Table
                rowKey="code"
                size="small"
                data-testid="decline-table"
                pagination={false}
                dataSource={r.declines}
                columns={[
                  { key: 'code', title: t('report.code'), render: (_, d) => `${d.code || '-'} ${t(`report.reasons.${d.code}`, { defaultValue: '' })}` },
                  { key: 'count', title: t('report.failed'), dataIndex: 'count', align: 'right' },
                  { key: 'share', title: t('report.share'), align: 'right', render: (_, d) => `${d.share}%` },
                ]}
              />
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
