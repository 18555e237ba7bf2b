import { useState } from 'react';
import { Alert, Button, Drawer, Space, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REFUND_BATCH_MAX_BYTES, type RefundBatch } from '@crossbill/contracts/refund-batch';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { ImportFileState } from '../../../components/import-file-state';
import { XlsxDropzone } from '../../../components/xlsx-dropzone';
import { useCancelRefundBatch } from '../api/cancel-refund-batch';
import { useConfirmRefundBatch } from '../api/confirm-refund-batch';
import { downloadRefundReport } from '../api/download-refund-report';
import { downloadRefundTemplate } from '../api/download-refund-template';
import { useRefundBatch } from '../api/get-refund-batch';
import { useUploadRefundBatch } from '../api/upload-refund-batch';

/**
 * Batch refund by file: the template, the upload (xlsx up to 5M), the parse progress, the result
 * (rows and totals to confirm, or the errors and their report), then the per-row outcome.
 * `batchId` is the file being shown (kept in the URL by the page).
 */
export function BatchRefundDrawer({
  open,
  batchId,
  onBatch,
  onClose,
}: {
  open: boolean;
  batchId: number | null;
  onBatch: (id: number | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['refund', 'messages']);
  const batch = useRefundBatch(batchId).data;
  const upload = useUploadRefundBatch();

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={760}
      title={t('batch.title')}
      destroyOnHidden
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => void downloadRefundTemplate()}>
          {t('batch.template')}
        </Button>
      }
    >
      <div style={{ display: 'grid', gap: 16 }}>
        <XlsxDropzone<{ id: number }>
          maxBytes={REFUND_BATCH_MAX_BYTES}
          upload={(file, handlers) => upload.mutate(file, handlers)}
          onUploaded={(created) => onBatch(created.id)}
          texts={{
            drop: t('batch.drop'),
            hint: t('batch.hint'),
            tooLarge: t('batch.tooLarge'),
            uploaded: t('batch.uploaded'),
            uploadFailed: t('batch.uploadFailed'),
          }}
        />
        {batch && <BatchResult key={batch.id} batch={batch} onDone={() => onBatch(null)} />}
      </div>
    </Drawer>
  );
}

function BatchResult({ batch: b, onDone }: { batch: RefundBatch; onDone: () => void }) {
  const { t } = useTranslation(['refund', 'messages']);
  const language = currentLanguage();
  const confirm = useConfirmRefundBatch();
  const cancel = useCancelRefundBatch();
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);

  return (
    <ImportFileState
      file={b}
      testId="refund-batch"
      texts={{
        status: t(`batch.status.${b.status}`),
        rows: t('batch.rows', { count: b.rowCount }),
        hasErrors: t('batch.hasErrors', { count: b.errorCount }),
        report: t('batch.report'),
        errorLine: (e) => (e.row ? t('batch.errorLine', { row: e.row, column: e.column ?? '', message: e.message }) : e.message),
      }}
      onReport={() => void downloadRefundReport(b.id)}
    >
      {b.status === 'succeeded' && !b.confirmedAt && (
        <>
          <Table
            size="small"
            rowKey="row"
            pagination={false}
            dataSource={b.rows}
            columns={[
              { key: 'row', title: t('batch.row'), dataIndex: 'row' },
              { key: 'transactionId', title: t('col.transactionId'), dataIndex: 'transactionId' },
              { key: 'amount', title: t('col.amount'), align: 'right', render: (_, r) => `${formatMoney(r.amount, r.currency, language)} ${r.currency}` },
              { key: 'reason', title: t('col.reason'), dataIndex: 'reason' },
            ]}
          />
          {b.totals.map((x) => (
            <Typography.Text key={x.currency}>
              {t('batch.total', { count: x.count, amount: formatMoney(x.amount, x.currency, language), currency: x.currency })}
            </Typography.Text>
          ))}
          {error && <Alert type="error" showIcon message={error} role="alert" />}
          <Space>
            <Button
              type="primary"
              loading={confirm.isPending}
              onClick={() =>
                confirm.mutate(
                  { id: b.id, key },
                  {
                    onSuccess: (r) => toast.success(t('batch.confirmed', { count: r.results.filter((x) => x.refund).length, total: r.results.length })),
                    onError: (e) => setError(isApiError(e) ? e.respMsg : t('batch.confirmFailed')),
                  },
                )
              }
            >
              {t('batch.confirm')}
            </Button>
            <Button loading={cancel.isPending} onClick={() => cancel.mutate(b.id, { onSuccess: onDone })}>
              {t('batch.cancel')}
            </Button>
          </Space>
        </>
      )}
      {b.confirmedAt && <RowResults results={b.results} />}
    </ImportFileState>
  );
}

function RowResults({ results }: { results: RefundBatch['results'] }) {
  const { t } = useTranslation('refund');
  return (
    <Table
      size="small"
      rowKey={(r) => `${r.transactionId}:${r.amount}:${r.refund?.refundId ?? r.error}`}
      pagination={false}
      dataSource={results}
      columns={[
        { key: 'transactionId', title: t('col.transactionId'), dataIndex: 'transactionId' },
        { key: 'amount', title: t('col.amount'), align: 'right', dataIndex: 'amount' },
        {
          key: 'result',
          title: t('batch.result'),
          render: (_, r) =>
            r.refund ? (
              <Tag color="green">{t('batch.refunded', { status: t(`status.${r.refund.status}`) })}</Tag>
            ) : (
              <Typography.Text type="danger">{t('batch.refused', { reason: r.error })}</Typography.Text>
            ),
        },
      ]}
    />
  );
}
