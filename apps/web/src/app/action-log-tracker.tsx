import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { buildActionLogEvent, sendActionLog } from '../lib/action-log';
import { useClientConfig } from '../lib/client-config';
import { currentLanguage } from '../lib/language';
import { loginData } from '../lib/session-state';
import { matchRoute, type RouteMatch } from './route-match';

/**
 * The page's name in the log: the route id (with its params), stable across languages and
 * releases, e.g. `home`, `aggregateHome:acq`.
 */
export const pageName = (match: RouteMatch): string => [match.route.id, ...Object.values(match.params)].join(':');

/** One action-log event per route change (spec 3 fields), when analytics consent allows. */
export function ActionLogTracker() {
  const location = useLocation();
  const key = useClientConfig().data?.actionLogKey;
  const referrer = useRef(typeof document !== 'undefined' ? document.referrer : '');
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    const page = `${location.pathname}${location.search}`;
    if (!key || lastSent.current === page) return;
    lastSent.current = page;
    const match = matchRoute(location.pathname);
    const login = loginData();
    const url = window.location.href;
    sendActionLog(
      buildActionLogEvent({
        url,
        referrer: referrer.current,
        pageName: match ? pageName(match) : location.pathname,
        merchantNo: login?.merchantNo,
        userId: login?.userId,
        userRole: login?.roleName,
        uiLanguage: currentLanguage(),
      }),
      key,
    );
    referrer.current = url;
  }, [location.pathname, location.search, key]);

  return null;
}
