import { Card, Col, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { businessMonth, monthRule, type RateMonth } from '@crossbill/contracts/chargeback-rate';
import { DEFAULT_DISPLAY_CURRENCY, DISPLAY_CURRENCIES } from '@crossbill/contracts/dashboard';
import { DISPUTE_SCHEMES } from '@crossbill/contracts/dispute-reasons';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useRateMonth } from '../api/get-rate';
import { chargebackEntity } from '../entity';
import { reasonLabel } from '../reason';

type ReasonRow = RateMonth['byReason'][number];
const percent = (v: string | null) => (v === null ? '—' : `${v}%`);

/**
 * reports/refuse-rate/view?month=YYYY-MM&scheme=…: one month (and scheme) of the report: its totals,
 * the totals by reason code, and its chargebacks in the chargeback list (the list endpoint with the
 * month and scheme filters). Without a month, this month.
 */
export function RateViewPage({
  reportHref,
  onOpen,
  onOpenTransaction,
  now = new Date(),
}: {
  reportHref: string;
  onOpen: (chargebackId: string) => void;
  onOpenTransaction: (id: string) => void;
  now?: Date;
}) {
  const { t } = useTranslation('dispute');
  const { params, update } = useUrlFilters();
  const asked = params.get('month') ?? '';
  const month = monthRule.safeParse(asked).success ? asked : businessMonth(now);
  const scheme = (DISPUTE_SCHEMES as readonly string[]).includes(params.get('scheme') ?? '') ? params.get('scheme')! : undefined;
  const currency = (DISPLAY_CURRENCIES as readonly string[]).includes(params.get('currency') ?? '') ? params.get('currency')! : DEFAULT_DISPLAY_CURRENCY;
  const data = useRateMonth({ month, scheme, displayCurrency: currency }).data;
  const total = data?.total;
  const language = currentLanguage();
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('rate.view')} · {month}
        </Typography.Title>
        <Link to={reportHref}>{t('rate.back')}</Link>
      </Space>
      <Space wrap>
        <Select
          aria-label={t('rate.col.scheme')}
          value={scheme ?? ''}
          style={{ minWidth: 160 }}
          onChange={(v) => update({ scheme: v || undefined })}
          options={[{ value: '', label: t('rate.allSchemes') }, ...DISPUTE_SCHEMES.map((s) => ({ value: s, label: t(`scheme.${s}`) }))]}
        />
        <Select
          aria-label={t('rate.displayCurrency')}
          value={currency}
          style={{ width: 100 }}
          onChange={(v) => update({ currency: v })}
          options={DISPLAY_CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
      </Space>
      <Card loading={!data}>
        {total && (
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic title={t('rate.col.count')} value={total.count} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('rate.col.amount', { currency })} value={formatMoney(total.amount, currency)} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('rate.col.countRatio')} value={percent(total.countRatio)} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('rate.col.amountRatio')} value={percent(total.amountRatio)} />
            </Col>
          </Row>
        )}
      </Card>
      <Card title={t('rate.byReason')}>
        <Table<ReasonRow>
          rowKey={(r) => `${r.scheme}|${r.reasonCode}`}
          size="small"
          pagination={false}
          dataSource={data?.byReason ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('rate.none') }}
          data-testid="rate-reasons"
          columns={[
            { key: 'scheme', title: t('rate.col.scheme'), render: (_, r) => t(`scheme.${r.scheme}`) },
            { key: 'reasonCode', title: t('rate.col.reasonCode'), render: (_, r) => r.reasonCode },
            { key: 'reason', title: t('rate.col.reason'), render: (_, r) => reasonLabel(r.scheme, r.reasonCode, r.reason, language) },
            { key: 'category', title: t('col.category'), render: (_, r) => t(`category.${r.category}`) },
            { key: 'count', title: t('rate.col.count'), align: 'right', render: (_, r) => r.count },
            { key: 'amount', title: t('rate.col.amount', { currency }), align: 'right', render: (_, r) => formatMoney(r.amount, currency) },
          ]}
        />
      </Card>
      <EntityTable
        entity={chargebackEntity}
        fixedQuery={{ group: 'all', month, ...(scheme ? { scheme } : {}) }}
        open={(r) => onOpen(r.chargebackId)}
        go={{ transaction: onOpenTransaction }}
      />
    </div>
  );
}
