import { useState } from 'react';
import { Button, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SftpDelivery, SftpDeliveryStatus } from '@crossbill/contracts/sftp';
import { Access } from '../../../components/access';
import { isApiError } from '../../../lib/api-client';
import { formatBusinessDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useResendSftpFile, useSftpDeliveries } from '../api/sftp-deliveries';

const STATUS_COLOR: Record<SftpDeliveryStatus, string> = { pending: 'default', sending: 'processing', delivered: 'success', failed: 'error' };

/** The delivery log: one file per destination, report and Beijing day, with its attempts and the last error; a file can be sent again. */
export function SftpDeliveries() {
  const { t } = useTranslation('sftp');
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const log = useSftpDeliveries(paging);
  const resend = useResendSftpFile();
  const onResend = async (f: SftpDelivery) => {
    try {
      await resend.mutateAsync(f.id);
      toast.success(t('log.resent', { file: f.fileName }));
    } catch (e) {
      if (isApiError(e) && !e.notified) toast.error(e.respMsg);
    }
  };
  return (
    <section aria-labelledby="sftp-log-title">
      <Typography.Title level={5} id="sftp-log-title">
        {t('log.title')}
      </Typography.Title>
      <Table<SftpDelivery>
        rowKey="id"
        size="small"
        loading={log.isLoading}
        dataSource={log.data?.content ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('log.empty') }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: log.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setPaging((p) => ({ ...p, page })),
        }}
        columns={[
          { key: 'date', title: t('log.date'), render: (_, f) => formatBusinessDate(f.businessDate) },
          { key: 'report', title: t('log.report'), render: (_, f) => t(`report.${f.report}`) },
          { key: 'file', title: t('log.file'), dataIndex: 'fileName' },
          { key: 'host', title: t('log.host'), dataIndex: 'host' },
          { key: 'status', title: t('log.status'), render: (_, f) => <Tag color={STATUS_COLOR[f.status]}>{t(`status.${f.status}`)}</Tag> },
          { key: 'attempts', title: t('log.attempts'), dataIndex: 'attempts', align: 'right' },
          { key: 'rows', title: t('log.rows'), align: 'right', render: (_, f) => f.rows ?? '—' },
          { key: 'bytes', title: t('log.bytes'), align: 'right', render: (_, f) => f.bytes ?? '—' },
          { key: 'duration', title: t('log.duration'), align: 'right', render: (_, f) => (f.durationMs === null ? '—' : t('log.ms', { ms: f.durationMs })) },
          { key: 'at', title: t('log.lastAttempt'), render: (_, f) => (f.lastAttemptAt ? formatDateTime(f.lastAttemptAt) : '—') },
          { key: 'error', title: t('log.error'), render: (_, f) => f.error ?? '—' },
          {
            key: 'action',
            title: t('log.action'),
            render: (_, f) =>
              f.status === 'delivered' || f.status === 'failed' ? (
                <Access code="developer:notify:edit">
                  <Button size="small" onClick={() => void onResend(f)} loading={resend.isPending && resend.variables === f.id}>
                    {t('log.resend')}
                  </Button>
                </Access>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
