import { Button, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { BatchRefundDrawer } from '../components/batch-refund-drawer';
import { refundEntity } from '../entity';

/** /transaction/refund: every refund, filtered by period, IDs, status and currency (kept in the URL), the batch refund drawer. */
export function RefundListPage({ onOpen, onOpenTransaction }: { onOpen: (refundId: string) => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('refund');
  const [params, setParams] = useSearchParams();
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
      <EntityTable entity={refundEntity} open={(r) => onOpen(r.refundId)} go={{ transaction: onOpenTransaction }} />
    </div>
  );
}
