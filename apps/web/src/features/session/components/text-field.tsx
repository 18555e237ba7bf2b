import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled input with its error message (plain markup for the login page). */
export function TextField({
  label,
  error,
  password = false,
  addon,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; error?: string | null; password?: boolean; addon?: ReactNode }) {
  const { t } = useTranslation('session');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="cb-field">
      <label className="cb-label" htmlFor={id}>
        {label}
      </label>
      <div className="cb-input-wrap">
        <input
          {...input}
          id={id}
          type={password && !visible ? 'password' : input.inputMode === 'email' ? 'email' : 'text'}
          className={password ? 'cb-input cb-input-password' : 'cb-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {password && (
          <button
            type="button"
            className="cb-eye"
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
              <circle cx="12" cy="12" r="3" />
              {!visible && <path d="M3 3l18 18" />}
            </svg>
          </button>
        )}
        {addon}
      </div>
      {error && (
        <div className="cb-field-error" id={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}
