import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptOf, checkUpload, type UploadCategory } from '@crossbill/contracts/upload';
import type { FileRef } from '@crossbill/contracts/onboarding';
import { toast } from '../../../lib/toast';
import { translate } from '../../../lib/i18n';
import { uploadDocument } from '../api/upload';

const extOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? null;

/**
 * A document field (value: the uploaded files' ids and names). The picker refuses what the server
 * would (type by name here, by bytes there; size); the server's answer is what counts.
 */
export function FileField({
  value,
  onChange,
  category = 'document',
  max = 1,
  id,
}: {
  value?: FileRef[];
  onChange?: (v: FileRef[]) => void;
  category?: UploadCategory;
  max?: number;
  id?: string;
}) {
  const { t } = useTranslation('onboarding');
  const files = value ?? [];
  return (
    <Upload
      id={id}
      accept={acceptOf(category)}
      maxCount={max}
      fileList={files.map((f) => ({ uid: f.fileId, name: f.fileName, status: 'done' as const }))}
      onRemove={(file) => onChange?.(files.filter((f) => f.fileId !== file.uid))}
      customRequest={async ({ file, onSuccess, onError }) => {
        const f = file as File;
        const problem = checkUpload(category, { size: f.size, ext: extOf(f.name) });
        if (problem) {
          toast.error(translate(`messages:${problem.messageKey}`, problem.params));
          onError?.(new Error(problem.messageKey));
          return;
        }
        try {
          const up = await uploadDocument(f, category);
          onChange?.([...files, { fileId: up.fileId, fileName: up.fileName }].slice(-max));
          toast.success(t('upload.success'));
          onSuccess?.(up);
        } catch (e) {
          onError?.(e as Error);
        }
      }}
    >
      {files.length < max && <Button icon={<UploadOutlined />}>{t('upload.choose')}</Button>}
    </Upload>
  );
}
