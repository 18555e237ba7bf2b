import { useEffect } from 'react';
import { Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@crossbill/contracts/money';
import { REFUND_STATUSES, type RefundFilters, type RefundItem, type RefundStatus } from '@crossbill/contracts/refund';
import { formatDateTime, formatAmount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { Access } from '../../../components/access';
import { toast } from '../../../lib/toast';
import { useExportRefunds } from '../api/export-refunds';
import { useRefunds } from '../api/list-refunds';
import { BatchRefundDrawer } from '../components/batch-refund-drawer';
import { DATE_PRESETS, isDatePreset } from '@crossbill/contracts/business-time';
import { useRememberedPeriod } from '../../../lib/date-period';
import { patchParams } from '../../../lib/use-url-filters';

const STATUS_COLOR: Partial<Record<RefundStatus, string>> = {
  succeeded: 'green',
  failed: 'red',
  review_rejected: 'red',
  pending_review: 'gold',
  manual_processing: 'blue',
  cannot_refund_online: 'orange',
};
const FILTER_KEYS = ['preset', 'refundId', 'transactionId', 'status', 'currency'] as const;

function readUrl(p: URLSearchParams): { filters: RefundFilters; page: number; size: number } {
  const get = (k: string) => p.get(k) || undefined;
  const preset = get('preset');
  const status = get('status');
  return {
    filters: {
      preset: isDatePreset(preset) ? preset : undefined,
      refundId: get('refundId'),
      transactionId: get('transactionId'),
      status: (REFUND_STATUSES as readonly string[]).includes(status ?? '') ? (status as RefundStatus) : undefined,
      currency: get('currency'),
    },
    page: Math.max(1, Number(p.get('page')) || 1),
    size: [10, 20, 50, 100].includes(Number(p.get('size'))) ? Number(p.get('size')) : 10,
  };
}

/** /transaction/refund: every refund, filtered by date preset, IDs, status and currency (kept in the URL). */
export function RefundListPage({ onOpen, onOpenTransaction }: { onOpen: (refundId: string) => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('refund');
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const state = readUrl(params);
  const list = useRefunds({ ...state.filters, page: state.page, size: state.size });
  const [form] = Form.useForm<RefundFilters>();
  const exporter = useExportRefunds();
  useRememberedPeriod({
    params,
    update: (patch) => setParams(patchParams(params, patch), { replace: true }),
    periods: DATE_PRESETS,
    fallback: 'all',
    key: 'preset',
  });
  // the remembered period may arrive after the form is built: keep the field in step with the URL
  useEffect(() => form.setFieldValue('preset', state.filters.preset), [form, state.filters.preset]);

  const search = (v: RefundFilters) => {
    const next = new URLSearchParams();
    for (const k of FILTER_KEYS) {
      const x = (v[k] ?? '').toString().trim();
      if (x) next.set(k, x);
    }
    setParams(next, { replace: true });
  };

  // the batch drawer and the file it shows live in the URL (?batch=open or ?batch=<id>): a reload keeps them
  const batchParam = params.get('batch');
  const batchId = batchParam && /^\d+$/.test(batchParam) ? Number(batchParam) : null;
  const setBatch = (v: string | null) => {
    const next = new URLSearchParams(params);
    if (v) next.set('batch', v);
    else next.delete('batch');
    setParams(next, { replace: true });
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        <Access code="transaction:refund:batch">
          <Button type="primary" onClick={() => setBatch('open')}>
            {t('batch.open')}
          </Button>
        </Access>
      </Space>
      <BatchRefundDrawer open={batchParam !== null} batchId={batchId} onBatch={(id) => setBatch(id ? String(id) : 'open')} onClose={() => setBatch(null)} />
      <Card>
        <Form form={form} layout="inline" initialValues={state.filters} onFinish={search} style={{ rowGap: 12 }}>
          <Form.Item name="preset" label={t('filter.date')}>
            <Select allowClear style={{ width: 150 }} options={DATE_PRESETS.map((p) => ({ value: p, label: t(`preset.${p}`) }))} />
          </Form.Item>
          <Form.Item name="refundId" label={t('col.refundId')}>
            <Input allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="transactionId" label={t('col.transactionId')}>
            <Input allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="status" label={t('col.status')}>
            <Select allowClear style={{ width: 180 }} options={REFUND_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
          </Form.Item>
          <Form.Item name="currency" label={t('col.currency')}>
            <Select allowClear showSearch style={{ width: 110 }} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('filter.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setParams(new URLSearchParams(), { replace: true });
              }}
            >
              {t('filter.reset')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card
        title={t('list.total', { total: list.data?.total ?? 0 })}
        extra={
          <Access code="transaction:refund:export">
            {/* the filters of the URL: what the list shows, not what the form holds unsearched */}
            <Button
              icon={<DownloadOutlined />}
              loading={exporter.isPending}
              onClick={() => exporter.mutate(state.filters, { onSuccess: () => toast.success(t('list.exporting')) })}
            >
              {t('list.export')}
            </Button>
          </Access>
        }
      >
        <Table<RefundItem>
          rowKey="refundId"
          size="middle"
          scroll={{ x: 'max-content' }}
          loading={list.isPending}
          dataSource={list.data?.content ?? []}
          locale={{ emptyText: t('list.empty') }}
          pagination={{
            current: state.page,
            pageSize: state.size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (page, size) => {
              const next = new URLSearchParams(params);
              next.set('page', String(page));
              next.set('size', String(size));
              setParams(next, { replace: true });
            },
          }}
          columns={[
            { key: 'refundId', title: t('col.refundId'), render: (_, r) => <Typography.Link onClick={() => onOpen(r.refundId)}>{r.refundId}</Typography.Link> },
            {
              key: 'transactionId',
              title: t('col.transactionId'),
              render: (_, r) => <Typography.Link onClick={() => onOpenTransaction(r.transactionId)}>{r.transactionId}</Typography.Link>,
            },
            { key: 'appliedAt', title: t('col.appliedAt'), render: (_, r) => formatDateTime(r.appliedAt, language) },
            { key: 'type', title: t('col.type'), render: (_, r) => t(`type.${r.type}`) },
            { key: 'status', title: t('col.status'), render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`status.${r.status}`)}</Tag> },
            { key: 'amount', title: t('col.amount'), align: 'right', render: (_, r) => formatAmount(r.amount, r.currency, language) },
            { key: 'reason', title: t('col.reason'), render: (_, r) => r.reason },
            { key: 'source', title: t('col.source'), render: (_, r) => t(`source.${r.source}`) },
            { key: 'completedAt', title: t('col.completedAt'), render: (_, r) => (r.completedAt ? formatDateTime(r.completedAt, language) : '—') },
          ]}
        />
      </Card>
    </div>
  );
}
