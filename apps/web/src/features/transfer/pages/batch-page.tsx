import { useState } from 'react';
import { Alert, Button, Card, Form, Input, List, Modal, Progress, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BATCH_MAX_BYTES, type TransferBatch } from '@crossbill/contracts/transfer';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { IMPORT_STATUS_COLOR, XlsxDropzone } from '../../../components/xlsx-dropzone';
import { downloadReport, downloadTemplate } from '../api/download-batch-files';
import { useBatches } from '../api/list-batches';
import { useCancelBatch } from '../api/cancel-batch';
import { useConfirmBatch } from '../api/confirm-batch';
import { useUploadBatch } from '../api/upload-batch';
import { requiredRule } from '../../../lib/form-rules';

/** /transfer/batch: template, upload (xlsx up to 5M), parse progress, error report, shortage, confirm with the payment password. */
export function BatchPage({ onList }: { onList: () => void }) {
  const { t } = useTranslation('transfer');
  const batches = useBatches();
  const upload = useUploadBatch();
  const cancel = useCancelBatch();
  const [confirming, setConfirming] = useState<TransferBatch | null>(null);

  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('batch.title')}
        </Typography.Title>
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
            {t('batch.template')}
          </Button>
          <Button onClick={onList}>{t('view.back')}</Button>
        </Space>
      </Space>
      <Card>
        <XlsxDropzone<TransferBatch>
          maxBytes={BATCH_MAX_BYTES}
          upload={(file, handlers) => upload.mutate(file, handlers)}
          texts={{
            drop: t('batch.drop'),
            hint: t('batch.hint'),
            tooLarge: t('batch.tooLarge'),
            uploaded: t('batch.uploaded'),
            uploadFailed: t('batch.uploadFailed'),
          }}
        />
      </Card>
      <List
        dataSource={batches.data?.content ?? []}
        locale={{ emptyText: t('batch.none') }}
        // each file a list item (a list holds only items: axe), shown as a card
        renderItem={(b) => (
          <List.Item key={b.id} style={{ display: 'block', padding: 0, border: 0 }}>
            <Card size="small" style={{ marginBottom: 12 }} data-testid={`batch-${b.batchNo}`}>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <Typography.Text strong>{b.fileName}</Typography.Text>
                  <Tag color={IMPORT_STATUS_COLOR[b.status]}>{t(`batch.status.${b.status}`)}</Tag>
                  <Typography.Text type="secondary">
                    {b.batchNo} · {formatDateTime(b.createdAt)} · {t('batch.rows', { count: b.rowCount })}
                  </Typography.Text>
                </Space>
                {(b.status === 'parsing' || b.status === 'to_be_parsed') && <Progress percent={b.progress} size="small" />}
                {b.status === 'failed' && (
                  <Alert
                    type="error"
                    showIcon
                    message={t('batch.hasErrors')}
                    description={
                      <ul style={{ margin: 0, paddingLeft: 18 }}>
                        {b.errors.slice(0, 5).map((e, i) => (
                          <li key={i}>{e.row ? t('batch.errorLine', { row: e.row, column: e.column ?? '', message: e.message }) : e.message}</li>
                        ))}
                      </ul>
                    }
                    action={
                      <Button size="small" onClick={() => void downloadReport(b.id)}>
                        {t('batch.report')}
                      </Button>
                    }
                  />
                )}
                {b.status === 'succeeded' &&
                  b.totals.map((x) => (
                    <Typography.Text key={x.currency} type={x.short ? 'danger' : undefined}>
                      {t(x.short ? 'batch.short' : 'batch.total', {
                        debit: formatMoney(x.debit, x.currency),
                        available: formatMoney(x.available, x.currency),
                        currency: x.currency,
                      })}
                    </Typography.Text>
                  ))}
                {b.confirmedAt && <Typography.Text type="success">{t('batch.confirmed', { count: b.transferCount })}</Typography.Text>}
                {b.status === 'succeeded' && !b.confirmedAt && (
                  <Space>
                    <Button type="primary" disabled={b.totals.some((x) => x.short)} onClick={() => setConfirming(b)}>
                      {t('batch.confirm')}
                    </Button>
                    <Button onClick={() => cancel.mutate(b.id)}>{t('batch.cancel')}</Button>
                  </Space>
                )}
              </Space>
            </Card>
          </List.Item>
        )}
      />
      {confirming && <ConfirmDialog batch={confirming} onClose={() => setConfirming(null)} />}
    </div>
  );
}

function ConfirmDialog({ batch, onClose }: { batch: TransferBatch; onClose: () => void }) {
  const { t } = useTranslation(['transfer', 'messages']);
  const confirm = useConfirmBatch();
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ pin: string }>();
  return (
    <Modal
      open
      title={t('batch.confirmTitle', { count: batch.rowCount })}
      okText={t('batch.confirm')}
      confirmLoading={confirm.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={({ pin }) =>
          confirm.mutate(
            { id: batch.id, paymentPassword: pin, key },
            { onSuccess: onClose, onError: (e) => setError(isApiError(e) ? e.message : t('confirm.failed')) },
          )
        }
      >
        <Form.Item
          name="pin"
          label={t('confirm.pin')}
          rules={[{ pattern: /^\d{6}$/, message: t('messages:validation.sixDigits') }, requiredRule(t('confirm.pin'))]}
        >
          <Input.Password aria-label={t('confirm.pin')} maxLength={6} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
