import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Alert, Button, Progress, Space, Tag, Typography } from 'antd';
import type { importBatchBase } from '@crossbill/contracts/content';
import { IMPORT_STATUS_COLOR } from './xlsx-dropzone';

type ImportFile = z.infer<typeof importBatchBase>;
export type ImportFileError = ImportFile['errors'][number];

/**
 * An uploaded xlsx as every import shows it (spec 4 parsing of uploads): its name, parse state,
 * number and rows; the progress while it is parsed; once failed, the kind's message, its first
 * problems and the report to download. `children` is what a parsed file offers (rows to confirm,
 * what was applied). The texts are the kind's own, in the operator's language.
 */
export function ImportFileState(props: {
  file: ImportFile;
  testId: string;
  texts: { status: string; rows: string; hasErrors: string; report: string; errorLine: (e: ImportFileError) => string };
  onReport: () => void;
  children?: ReactNode;
}) {
  const { file: f, texts } = props;
  return (
    <div style={{ display: 'grid', gap: 12, minWidth: 0 }} data-testid={props.testId}>
      <Space wrap>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {f.fileName}
        </Typography.Text>
        <Tag color={IMPORT_STATUS_COLOR[f.status]}>{texts.status}</Tag>
        <Typography.Text type="secondary">
          {f.batchNo} · {texts.rows}
        </Typography.Text>
      </Space>
      {(f.status === 'to_be_parsed' || f.status === 'parsing') && <Progress percent={f.progress} size="small" />}
      {f.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={texts.hasErrors}
          description={
            // the report under the problems, not beside the message: on a phone the message keeps the width
            <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {f.errors.slice(0, 10).map((e, i) => (
                  <li key={i}>{texts.errorLine(e)}</li>
                ))}
              </ul>
              <Button size="small" onClick={props.onReport}>
                {texts.report}
              </Button>
            </div>
          }
        />
      )}
      {props.children}
    </div>
  );
}
