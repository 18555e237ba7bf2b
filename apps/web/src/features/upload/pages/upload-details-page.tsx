import { useState } from 'react';
import { Button, Card, Form, Input, Progress, Select, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiPathFamily } from '@crossbill/contracts/merchant';
import { IMPORT_KINDS, IMPORT_STATUSES, type ImportItem, type ImportKind, type ImportStatus } from '@crossbill/contracts/content';
import { SearchForm, rangeTimes, type DayRange } from '../../../components/search-form';
import { downloadFile } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { loginData } from '../../../lib/session-state';
import { useImports, type ImportFilters } from '../api/list-imports';

const STATUS_COLORS: Record<ImportStatus, string> = { to_be_parsed: 'default', parsing: 'blue', succeeded: 'green', failed: 'red', cancelled: 'default' };

interface FilterForm {
  kind?: ImportKind;
  status?: ImportStatus;
  fileName?: string;
  range?: DayRange;
}

/**
 * /upload/details: every file the merchant imported (batch transfers, refunds, tracking numbers; a group's
 * or proxy's members' files, with whose each is), with its parse state,
 * progress and counts; a file with errors has its row-by-row report. `openImport` leads to the page
 * the import belongs to, when there is one.
 */
export function UploadDetailsPage({ openImport }: { openImport?: (item: ImportItem) => void }) {
  const { t } = useTranslation('upload');
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<ImportFilters>({ page: 1, size: 10 });
  const list = useImports(filters);
  const [busy, setBusy] = useState<string | null>(null);
  // a group or proxy reads its members' files: say whose each one is
  const acrossMembers = apiPathFamily(loginData()?.merchantType) !== '';

  const report = async (item: ImportItem) => {
    const key = `${item.kind}:${item.id}`;
    setBusy(key);
    try {
      // the server gives the API path; the client adds its own prefix
      await downloadFile(item.reportUrl!.replace(/^\/api/, ''), { fallbackName: `${item.reference}-report.xlsx` });
    } finally {
      setBusy(null);
    }
  };

  const search = (v: FilterForm) =>
    setFilters({
      kind: v.kind,
      status: v.status,
      fileName: v.fileName?.trim() || undefined,
      ...rangeTimes(v.range),
      page: 1,
      size: filters.size,
    });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <Card>
        <SearchForm
          form={form}
          onSearch={search}
          onReset={() => setFilters({ page: 1, size: filters.size })}
          labels={{ range: t('time'), search: t('search'), reset: t('reset') }}
        >
          <Form.Item name="kind" label={t('kind')}>
            <Select allowClear style={{ width: 160 }} options={IMPORT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <Select allowClear style={{ width: 150 }} options={IMPORT_STATUSES.map((s) => ({ value: s, label: t(`states.${s}`) }))} />
          </Form.Item>
          <Form.Item name="fileName" label={t('fileName')}>
            <Input allowClear style={{ width: 200 }} maxLength={200} />
          </Form.Item>
        </SearchForm>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {t('hint')}
        </Typography.Paragraph>
      </Card>
      <Card>
        <Table<ImportItem>
          rowKey={(r) => `${r.kind}:${r.id}`}
          size="middle"
          scroll={{ x: 'max-content' }}
          loading={list.isPending}
          dataSource={list.data?.content ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={{
            current: filters.page,
            pageSize: filters.size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('total', { total }),
            onChange: (page, size) => setFilters({ ...filters, page, size }),
          }}
          columns={[
            ...(acrossMembers ? [{ key: 'merchantNo', title: t('merchantNo'), render: (_: unknown, r: ImportItem) => r.merchantNo }] : []),
            { key: 'fileName', title: t('fileName'), render: (_, r) => r.fileName },
            { key: 'kind', title: t('kind'), render: (_, r) => t(`kinds.${r.kind}`) },
            {
              key: 'reference',
              title: t('reference'),
              render: (_, r) => (openImport ? <Typography.Link onClick={() => openImport(r)}>{r.reference}</Typography.Link> : r.reference),
            },
            { key: 'time', title: t('uploadedAt'), render: (_, r) => formatDateTime(r.createdAt) },
            { key: 'status', title: t('status'), render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`states.${r.status}`)}</Tag> },
            {
              key: 'progress',
              title: t('progress'),
              render: (_, r) => (
                <Progress
                  size="small"
                  style={{ width: 120, margin: 0 }}
                  percent={r.progress}
                  status={r.status === 'failed' ? 'exception' : r.status === 'parsing' ? 'active' : undefined}
                />
              ),
            },
            { key: 'rows', title: t('rows'), align: 'right', render: (_, r) => r.rowCount },
            {
              key: 'errors',
              title: t('errors'),
              align: 'right',
              render: (_, r) => (r.errorCount > 0 ? <Typography.Text type="danger">{r.errorCount}</Typography.Text> : 0),
            },
            {
              key: 'report',
              title: t('report'),
              render: (_, r) =>
                r.reportUrl ? (
                  <Button size="small" loading={busy === `${r.kind}:${r.id}`} onClick={() => void report(r)}>
                    {t('downloadReport')}
                  </Button>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
