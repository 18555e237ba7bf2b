import { useTranslation } from 'react-i18next';
import { LEGACY_SHUTDOWN_TS } from '@crossbill/contracts/constants';
import { useClientConfig } from '../../../lib/client-config';
import { formatDate } from '../../../lib/format';
import { PublicFrame } from '../components/public-frame';

/** Users still on the legacy host are told to move to the new address (spec 2). Plain markup, like login. */
export function UpgradePage() {
  const { t } = useTranslation('session');
  const config = useClientConfig();
  const newHost = config.data?.newHostUrl ?? null;
  const shutdown = config.data?.legacyShutdownTs ?? LEGACY_SHUTDOWN_TS;
  return (
    <PublicFrame title={t('upgrade.title')}>
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{t('upgrade.heading')}</h2>
      <p style={{ color: 'var(--cb-text-2)', lineHeight: 1.6, margin: '0 0 20px' }}>{t('upgrade.body', { date: formatDate(shutdown) })}</p>
      {newHost && (
        <a className="cb-btn cb-btn-primary cb-btn-block" href={newHost} style={{ textDecoration: 'none' }}>
          {t('upgrade.go')}
        </a>
      )}
    </PublicFrame>
  );
}
