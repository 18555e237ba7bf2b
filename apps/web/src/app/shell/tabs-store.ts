import { useSyncExternalStore } from 'react';
import { onSessionCleared } from '../../lib/session-state';

/**
 * The opened pages (page tabs), kept in sessionStorage so a reload keeps them; a tab is a path with
 * its query. Cleared when the session ends or the merchant changes.
 */
const KEY = 'cb_tabs';
const MAX_TABS = 12;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

let tabs: string[] = read();
const listeners = new Set<() => void>();

function set(next: string[]) {
  tabs = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // kept in memory only
  }
  listeners.forEach((l) => l());
}

/** Add a page (replacing a tab of the same path with another query); the oldest goes past the limit. */
export function openTab(page: string): void {
  const path = page.split('?')[0];
  const index = tabs.findIndex((t) => t.split('?')[0] === path);
  if (index >= 0) {
    if (tabs[index] !== page) set(tabs.map((t, i) => (i === index ? page : t)));
    return;
  }
  const next = [...tabs, page];
  set(next.length > MAX_TABS ? next.slice(next.length - MAX_TABS) : next);
}

/** Close a tab; returns the tab to show when it was the active one (its neighbour), or null. */
export function closeTab(page: string, active: string): string | null {
  const index = tabs.indexOf(page);
  if (index < 0) return null;
  const next = tabs.filter((t) => t !== page);
  set(next);
  if (page !== active) return null;
  return next[Math.min(index, next.length - 1)] ?? null;
}

export function resetTabs(): void {
  set([]);
}

onSessionCleared(resetTabs);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useTabs = () =>
  useSyncExternalStore(
    subscribe,
    () => tabs,
    () => tabs,
  );
