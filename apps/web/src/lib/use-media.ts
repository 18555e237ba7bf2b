import { useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH } from '@crossbill/contracts/constants';

const query = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/** Desktop layout at 992 px and above, mobile below (spec 2). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
