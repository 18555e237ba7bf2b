import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@crossbill/contracts/constants';
import { changeLanguage } from '../lib/i18n';
import { isLanguage } from '../lib/language';

/** Each language named in itself, so anyone can find theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'zh-cn': '简体中文' };

function GlobeIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </svg>
  );
}

/**
 * The language menu (data-testid="language-switch"; items "English" and "简体中文"). Plain markup
 * so the login page needs no UI library; `onChanged` lets the portal tell the server too.
 */
export function LanguageSwitch({ onChanged, compact = false }: { onChanged?: (language: Language) => void; compact?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    root.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const choose = (language: Language) => {
    setOpen(false);
    trigger.current?.focus();
    if (language === current) return;
    void changeLanguage(language).then(() => onChanged?.(language));
  };

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') {
      setOpen(false);
      trigger.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
      items[next]?.focus();
    }
  };

  return (
    <div className="cb-lang" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="cb-btn cb-btn-text"
        data-testid="language-switch"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={compact ? t('language') : undefined}
        title={t('language')}
        onClick={() => setOpen((o) => !o)}
      >
        <GlobeIcon />
        {compact ? null : LANGUAGE_NAMES[current]}
      </button>
      {open && (
        <ul className="cb-lang-menu" role="menu" id={menuId} aria-label={t('language')} onKeyDown={onMenuKey}>
          {LANGUAGES.map((lang) => (
            <li key={lang} role="none">
              <button
                type="button"
                role="menuitem"
                className="cb-lang-item"
                lang={lang === 'zh-cn' ? 'zh-CN' : 'en'}
                aria-current={lang === current ? 'true' : undefined}
                onClick={() => choose(lang)}
              >
                {LANGUAGE_NAMES[lang]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
