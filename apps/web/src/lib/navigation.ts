/**
 * Navigation outside React (the API client's redirect codes). The app binds the router; until then
 * (and in tests without a router) a full page load does the job.
 */
export type Navigator = (to: string) => void;

let navigator: Navigator = (to) => window.location.assign(to);
let whereNow: () => string = () => window.location.pathname;

/**
 * `currentPath` tells the path the app shows, or is going to (a redirect already under way); without
 * it, the window's path (a router bound before is forgotten).
 */
export function bindNavigator(next: Navigator, currentPath: () => string = () => window.location.pathname): void {
  navigator = next;
  whereNow = currentPath;
}

export function redirectTo(to: string): void {
  navigator(to);
}

/** The path (no query) the app shows, or is on its way to. */
export function currentPath(): string {
  return whereNow();
}

/**
 * History state of the redirect that ends a session (an ended session, an expired password): a page
 * holding unsaved changes lets it through, since nothing can be saved without a session any more.
 */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

export const isSessionEndedState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === true;
