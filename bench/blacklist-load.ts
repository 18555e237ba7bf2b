// The client side of the blacklist benchmark (bench/blacklist.ts): signed /v1 calls over keep-alive
// HTTP, as a merchant's server makes them, and a closed loop of N callers for a fixed time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type pg from 'pg';
import { SIGNATURE_HEADERS } from '@crossbill/contracts/payment';
import { sign } from '../apps/server/src/modules/payment/signing.ts';
import { withLuhn } from './blacklist-data.ts';

export interface V1Answer {
  status: number;
  body: { respCode: string; respMsg: string; data: Record<string, unknown> | null };
}

/** A /v1 client of one merchant on one keep-alive agent. */
export function v1Client(baseUrl: string, merchantNo: string, secretKey: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(baseUrl);
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    new Promise<V1Answer>((resolve, reject) => {
      const raw = body === undefined ? '' : JSON.stringify(body);
      const timestamp = String(Date.now());
      const nonce = crypto.randomUUID();
      const full = `/v1${path}`;
      const headers: Record<string, string> = {
        [SIGNATURE_HEADERS.merchant]: merchantNo,
        [SIGNATURE_HEADERS.timestamp]: timestamp,
        [SIGNATURE_HEADERS.nonce]: nonce,
        [SIGNATURE_HEADERS.signature]: sign(secretKey, { method, path: full, timestamp, nonce, body: raw }),
      };
      if (raw) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(raw));
      }
      const req = http.request({ host: url.hostname, port: url.port, method, path: full, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (e) {
            reject(e as Error);
          }
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(raw);
    });
  return { call, close: () => agent.destroy() };
}

const rand = (n: number) => crypto.randomInt(0, n);

/**
 * A clean card payment (nothing of it on any list): every attribute the check probes is present (card,
 * e-mail and so its domain, IP, phone). Cards are BIN 424242 (the listed ones are 400012), e-mails at
 * shop domains, IPs in 100.64.0.0/10, phones in area code 415: none can collide with a listed value.
 */
export function cleanPayment(seq: number, over: Record<string, unknown> = {}) {
  const user = rand(1e9);
  return {
    merchantOrderId: `BL-${process.pid}-${seq}-${rand(1e6)}`,
    amount: `${1 + rand(500)}.${String(rand(100)).padStart(2, '0')}`,
    currency: 'USD',
    paymentMethod: 'card',
    card: { number: withLuhn(`424242${String(rand(1e9)).padStart(9, '0')}`), expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, cvv: '123' },
    customerEmail: `buyer${user}@shop${user % 1000}.example.org`,
    customerIp: `100.${64 + rand(64)}.${rand(256)}.${rand(256)}`,
    customerPhone: `+1415${200 + rand(800)}${String(rand(10000)).padStart(4, '0')}`,
    ...over,
  };
}

export interface LoadResult {
  seconds: number;
  requests: number;
  approved: number;
  declined: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** the client's own CPU per request (user + system, ms): it shares the machine with the server */
  clientCpuMsPerRequest: number;
  /** the server process's CPU per payment answered (ms; null where /proc is not readable) */
  serverCpuMsPerPayment: number | null;
  firstError?: string;
}

/**
 * What the database's busy sessions wait on while `during` runs: pg_stat_activity sampled every 20 ms,
 * counted by wait event and statement (its first words). Lock waits on one statement name the row
 * every payment queues for.
 */
export async function sampleWaits(pool: pg.Pool, during: Promise<unknown>): Promise<Array<{ wait: string; query: string; samples: number }>> {
  const counts = new Map<string, number>();
  let done = false;
  void during.finally(() => (done = true));
  let samples = 0;
  while (!done) {
    const { rows } = await pool.query<{ wait: string; query: string }>(
      `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query
       from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    samples++;
    for (const r of rows) counts.set(`${r.wait}\t${r.query}`, (counts.get(`${r.wait}\t${r.query}`) ?? 0) + 1);
    await new Promise((r) => setTimeout(r, 20));
  }
  return [...counts]
    .map(([k, n]) => ({ wait: k.split('\t')[0]!, query: k.split('\t')[1]!, samples: +(n / Math.max(1, samples)).toFixed(2) }))
    .sort((a, b) => b.samples - a.samples)
    .slice(0, 6);
}

export const pct = (sorted: number[], p: number) => +(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(2);

/** CPU time (user + system, ms) a process has used, from /proc (Linux, 100 ticks a second); null elsewhere. */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** `concurrency` callers, each sending one clean payment after another, for `seconds`; `serverPid` for its CPU. */
export async function runLoad(client: ReturnType<typeof v1Client>, o: { seconds: number; concurrency: number; serverPid?: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  let approved = 0;
  let declined = 0;
  let errors = 0;
  let firstError: string | undefined;
  let seq = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const server0 = cpuMsOf(o.serverPid);
  const until = t0 + o.seconds * 1000;
  await Promise.all(
    Array.from({ length: o.concurrency }, async () => {
      while (performance.now() < until) {
        const s = performance.now();
        try {
          const r = await client.call('POST', '/payments', cleanPayment(seq++));
          if (r.body.respCode !== '20000') throw new Error(`${r.status} ${r.body.respCode} ${r.body.respMsg}`);
          if (r.body.data?.status === 'succeeded') approved++;
          else declined++;
        } catch (e) {
          errors++;
          firstError ??= (e as Error).message;
        }
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const server1 = cpuMsOf(o.serverPid);
  latencies.sort((a, b) => a - b);
  const ok = approved + declined;
  return {
    seconds: +seconds.toFixed(2),
    requests: latencies.length,
    approved,
    declined,
    errors,
    perSecond: +(ok / seconds).toFixed(1),
    p50Ms: pct(latencies, 0.5),
    p95Ms: pct(latencies, 0.95),
    p99Ms: pct(latencies, 0.99),
    clientCpuMsPerRequest: +((cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length)).toFixed(2),
    serverCpuMsPerPayment: server0 === null || server1 === null ? null : +((server1 - server0) / Math.max(1, ok)).toFixed(2),
    ...(firstError ? { firstError } : {}),
  };
}
