import { Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useNotice } from '../api/get-notice';

/** One notice in a modal; its text is shown as plain text (line breaks kept). */
export function NoticeModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('notice');
  const notice = useNotice(id);
  const n = notice.data;
  return (
    <Modal open={id !== null} onCancel={onClose} footer={null} title={n?.title ?? t('title')} destroyOnHidden width={600}>
      {notice.isPending ? (
        <Skeleton active />
      ) : n ? (
        <>
          <Typography.Text type="secondary">{formatDateTime(n.publishTime)}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>{n.content}</Typography.Paragraph>
        </>
      ) : (
        <Typography.Text type="secondary">{t('unavailable')}</Typography.Text>
      )}
    </Modal>
  );
}
