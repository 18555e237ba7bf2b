import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_ALL, REJECT_ALL, saveConsent, type ConsentChoice } from '../../../lib/consent';
import { closeConsentSettings, openConsentSettings, useConsentChosen, useConsentSettingsOpen } from './consent-ui';

const ConsentSettings = lazy(() => import('./consent-settings').then((m) => ({ default: m.ConsentSettings })));

/**
 * The cookie consent banner (data-testid="cookie-consent"): accept all, reject all, or customise
 * (necessary always on; preferences; analytics). Once chosen it does not come back; the footer
 * link reopens the settings. A strip at the bottom, never a blocking mask; plain markup (it shows
 * on the login page), the settings dialog loads when opened.
 */
export function CookieConsent() {
  const { t } = useTranslation('consent');
  const chosen = useConsentChosen();
  const settingsOpen = useConsentSettingsOpen();

  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    closeConsentSettings();
  };

  return (
    <>
      {!chosen && (
        <div className="cb-consent" data-testid="cookie-consent" role="region" aria-label={t('title')}>
          <p>{t('banner')}</p>
          <div className="cb-consent-actions">
            <button type="button" className="cb-btn cb-btn-sm" onClick={openConsentSettings}>
              {t('customize')}
            </button>
            <button type="button" className="cb-btn cb-btn-sm" onClick={() => choose(REJECT_ALL)}>
              {t('rejectAll')}
            </button>
            <button type="button" className="cb-btn cb-btn-sm cb-btn-primary" onClick={() => choose(ACCEPT_ALL)}>
              {t('acceptAll')}
            </button>
          </div>
        </div>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <ConsentSettings onSave={choose} onCancel={closeConsentSettings} />
        </Suspense>
      )}
    </>
  );
}
