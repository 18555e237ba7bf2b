import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RESPONSE_EXCERPT_MAX } from '@crossbill/contracts/notify-events';
import { OUTBOUND_MAX_RESPONSE_BYTES, OUTBOUND_TIMEOUT_MS, resolveOutbound } from '../../platform/outbound/address-guard.ts';

export interface PostResult {
  /** null: no answer (refused, timed out, blocked) */
  status: number | null;
  excerpt: string;
  error: string | null;
  durationMs: number;
}

/**
 * POST a webhook: the host is resolved and checked once (address guard) and the connection goes to
 * that address (its own lookup answers with it, so no second DNS answer is used); TLS still checks
 * the certificate against the URL's host name. No redirects are followed (a redirect is not a 2xx).
 * The answer is read up to the outbound cap; its first kilobyte is kept for the delivery log.
 */
export async function postWebhook(url: string, body: string, headers: Record<string, string>, o: { allowPrivate: boolean }): Promise<PostResult> {
  // a measured duration (the log's), not business time: the monotonic clock
  const started = performance.now();
  const done = (r: Omit<PostResult, 'durationMs'>): PostResult => ({ ...r, durationMs: Math.max(0, Math.round(performance.now() - started)) });
  const u = new URL(url);
  let target: { address: string; family: 4 | 6 };
  try {
    target = await resolveOutbound(u.hostname, { allowPrivate: o.allowPrivate });
  } catch (e) {
    return done({ status: null, excerpt: '', error: e instanceof Error ? e.message : String(e) });
  }
  const lookup: LookupFunction = (_host, opts, cb) => {
    if ((opts as { all?: boolean }).all) (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else cb(null, target.address, target.family);
  };
  const client = u.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(r));
    };
    const req = client.request(
      u,
      {
        method: 'POST',
        lookup,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Crossbill-Webhooks/1.0', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > OUTBOUND_MAX_RESPONSE_BYTES) {
            res.destroy();
            finish({ status: res.statusCode ?? null, excerpt: excerptOf(chunks), error: 'response too large' });
            return;
          }
          chunks.push(c);
        });
        res.on('end', () => finish({ status: res.statusCode ?? null, excerpt: excerptOf(chunks), error: null }));
        res.on('error', (e) => finish({ status: res.statusCode ?? null, excerpt: excerptOf(chunks), error: e.message }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ status: null, excerpt: '', error: `no answer within ${OUTBOUND_TIMEOUT_MS / 1000} s` });
    }, OUTBOUND_TIMEOUT_MS);
    req.on('error', (e) => finish({ status: null, excerpt: '', error: e.message }));
    req.end(body);
  });
}

function excerptOf(chunks: Buffer[]): string {
  // cut on a byte count, then drop a broken last character
  return Buffer.concat(chunks)
    .subarray(0, RESPONSE_EXCERPT_MAX)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}
