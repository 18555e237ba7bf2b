import { useState } from 'react';
import { Button, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMPORT_KINDS, IMPORT_STATUSES, type ImportItem, type ImportStatus } from '@crossbill/contracts/content';
import { listImports } from '@crossbill/contracts/endpoints/imports';
import { defineEntity } from '../../components/entity-table/entity';
import { downloadFile } from '../../lib/download';
import { formatDateTime } from '../../lib/format';

const STATUS_COLORS: Record<ImportStatus, string> = { to_be_parsed: 'default', parsing: 'blue', succeeded: 'green', failed: 'red', cancelled: 'default' };

/** While a file waits or is parsed, look again every few seconds. */
const PARSING_REFRESH_MS = 3000;

/** A file with errors has its row-by-row report. */
function ReportButton({ item }: { item: ImportItem }) {
  const { t } = useTranslation('upload');
  const [busy, setBusy] = useState(false);
  const report = async () => {
    setBusy(true);
    try {
      // the server gives the API path; the client adds its own prefix
      await downloadFile(item.reportUrl!.replace(/^\/api/, ''), { fallbackName: `${item.reference}-report.xlsx` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={() => void report()}>
      {t('downloadReport')}
    </Button>
  );
}

/**
 * /upload/details (spec 4): every file the merchant imported (a group's or proxy's members' files
 * with whose each is), its parse state, progress and counts; the batch number opens the import's page.
 */
export const importEntity = defineEntity({
  id: 'imports',
  ns: ['upload'],
  list: listImports,
  rowKey: (r) => `${r.kind}:${r.id}`,
  columnPrefix: 'col',
  texts: { empty: 'empty', total: 'total' },
  refresh: (rows) => (rows.some((r) => r.status === 'to_be_parsed' || r.status === 'parsing') ? PARSING_REFRESH_MS : false),
  filters: [
    { kind: 'select', name: 'kind', label: 'kind', options: (t) => IMPORT_KINDS.map((k) => ({ value: k, label: t(`upload:kinds.${k}`) })) },
    { kind: 'select', name: 'status', label: 'status', options: (t) => IMPORT_STATUSES.map((s) => ({ value: s, label: t(`upload:states.${s}`) })) },
    { kind: 'text', name: 'fileName', label: 'fileName', maxLength: 200 },
    { kind: 'days', label: 'time' },
  ],
  columns: [
    { key: 'merchantNo', title: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'fileName', title: 'fileName', render: (r) => r.fileName },
    { key: 'kind', title: 'kind', render: (r, c) => c.t(`upload:kinds.${r.kind}`) },
    { key: 'reference', title: 'reference', render: (r, c) => <Typography.Link onClick={() => c.open(r)}>{r.reference}</Typography.Link> },
    { key: 'time', title: 'uploadedAt', render: (r, c) => formatDateTime(r.createdAt, c.language) },
    { key: 'status', title: 'status', render: (r, c) => <Tag color={STATUS_COLORS[r.status]}>{c.t(`upload:states.${r.status}`)}</Tag> },
    {
      key: 'progress',
      title: 'progress',
      render: (r, c) => (
        <Progress
          // named for a screen reader: whose parse it measures
          aria-label={`${c.t('upload:progress')} ${r.fileName}`}
          size="small"
          style={{ width: 120, margin: 0 }}
          percent={r.progress}
          status={r.status === 'failed' ? 'exception' : r.status === 'parsing' ? 'active' : undefined}
        />
      ),
    },
    { key: 'rows', title: 'rows', align: 'right', render: (r) => r.rowCount },
    {
      key: 'errors',
      title: 'errors',
      align: 'right',
      render: (r) => (r.errorCount > 0 ? <Typography.Text type="danger">{r.errorCount}</Typography.Text> : 0),
    },
    { key: 'report', title: 'report', render: (r) => (r.reportUrl ? <ReportButton item={r} /> : '—') },
  ],
});
