import { useSyncExternalStore } from 'react';
import type { Theme } from '@crossbill/contracts/session';

/**
 * The portal's colours, light or dark. The operator's choice is kept on the server with their
 * preferences (it follows them to another browser); this browser keeps the last one too, so that a
 * reload paints in it at once instead of flashing light until the preferences have loaded.
 */

const STORAGE_KEY = 'crossbill.theme';
const listeners = new Set<() => void>();

function stored(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

let current: Theme = typeof window === 'undefined' ? 'light' : stored();

export const themeMode = (): Theme => current;

export function setThemeMode(mode: Theme): void {
  if (mode === current) return;
  current = mode;
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // storage unavailable: the preference still comes with the session
  }
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useThemeMode = (): Theme => useSyncExternalStore(subscribe, themeMode, themeMode);
