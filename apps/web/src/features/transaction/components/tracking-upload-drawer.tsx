import { Alert, Button, Drawer, Progress, Space, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TRACKING_BATCH_MAX_BYTES } from '@crossbill/contracts/tracking';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { downloadTrackingReport, downloadTrackingTemplate, useTrackingBatch, useUploadTracking } from '../api/tracking';

const STATUS_COLOR = { to_be_parsed: 'default', parsing: 'processing', succeeded: 'success', failed: 'error', cancelled: 'default' } as const;

/** Tracking numbers by file: template, upload, parse progress, applied or the errors and their report. */
export function TrackingUploadDrawer({ open, batchId, onBatch, onClose }: { open: boolean; batchId: number | null; onBatch: (id: number) => void; onClose: () => void }) {
  const { t } = useTranslation(['transaction', 'upload', 'messages']);
  const b = useTrackingBatch(batchId).data;
  const upload = useUploadTracking();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={640}
      title={t('tracking.batchTitle')}
      destroyOnHidden
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => void downloadTrackingTemplate()}>
          {t('tracking.template')}
        </Button>
      }
    >
      <div style={{ display: 'grid', gap: 16 }}>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            if (!file.name.toLowerCase().endsWith('.xlsx')) {
              toast.error(t('messages:code.uploadTypeNotAllowed', { type: 'xlsx' }));
              return Upload.LIST_IGNORE;
            }
            if (file.size > TRACKING_BATCH_MAX_BYTES) {
              toast.error(t('tracking.tooLarge'));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file }) =>
            upload.mutate(file as File, {
              onSuccess: (x) => {
                toast.success(t('tracking.uploaded'));
                onBatch(x.id);
              },
              // the server's refusal (type, size) is already told; anything else is a failed upload
              onError: (e) => {
                if (!(isApiError(e) && e.notified)) toast.error(t('tracking.uploadFailed'));
              },
            })
          }
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('tracking.drop')}</p>
          <Typography.Text type="secondary">{t('tracking.hint')}</Typography.Text>
        </Upload.Dragger>
        {b && (
          <div style={{ display: 'grid', gap: 12 }} data-testid="tracking-batch">
            <Space wrap>
              <Typography.Text strong>{b.fileName}</Typography.Text>
              <Tag color={STATUS_COLOR[b.status]}>{t(`upload:states.${b.status}`)}</Tag>
              <Typography.Text type="secondary">
                {b.batchNo} · {t('tracking.rows', { count: b.rowCount })}
              </Typography.Text>
            </Space>
            {(b.status === 'to_be_parsed' || b.status === 'parsing') && <Progress percent={b.progress} size="small" />}
            {b.status === 'succeeded' && <Alert type="success" showIcon message={t('tracking.applied', { count: b.rowCount })} />}
            {b.status === 'failed' && (
              <Alert
                type="error"
                showIcon
                message={t('tracking.hasErrors', { count: b.errorCount })}
                description={
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {b.errors.slice(0, 10).map((e, i) => (
                      <li key={i}>{e.row ? t('tracking.errorLine', { row: e.row, column: e.column ?? '', message: e.message }) : e.message}</li>
                    ))}
                  </ul>
                }
                action={
                  <Button size="small" onClick={() => void downloadTrackingReport(b.id)}>
                    {t('tracking.report')}
                  </Button>
                }
              />
            )}
          </div>
        )}
      </div>
    </Drawer>
  );
}
