import { useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BLACKLIST_IMPORT_MAX_BYTES } from '@crossbill/contracts/blacklist-import';
import { ImportFileState } from '../../../components/import-file-state';
import { XlsxDropzone } from '../../../components/xlsx-dropzone';
import { downloadImportReport } from '../api/download-import-report';
import { downloadImportTemplate } from '../api/download-import-template';
import { useBlacklistImport } from '../api/get-import';
import { useUploadImport } from '../api/upload-import';

/**
 * Items of a list by file (spec 5 blacklist import): the list's template, the upload (xlsx up to
 * 5M), the parse state; then either the items added (the page's list reads them again) or spec 8's
 * message with the row-by-row report. A file is all or nothing, so another file may follow.
 */
export function ImportDialog({ listId, onClose }: { listId: number; onClose: () => void }) {
  const { t } = useTranslation(['blacklist', 'upload']);
  const [fileId, setFileId] = useState<number | null>(null);
  const file = useBlacklistImport(fileId).data;
  const upload = useUploadImport(listId);

  return (
    <Modal open title={t('import.title')} onCancel={onClose} footer={<Button onClick={onClose}>{t('import.close')}</Button>} width={640} destroyOnHidden>
      <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('import.columns')}
        </Typography.Paragraph>
        <div>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadImportTemplate(listId)}>
            {t('import.template')}
          </Button>
        </div>
        <XlsxDropzone<{ id: number }>
          maxBytes={BLACKLIST_IMPORT_MAX_BYTES}
          upload={(f, handlers) => upload.mutate(f, handlers)}
          onUploaded={(created) => setFileId(created.id)}
          texts={{
            drop: t('import.drop'),
            hint: t('import.fileHint'),
            tooLarge: t('import.tooLarge'),
            uploaded: t('import.uploaded'),
            uploadFailed: t('import.uploadFailed'),
          }}
        />
        {file && (
          <ImportFileState
            file={file}
            testId="blacklist-import"
            texts={{
              status: t(`upload:states.${file.status}`),
              rows: t('import.rows', { count: file.rowCount }),
              hasErrors: t('import.hasErrors'),
              report: t('import.report'),
              errorLine: (e) => (e.row ? t('import.errorLine', { row: e.row, column: e.column ?? '', message: e.message }) : e.message),
            }}
            onReport={() => void downloadImportReport(file.id)}
          >
            {file.status === 'succeeded' && <Alert type="success" showIcon message={t('import.added', { count: file.rowCount })} />}
          </ImportFileState>
        )}
      </div>
    </Modal>
  );
}
