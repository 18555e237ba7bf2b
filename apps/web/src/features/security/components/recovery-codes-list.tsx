import { Button, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/download';

const FILE_NAME = 'crossbill-recovery-codes.txt';

/**
 * Ten recovery codes, shown this once (at enrolment and after a regeneration): the list, copy all,
 * a text file to download, and the button that puts them away. Nothing is kept once it is pressed.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  const text = codes.join('\n');
  return (
    <div>
      <Typography.Paragraph>{t('twoFactor.recoveryIntro')}</Typography.Paragraph>
      <ol aria-label={t('twoFactor.recoveryCodes')} style={{ columns: 2, maxWidth: 320, paddingInlineStart: 24, marginBottom: 16 }}>
        {codes.map((c) => (
          <li key={c}>
            <Typography.Text code>{c}</Typography.Text>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Typography.Text copyable={{ text, tooltips: [t('twoFactor.copy'), t('twoFactor.copied')] }}>{t('twoFactor.copyAll')}</Typography.Text>
        <Button icon={<DownloadOutlined />} onClick={() => saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), FILE_NAME)}>
          {t('twoFactor.download')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('twoFactor.saved')}
        </Button>
      </Space>
    </div>
  );
}
