import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

/** A step of a flow opened without its earlier step (reload, direct link): say so and link to the start. */
export function StartAgain({ title, message, href, linkText }: { title: ReactNode; message: ReactNode; href: string; linkText: ReactNode }) {
  return (
    <PublicFrame title={title}>
      <p>{message}</p>
      <Link to={href}>{linkText}</Link>
    </PublicFrame>
  );
}
