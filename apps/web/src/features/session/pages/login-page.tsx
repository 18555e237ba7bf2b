import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import type { LoginFailureData, SessionInfo } from '@crossbill/contracts/session';
import { isApiError } from '../../../lib/api-client';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/do-login';
import { PublicFrame } from '../components/public-frame';
import { TextField } from '../components/text-field';
import { rememberLoginEmail } from '../login-email';
import { flowState } from '../flow-state';
import type { DeviceChallenge } from '@crossbill/contracts/registration';
import type { TwoFactorChallenge } from '@crossbill/contracts/two-factor';

/** Codes whose server message the page shows in its alert (spec 8: silent, the page tells). */
const SHOWN_CODES = new Set<string>([Codes.BAD_CREDENTIALS.code, Codes.CAPTCHA_REQUIRED.code, Codes.ACCOUNT_LOCKED.code]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginPageProps {
  onLoggedIn: (session: SessionInfo) => void | Promise<void>;
  /** links to pages that exist; a missing one is not rendered */
  forgotPasswordHref?: string;
  registerHref?: string;
  /** the password was right but the device is new: the code step (login/auth) takes over */
  onDeviceChallenge?: () => void;
  /** the password was right and the person has an authenticator app: its code step takes over */
  onTwoFactor?: () => void;
}

type Field = 'email' | 'password' | 'captcha';

/**
 * Log in with e-mail and password; the captcha appears when the server asks for it or after a
 * failure; the server's counter / lock text shows in an inline alert (role="alert"). Plain markup:
 * the login route loads no UI library (its budget is 150 kB gz of JavaScript).
 */
export function LoginPage({ onLoggedIn, forgotPasswordHref, registerHref, onDeviceChallenge, onTwoFactor }: LoginPageProps) {
  const { t } = useTranslation('session');
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const captcha = useCaptcha(needCaptcha);
  const login = useLogin();

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const validate = (): boolean => {
    const next: Partial<Record<Field, string>> = {};
    const email = values.email.trim();
    if (!email) next.email = t('messages:validation.requiredField', { field: t('email') });
    else if (!EMAIL.test(email)) next.email = t('messages:validation.email');
    if (!values.password) next.password = t('messages:validation.requiredField', { field: t('password') });
    if (needCaptcha && !values.captcha.trim()) next.captcha = t('messages:validation.requiredField', { field: t('login.captcha') });
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (login.isPending || !validate()) return;
    setFailure(null);
    const email = values.email.trim();
    rememberLoginEmail(email);
    try {
      const session = await login.mutateAsync({
        email,
        password: values.password,
        ...(needCaptcha && captcha.data ? { captcha: values.captcha.trim(), captchaKey: captcha.data.captchaKey } : {}),
      });
      await onLoggedIn(session);
    } catch (err) {
      if (!isApiError(err)) throw err;
      if (err.respCode === Codes.NEW_DEVICE_VERIFICATION.code && onDeviceChallenge) {
        flowState.setChallenge(err.data as DeviceChallenge);
        onDeviceChallenge();
        return;
      }
      if (err.respCode === Codes.TWO_FACTOR_REQUIRED.code && onTwoFactor) {
        flowState.setTwoFactor(err.data as TwoFactorChallenge);
        onTwoFactor();
        return;
      }
      const data = err.data as Partial<LoginFailureData> | null;
      if (SHOWN_CODES.has(err.respCode)) setFailure(err.respMsg);
      // after a refusal the next attempt needs a fresh challenge
      if (SHOWN_CODES.has(err.respCode) || data?.captchaRequired) {
        setValues((v) => ({ ...v, captcha: '' }));
        if (needCaptcha) void captcha.refetch();
        else setNeedCaptcha(true);
      }
    }
  };

  return (
    <PublicFrame title={t('login.title')}>
      <form name="login" noValidate onSubmit={(e) => void submit(e)}>
        {failure && (
          <div className="cb-alert" role="alert">
            {failure}
          </div>
        )}
        <TextField
          label={t('email')}
          name="email"
          inputMode="email"
          autoComplete="username"
          autoFocus
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label={t('password')}
          name="password"
          password
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        {needCaptcha && (
          <TextField
            label={t('login.captcha')}
            name="captcha"
            autoComplete="off"
            maxLength={12}
            value={values.captcha}
            onChange={set('captcha')}
            error={errors.captcha}
            addon={
              <button
                type="button"
                className="cb-captcha"
                title={t('login.captchaRefresh')}
                aria-label={t('login.captchaRefresh')}
                onClick={() => void captcha.refetch()}
              >
                {captcha.data && <img src={captcha.data.image} alt="" />}
              </button>
            }
          />
        )}
        <button type="submit" className="cb-btn cb-btn-primary cb-btn-block" disabled={login.isPending} aria-busy={login.isPending}>
          {login.isPending && <span className="cb-spinner" aria-hidden="true" />}
          {t('login.submit')}
        </button>
        {(forgotPasswordHref || registerHref) && (
          <div className="cb-links">
            {forgotPasswordHref ? (
              <a className="cb-link" href={forgotPasswordHref}>
                {t('login.forgotPassword')}
              </a>
            ) : (
              <span />
            )}
            {registerHref && (
              <a className="cb-link" href={registerHref}>
                {t('login.register')}
              </a>
            )}
          </div>
        )}
      </form>
    </PublicFrame>
  );
}
