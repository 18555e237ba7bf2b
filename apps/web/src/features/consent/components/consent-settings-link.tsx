import { useTranslation } from 'react-i18next';
import { openConsentSettings } from './consent-ui';

/** The footer link that reopens the cookie settings. */
export function ConsentSettingsLink() {
  const { t } = useTranslation('consent');
  return (
    <button type="button" className="cb-link" onClick={openConsentSettings} style={{ fontSize: 12 }}>
      {t('settingsLink')}
    </button>
  );
}
