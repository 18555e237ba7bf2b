import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, type Navigator, type To } from 'react-router';
import { isSessionEndedState } from './navigation';

type Go = Navigator['push'];

// the router resolves relative links before it calls the navigator: `to` is absolute here
const pathOf = (to: To, here: string) => (typeof to === 'string' ? new URL(to, `http://app${here}`).pathname : (to.pathname ?? here));

/**
 * Holds in-app navigation to another page while `when` is true, so the page can ask whether to
 * leave without saving. The app routes declaratively (no data router, hence no useBlocker): every
 * navigation, links and menus included, goes through the router's navigator, so the guard wraps its
 * push and replace while armed. Reloading or closing the tab gets the browser's own prompt.
 */
export function useLeaveGuard(when: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const here = useLocation().pathname;
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!when) return;
    const nav = navigator as Navigator & { push: Go; replace: Go };
    const { push, replace } = nav;
    const hold =
      (go: Go): Go =>
      (to, state, opts) => {
        // the redirect of an ended session is not held: nothing on this page can be saved any more
        if (pathOf(to, here) === here || isSessionEndedState(state)) return go.call(nav, to, state, opts);
        setPending(() => () => go.call(nav, to, state, opts));
      };
    nav.push = hold(push);
    nav.replace = hold(replace);
    const unload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', unload);
    return () => {
      nav.push = push;
      nav.replace = replace;
      window.removeEventListener('beforeunload', unload);
    };
  }, [when, navigator, here]);

  const proceed = useCallback(() => {
    setPending(null);
    pending?.();
  }, [pending]);
  const reset = useCallback(() => setPending(null), []);
  return { blocked: pending !== null, proceed, reset };
}
