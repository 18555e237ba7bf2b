import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';

/** The frame of the public pages: brand, language switch, a centred card. Plain markup (login budget). */
export function PublicFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('session');
  return (
    <div className="cb-public">
      <header className="cb-public-header">
        <p className="cb-brand">{t('brand')}</p>
        <LanguageSwitch />
      </header>
      <main className="cb-public-main">
        <section className="cb-card" aria-labelledby="public-title">
          <h1 className="cb-card-title" id="public-title">
            {title}
          </h1>
          <div className="cb-card-body">{children}</div>
        </section>
      </main>
    </div>
  );
}
