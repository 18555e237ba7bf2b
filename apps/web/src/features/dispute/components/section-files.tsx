import { useState } from 'react';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RebuttalDocumentItem } from '@crossbill/contracts/dispute';
import type { EvidenceSection } from '@crossbill/contracts/dispute-reasons';
import { downloadDocument, useUploadDocuments } from '../api/documents';
import { checkFiles, type FileRule } from '../file-rules';

/**
 * One evidence section's documents (download links) and its upload: the files chosen together are
 * checked against the rule first (a translated message naming it), then sent in one request.
 * Documents are never removed here: after submission they are supplements, only added.
 */
export function SectionFiles({
  chargebackId,
  section,
  rule,
  documents,
}: {
  chargebackId: string;
  section: EvidenceSection;
  rule: FileRule;
  documents: RebuttalDocumentItem[];
}) {
  const { t } = useTranslation('dispute');
  const upload = useUploadDocuments();
  const [problem, setProblem] = useState<string | null>(null);
  const full = documents.length >= rule.perSection;

  const send = (files: File[]) => {
    const broken = checkFiles(rule, files, documents.length);
    if (broken) return setProblem(t(broken.key, broken.values));
    setProblem(null);
    upload.mutate({ chargebackId, section, files });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {documents.map((doc) => (
        <Typography.Link key={doc.documentId} onClick={() => void downloadDocument(chargebackId, doc.documentId)}>
          {doc.name}
          {doc.supplemental ? ` (${t('detail.supplemental')})` : ''}
        </Typography.Link>
      ))}
      <Upload
        multiple
        accept={rule.extensions.join(',')}
        showUploadList={false}
        disabled={full}
        // every file of one choice arrives here in turn: the first call takes them all
        beforeUpload={(file, list) => {
          if (file === list[0]) send(list as unknown as File[]);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} disabled={full}>
          {t('drawer.upload', { section: t(`section.${section}`) })}
        </Button>
      </Upload>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
    </Space>
  );
}
