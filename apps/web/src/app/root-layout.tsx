import { Outlet } from 'react-router';
import { CookieConsent } from '../features/consent/components/cookie-consent';
import { ActionLogTracker } from './action-log-tracker';

/** Around every page: the cookie banner and the action log. */
export function RootLayout() {
  return (
    <>
      <ActionLogTracker />
      <Outlet />
      <CookieConsent />
    </>
  );
}
