import { Alert, Button, Drawer } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TRACKING_BATCH_MAX_BYTES } from '@crossbill/contracts/tracking';
import { ImportFileState } from '../../../components/import-file-state';
import { XlsxDropzone } from '../../../components/xlsx-dropzone';
import { downloadTrackingReport } from '../api/download-tracking-report';
import { downloadTrackingTemplate } from '../api/download-tracking-template';
import { useTrackingBatch } from '../api/get-tracking-batch';
import { useUploadTracking } from '../api/upload-tracking-batch';

/** Tracking numbers by file: template, upload, parse progress, applied or the errors and their report. */
export function TrackingUploadDrawer({
  open,
  batchId,
  onBatch,
  onClose,
}: {
  open: boolean;
  batchId: number | null;
  onBatch: (id: number) => void;
  onClose: () => void;
}) {
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
        <XlsxDropzone<{ id: number }>
          maxBytes={TRACKING_BATCH_MAX_BYTES}
          upload={(file, handlers) => upload.mutate(file, handlers)}
          onUploaded={(created) => onBatch(created.id)}
          texts={{
            drop: t('tracking.drop'),
            hint: t('tracking.hint'),
            tooLarge: t('tracking.tooLarge'),
            uploaded: t('tracking.uploaded'),
            uploadFailed: t('tracking.uploadFailed'),
          }}
        />
        {b && (
          <ImportFileState
            file={b}
            testId="tracking-batch"
            texts={{
              status: t(`upload:states.${b.status}`),
              rows: t('tracking.rows', { count: b.rowCount }),
              hasErrors: t('tracking.hasErrors', { count: b.errorCount }),
              report: t('tracking.report'),
              errorLine: (e) => (e.row ? t('tracking.errorLine', { row: e.row, column: e.column ?? '', message: e.message }) : e.message),
            }}
            onReport={() => void downloadTrackingReport(b.id)}
          >
            {b.status === 'succeeded' && <Alert type="success" showIcon message={t('tracking.applied', { count: b.rowCount })} />}
          </ImportFileState>
        )}
      </div>
    </Drawer>
  );
}
