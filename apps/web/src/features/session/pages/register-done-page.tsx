import { useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGISTER_DONE_COUNTDOWN_S } from '@crossbill/contracts/constants';
import { AntdRoot } from '../../../components/antd-root';
import { PublicFrame } from '../components/public-frame';
import { flowState } from '../flow-state';

/** Registration done (spec 4): counts down REGISTER_DONE_COUNTDOWN_S seconds, then goes to login. */
export function RegisterDonePage({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('session');
  const [left, setLeft] = useState(REGISTER_DONE_COUNTDOWN_S);
  const email = flowState.registered()?.email ?? '';

  useEffect(() => {
    if (left <= 0) {
      onLogin();
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onLogin]);

  return (
    <PublicFrame title={t('registerDone.title')}>
      <AntdRoot>
        <Result
          status="success"
          title={t('registerDone.heading')}
          subTitle={
            <>
              {email && <p>{t('registerDone.account', { email })}</p>}
              <p role="timer" aria-live="polite">
                {t('registerDone.countdown', { s: Math.max(0, left) })}
              </p>
            </>
          }
          extra={
            <Button type="primary" onClick={onLogin}>
              {t('registerDone.login')}
            </Button>
          }
        />
      </AntdRoot>
    </PublicFrame>
  );
}
