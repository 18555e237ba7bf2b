import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
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
    <EntityListPage
      title={t('list.title')}
      actions={
        <Access code="transaction:refund:batch">
          <Button type="primary" onClick={() => setBatch('open')}>
            {t('batch.open')}
          </Button>
        </Access>
      }
    >
      <BatchRefundDrawer open={batchParam !== null} batchId={batchId} onBatch={(id) => setBatch(id ? String(id) : 'open')} onClose={() => setBatch(null)} />
      <EntityTable entity={refundEntity} open={(r) => onOpen(r.refundId)} go={{ transaction: onOpenTransaction }} />
    </EntityListPage>
  );
}
