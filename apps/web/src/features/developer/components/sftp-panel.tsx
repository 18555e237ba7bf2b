import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SFTP_DESTINATIONS_MAX, type SftpDestination } from '@crossbill/contracts/sftp';
import type { NotifyChannelState } from '@crossbill/contracts/notify-channel';
import { Access } from '../../../components/access';
import { formatDateTime } from '../../../lib/format';
import { useSftpDestinations, useSwitchSftpDestination, useTestSftpDestination } from '../api/sftp-destinations';
import { SftpFormModal } from './sftp-form-modal';
import { SftpDeliveries } from './sftp-deliveries';

const STATE_COLOR: Record<NotifyChannelState, string> = {
  enrolling: 'processing',
  enrolled: 'success',
  enrolmentFailed: 'error',
  disenrolling: 'warning',
  disenrolled: 'default',
};

function Destination({ d, onEdit }: { d: SftpDestination; onEdit: () => void }) {
  const { t } = useTranslation(['sftp', 'developer']);
  const test = useTestSftpDestination();
  const toggle = useSwitchSftpDestination();
  const off = d.state === 'disenrolling' || d.state === 'disenrolled';
  const last = d.lastTest;
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <span>{`${d.username}@${d.host}:${d.port}`}</span>
          <Tag color={STATE_COLOR[d.state]}>{t(`developer:channelState.${d.state}`)}</Tag>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('panel.folder')}>{d.folder || t('panel.homeFolder')}</Descriptions.Item>
        <Descriptions.Item label={t('panel.auth')}>{t(`authKind.${d.authKind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('panel.reports')}>{d.reports.map((r) => t(`report.${r}`)).join(', ')}</Descriptions.Item>
        <Descriptions.Item label={t('panel.hostKey')}>
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {d.hostKeyFingerprint ?? t('panel.hostKeyNone')}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('panel.lastTest')}>
          {last ? (
            <span data-testid="sftp-last-test">
              {`${t(`result.${last.code}`)} · ${formatDateTime(last.at)}`}
              {last.detail ? <Typography.Text type="secondary">{` (${last.detail})`}</Typography.Text> : null}
            </span>
          ) : (
            t('panel.notTested')
          )}
        </Descriptions.Item>
      </Descriptions>
      {d.pendingHostKeyFingerprint ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBlock: 12 }}
          message={t('panel.hostKeyChanged')}
          description={
            <Space direction="vertical">
              <span>{t('panel.hostKeyChangedHelp')}</span>
              <Typography.Text code style={{ wordBreak: 'break-all' }}>
                {d.pendingHostKeyFingerprint}
              </Typography.Text>
              <Access code="developer:notify:edit">
                <Button danger loading={test.isPending} onClick={() => test.mutate({ id: d.id, acceptFingerprint: d.pendingHostKeyFingerprint! })}>
                  {t('panel.acceptKey')}
                </Button>
              </Access>
            </Space>
          }
        />
      ) : null}
      <Access code="developer:notify:edit">
        <Flex wrap gap={8} style={{ marginTop: 12 }}>
          {!off ? (
            <Button type="primary" loading={test.isPending} onClick={() => test.mutate({ id: d.id })}>
              {t('panel.test')}
            </Button>
          ) : null}
          <Button onClick={onEdit}>{t('panel.edit')}</Button>
          <Button loading={toggle.isPending} onClick={() => toggle.mutate({ id: d.id, on: off })}>
            {off ? t('panel.switchOn') : t('panel.switchOff')}
          </Button>
        </Flex>
      </Access>
    </Card>
  );
}

/**
 * developer/notify, SFTP tab: the merchant's SFTP destinations for the daily report files (the
 * transactions, refunds and settlement statement of each closed Beijing day, as CSV), their
 * connection tests and host keys, and the delivery log.
 */
export function SftpPanel() {
  const { t } = useTranslation('sftp');
  const list = useSftpDestinations();
  const [editing, setEditing] = useState<SftpDestination | null>(null);
  const [open, setOpen] = useState(false);
  const destinations = list.data ?? [];
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('panel.intro')}
      </Typography.Paragraph>
      <Access code="developer:notify:edit">
        <div>
          <Button
            type="primary"
            disabled={destinations.length >= SFTP_DESTINATIONS_MAX}
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
          >
            {t('panel.add')}
          </Button>
        </div>
      </Access>
      {list.isSuccess && destinations.length === 0 ? <Empty description={t('panel.empty')} /> : null}
      {destinations.map((d) => (
        <Destination
          key={d.id}
          d={d}
          onEdit={() => {
            setEditing(d);
            setOpen(true);
          }}
        />
      ))}
      <SftpDeliveries />
      <SftpFormModal open={open} editing={editing} onClose={() => setOpen(false)} />
    </Flex>
  );
}
