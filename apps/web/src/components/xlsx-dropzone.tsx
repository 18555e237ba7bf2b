import { Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_UPDATED } from '@crossbill/contracts/constants';
import { isApiError } from '../lib/api-client';
import { formatBusinessDate } from '../lib/format';
import { toast } from '../lib/toast';

/** The colour of an import's parse state (spec 4: to be parsed, parsing, succeeded, failed, cancelled). */
export const IMPORT_STATUS_COLOR = { to_be_parsed: 'default', parsing: 'processing', succeeded: 'success', failed: 'error', cancelled: 'default' } as const;

/**
 * The drop zone of an xlsx import: the type and size are checked before anything is sent; a refusal
 * the server already told is not told twice, any other failure says the upload failed. It names the
 * date of the current templates (TEMPLATE_UPDATED), so a saved older copy is replaced before upload.
 */
export function XlsxDropzone<T extends { id: number }>(props: {
  maxBytes: number;
  upload: (file: File, handlers: { onSuccess: (created: T) => void; onError: (e: unknown) => void }) => void;
  onUploaded?: (created: T) => void;
  texts: { drop: string; hint: string; tooLarge: string; uploaded: string; uploadFailed: string };
}) {
  const { t } = useTranslation(['messages', 'common']);
  const { texts } = props;
  return (
    <Upload.Dragger
      accept=".xlsx"
      maxCount={1}
      showUploadList={false}
      beforeUpload={(file) => {
        if (!file.name.toLowerCase().endsWith('.xlsx')) {
          toast.error(t('code.uploadTypeNotAllowed', { type: 'xlsx' }));
          return Upload.LIST_IGNORE;
        }
        if (file.size > props.maxBytes) {
          toast.error(texts.tooLarge);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file }) =>
        props.upload(file as File, {
          onSuccess: (created) => {
            toast.success(texts.uploaded);
            props.onUploaded?.(created);
          },
          onError: (e) => {
            if (!(isApiError(e) && e.notified)) toast.error(texts.uploadFailed);
          },
        })
      }
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p>{texts.drop}</p>
      <Typography.Text type="secondary">{texts.hint}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{t('common:xlsxTemplate.updated', { date: formatBusinessDate(TEMPLATE_UPDATED) })}</Typography.Text>
    </Upload.Dragger>
  );
}
