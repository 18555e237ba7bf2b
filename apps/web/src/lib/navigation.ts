/**
 * Navigation outside React (the API client's redirect codes). The app binds the router; until then
 * (and in tests without a router) a full page load does the job.
 */
export type Navigator = (to: string) => void;

let navigator: Navigator = (to) => window.location.assign(to);

export function bindNavigator(next: Navigator): void {
  navigator = next;
}

export function redirectTo(to: string): void {
  navigator(to);
}
