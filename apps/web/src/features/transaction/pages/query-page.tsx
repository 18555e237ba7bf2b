import { useState } from 'react';
import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { toast } from '../../../lib/toast';
import { SelectionRefundModal } from '../components/selection-refund-modal';
import { TrackingUploadDrawer } from '../components/tracking-upload-drawer';
import { transactionEntity } from '../entity';

/** /transaction/query: the filtered, paged list (server side), column settings, export, batch refund and tracking upload. */
export function TransactionQueryPage({ onOpen }: { onOpen: (transactionId: string) => void }) {
  const { t } = useTranslation(['transaction', 'messages']);
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<string[]>([]);
  const [refunding, setRefunding] = useState(false);
  // the tracking upload drawer and its file live in the URL (?tracking=open or ?tracking=<id>)
  const tracking = params.get('tracking');
  const setTracking = (v: string | undefined) => {
    const next = new URLSearchParams(params);
    if (v) next.set('tracking', v);
    else next.delete('tracking');
    setParams(next, { replace: true });
  };
  const batchRefund = () => {
    // spec 6: a batch refund needs a selection
    if (selected.length === 0) return toast.error(t('messages:refund.batch.selectItems'));
    setRefunding(true);
  };

  return (
    <EntityListPage title={t('query.title')}>
      <EntityTable
        entity={transactionEntity}
        open={(r) => onOpen(r.transactionId)}
        toolbar={
          <>
            <Access code="transaction:refund:batch">
              <Button onClick={batchRefund}>{t('batchRefund.open')}</Button>
            </Access>
            <Access code="transaction:query:tracking">
              <Button onClick={() => setTracking('open')}>{t('tracking.batch')}</Button>
            </Access>
          </>
        }
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(String)),
          // only payments with something left to refund can be part of a batch refund
          getCheckboxProps: (r) => ({ disabled: r.type === 'refund' || r.status !== 'succeeded' || r.refundState === 'full', 'aria-label': r.transactionId }),
        }}
      />
      {refunding && (
        <SelectionRefundModal
          ids={selected}
          open
          onClose={(submitted) => {
            setRefunding(false);
            // the refunded rows leave the selection; a cancelled dialog keeps it
            if (submitted) setSelected([]);
          }}
        />
      )}
      <TrackingUploadDrawer
        open={tracking !== null}
        batchId={tracking && /^\d+$/.test(tracking) ? Number(tracking) : null}
        onBatch={(id) => setTracking(String(id))}
        onClose={() => setTracking(undefined)}
      />
    </EntityListPage>
  );
}
