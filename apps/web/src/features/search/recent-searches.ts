/**
 * Recent searches of the global search box: kept in this browser per operator (per merchant
 * account login), newest first, at most RECENT_MAX, cleared by the operator. Nothing is sent anywhere.
 */
export const RECENT_MAX = 6;

const keyOf = (owner: string) => `crossbill.search.recent.${owner}`;

export function readRecent(owner: string): string[] {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(keyOf(owner)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Put a keyword first (once), keeping the newest RECENT_MAX; returns the new list. */
export function rememberRecent(owner: string, keyword: string): string[] {
  const next = [keyword, ...readRecent(owner).filter((k) => k !== keyword)].slice(0, RECENT_MAX);
  try {
    window.localStorage.setItem(keyOf(owner), JSON.stringify(next));
  } catch {
    // storage full or off: the search still works, it just forgets
  }
  return next;
}

export function clearRecent(owner: string): void {
  try {
    window.localStorage.removeItem(keyOf(owner));
  } catch {
    // as above
  }
}
