// The two request mixes of the load benchmark (bench/load.ts): what an operator's browser asks of the
// portal, and what merchants' servers ask of the Payment API. A closed loop of callers, each sending
// its next request when the last is answered, spread round-robin over the server processes (as a load
// balancer would). Each answer is timed where it is received: percentiles over every request of all
// processes together (one client, not one per process, so the figures need no merging).
import crypto from 'node:crypto';
import http from 'node:http';
import { APP_VERSION } from '@crossbill/contracts/constants';
import { cleanPayment, pct, v1Client } from './blacklist-load.ts';

export interface MixResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** per kind of request: count and p95 */
  kinds: Record<string, { count: number; p95Ms: number }>;
  firstError?: string;
}

/** One portal session's GET/POST over a keep-alive agent, as the web app sends them. */
export function portalClient(baseUrl: string, cookie: string, agent: http.Agent) {
  const url = new URL(baseUrl);
  return (method: 'GET' | 'POST', path: string, body?: unknown) =>
    new Promise<{ status: number; respCode: string }>((resolve, reject) => {
      const raw = body === undefined ? '' : JSON.stringify(body);
      const headers: Record<string, string> = { 'ow-source': 'merchant', 'ow-version': APP_VERSION, cookie };
      if (method === 'POST') {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(raw));
      }
      const req = http.request({ host: url.hostname, port: url.port, method, path: `/api${path}`, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { respCode: string };
            resolve({ status: res.statusCode ?? 0, respCode: body.respCode });
          } catch (e) {
            reject(e as Error);
          }
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(raw);
    });
}

type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ status: number; respCode: string }>;
// order ids must not repeat across runs of one process (warm-up, then the measured run)
let seq = 0;
const pick = <T>(xs: readonly T[]) => xs[crypto.randomInt(0, xs.length)]!;

/**
 * The operator mix (weights out of 100): home dashboard 15, transaction list 30 (a quarter without
 * filter, the rest by status, currency or the last 7 days), transaction details 20, refund list 10,
 * wallet balances 15, home summary 9, and a transaction export queued 1 (built by the worker).
 */
export function portalRequest(ids: { transactions: string[] }): { kind: string; send: (call: Call) => ReturnType<Call> } {
  const r = crypto.randomInt(0, 100);
  if (r < 15) return { kind: 'dashboard', send: (c) => c('GET', '/index/dashboard?displayCurrency=USD') };
  if (r < 45) {
    const filter = pick(['', '&status=succeeded', '&currency=USD', '&preset=last7']);
    return { kind: 'transaction list', send: (c) => c('GET', `/transaction/list?page=1&size=20${filter}`) };
  }
  if (r < 65) return { kind: 'transaction details', send: (c) => c('GET', `/transaction/detail?transactionId=${pick(ids.transactions)}`) };
  if (r < 75) return { kind: 'refund list', send: (c) => c('GET', '/refund/list?page=1&size=20') };
  if (r < 90) return { kind: 'wallet balances', send: (c) => c('GET', '/wallet/balance/list') };
  if (r < 99) return { kind: 'home summary', send: (c) => c('GET', '/index/summary') };
  return { kind: 'export queued', send: (c) => c('POST', '/transaction/export', { preset: 'last7' }) };
}

/** Run `concurrency` callers for `seconds`, each with its own call function (its session or merchant). */
async function closedLoop(
  o: { seconds: number; concurrency: number },
  next: (caller: number) => { kind: string; run: () => Promise<boolean> },
): Promise<MixResult> {
  const all: number[] = [];
  const byKind = new Map<string, number[]>();
  let errors = 0;
  let firstError: string | undefined;
  const t0 = performance.now();
  const until = t0 + o.seconds * 1000;
  await Promise.all(
    Array.from({ length: o.concurrency }, async (_, caller) => {
      while (performance.now() < until) {
        const { kind, run } = next(caller);
        const s = performance.now();
        try {
          if (!(await run())) throw new Error(kind);
        } catch (e) {
          errors++;
          firstError ??= `${kind}: ${(e as Error).message}`;
        }
        const ms = performance.now() - s;
        all.push(ms);
        (byKind.get(kind) ?? byKind.set(kind, []).get(kind)!).push(ms);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  all.sort((a, b) => a - b);
  const kinds: MixResult['kinds'] = {};
  for (const [k, xs] of [...byKind].sort())
    kinds[k] = {
      count: xs.length,
      p95Ms: pct(
        xs.sort((a, b) => a - b),
        0.95,
      ),
    };
  return {
    requests: all.length,
    errors,
    perSecond: +((all.length - errors) / seconds).toFixed(1),
    p50Ms: pct(all, 0.5),
    p95Ms: pct(all, 0.95),
    p99Ms: pct(all, 0.99),
    kinds,
    ...(firstError ? { firstError } : {}),
  };
}

/** The portal mix over every server, caller i on server i mod N with session i mod sessions. */
export function runPortalMix(urls: string[], sessions: string[], ids: { transactions: string[] }, o: { seconds: number; concurrency: number }) {
  const agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: o.concurrency }));
  const calls = Array.from({ length: o.concurrency }, (_, i) => portalClient(urls[i % urls.length]!, sessions[i % sessions.length]!, agents[i % urls.length]!));
  return closedLoop(o, (caller) => {
    const req = portalRequest(ids);
    return {
      kind: req.kind,
      run: async () => {
        const r = await req.send(calls[caller]!);
        if (r.respCode !== '20000') throw new Error(`${r.status} ${r.respCode}`);
        return true;
      },
    };
  }).finally(() => agents.forEach((a) => a.destroy()));
}

/**
 * The Payment API mix: each caller is one merchant's server (merchants round-robin over callers, so
 * that no one merchant's ledger rows bound the rate) making card payments: 60 captured at once, 20
 * authorised then captured, 20 refunds (part of a payment it made before).
 */
export function runApiMix(urls: string[], merchants: Array<{ merchantNo: string; secret: string }>, o: { seconds: number; concurrency: number }) {
  const clients = Array.from({ length: o.concurrency }, (_, i) => {
    const m = merchants[i % merchants.length]!;
    return v1Client(urls[i % urls.length]!, m.merchantNo, m.secret, 2);
  });
  const captured: string[][] = clients.map(() => []);
  const ok = (r: { body: { respCode: string; respMsg: string } }) => {
    if (r.body.respCode !== '20000') throw new Error(`${r.body.respCode} ${r.body.respMsg}`);
  };
  return closedLoop(o, (caller) => {
    const client = clients[caller]!;
    const r = crypto.randomInt(0, 100);
    const mine = captured[caller]!;
    if (r < 20 && mine.length) {
      const id = mine.shift()!;
      return { kind: 'refund', run: async () => (ok(await client.call('POST', `/payments/${id}/refunds`, { amount: '1.00' })), true) };
    }
    if (r < 40)
      return {
        kind: 'authorise + capture',
        run: async () => {
          const a = await client.call('POST', '/payments', cleanPayment(seq++, { capture: false }));
          ok(a);
          const id = String(a.body.data!.transactionId);
          ok(await client.call('POST', `/payments/${id}/capture`, {}));
          mine.push(id);
          return true;
        },
      };
    return {
      kind: 'payment',
      run: async () => {
        const p = await client.call('POST', '/payments', cleanPayment(seq++));
        ok(p);
        if (p.body.data?.status === 'succeeded') mine.push(String(p.body.data.transactionId));
        return true;
      },
    };
  }).finally(() => clients.forEach((c) => c.close()));
}
