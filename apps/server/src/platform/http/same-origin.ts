import type { IncomingHttpHeaders } from 'node:http';

/** Methods that change state: a page of another site must not be able to send them with our cookie. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Is this request sent by a page of another site? Defence in depth beside the custom client headers
 * (a cross-site form cannot set them, and we answer no CORS preflight): browsers say where a request
 * comes from, and a state-changing call from anywhere but our own pages is refused.
 *
 * - `Sec-Fetch-Site`: `same-origin` and `none` (typed in the address bar, a bookmark) pass;
 *   `cross-site` is refused, and so is `same-site`: a sibling sub-domain (another tenant's or a
 *   marketing site on the same registrable domain) is another origin and has no business here.
 * - `Origin`: must be our own origin: `PUBLIC_URL`'s when set, or the host the request was sent to
 *   (the `Host` header, or `X-Forwarded-Host` from a trusted proxy). `Origin: null` (sandboxed
 *   frames, privacy redirects) is refused. The scheme is not compared with the request's own host:
 *   behind a TLS-terminating proxy the server may see http while the browser says https.
 * - Neither header (server-to-server clients, tests, old browsers): passes; the client-header check
 *   and the SameSite=Lax session cookie still stand.
 */
export function isCrossSite(o: { method: string; headers: IncomingHttpHeaders; host: string; publicUrl?: string }): boolean {
  if (!STATE_CHANGING.has(o.method.toUpperCase())) return false;
  const site = header(o.headers['sec-fetch-site']);
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = header(o.headers.origin);
  if (origin === undefined) return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return true;
  }
  if (from.origin === 'null' || (from.protocol !== 'http:' && from.protocol !== 'https:')) return true;
  if (o.publicUrl && new URL(o.publicUrl).origin === from.origin) return false;
  return !sameHost(from, o.host);
}

function header(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined ? undefined : s.trim().toLowerCase();
}

/** host:port of the Origin against the request's host, default ports normalised by the Origin's scheme. */
function sameHost(from: URL, host: string): boolean {
  if (!host) return false;
  try {
    return new URL(`${from.protocol}//${host}`).host === from.host;
  } catch {
    return false;
  }
}
