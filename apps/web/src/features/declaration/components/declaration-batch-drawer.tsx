import { Alert, Button, Drawer } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DECLARATION_BATCH_MAX_BYTES } from '@crossbill/contracts/declaration';
import { ImportFileState } from '../../../components/import-file-state';
import { XlsxDropzone } from '../../../components/xlsx-dropzone';
import { downloadDeclarationReport, downloadDeclarationTemplate, useDeclarationBatch, useUploadDeclarations } from '../api/declaration-batch';

/** Declarations by file: template, upload, parse progress, then all filed and submitted, or the errors and their report. */
export function DeclarationBatchDrawer(p: { open: boolean; batchId: number | null; onBatch: (id: number) => void; onClose: () => void }) {
  const { t } = useTranslation(['declaration', 'upload', 'messages']);
  const b = useDeclarationBatch(p.batchId).data;
  const upload = useUploadDeclarations();
  return (
    <Drawer
      open={p.open}
      onClose={p.onClose}
      width={640}
      title={t('batch.title')}
      destroyOnHidden
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => void downloadDeclarationTemplate()}>
          {t('batch.template')}
        </Button>
      }
    >
      <div style={{ display: 'grid', gap: 16 }}>
        <Alert type="info" showIcon message={t('batch.intro')} />
        <XlsxDropzone<{ id: number }>
          maxBytes={DECLARATION_BATCH_MAX_BYTES}
          upload={(file, handlers) => upload.mutate(file, handlers)}
          onUploaded={(created) => p.onBatch(created.id)}
          texts={{
            drop: t('batch.drop'),
            hint: t('batch.hint'),
            tooLarge: t('batch.tooLarge'),
            uploaded: t('batch.uploaded'),
            uploadFailed: t('batch.uploadFailed'),
          }}
        />
        {b && (
          <ImportFileState
            file={b}
            testId="declaration-batch"
            texts={{
              status: t(`upload:states.${b.status}`),
              rows: t('batch.rows', { count: b.rowCount }),
              hasErrors: t('batch.hasErrors', { count: b.errorCount }),
              report: t('batch.report'),
              errorLine: (e) => (e.row ? t('batch.errorLine', { row: e.row, column: e.column ?? '', message: e.message }) : e.message),
            }}
            onReport={() => void downloadDeclarationReport(b.id)}
          >
            {b.status === 'succeeded' && <Alert type="success" showIcon message={t('batch.filed', { count: b.rowCount })} />}
          </ImportFileState>
        )}
      </div>
    </Drawer>
  );
}
