import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: Record<string, string>;
  body: string;
  event: { id: string; type: string; merchantNo: string; createdAt: string; data: Record<string, unknown> };
}

/**
 * A merchant's webhook receiver on 127.0.0.1 for server tests: it keeps every request and answers
 * with `status` (200 unless a test sets another).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      received.push({ headers, body, event: JSON.parse(body) as Received['event'] });
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.status < 300 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Verify a delivery the way a merchant's receiver does (Standard Webhooks' own `verify`), at the time
 * `at`: the library checks the timestamp against the wall clock, and the tests move the server's.
 */
export function verifyAt(secret: string, r: Received, at: Date): boolean {
  const spy = vi.spyOn(Date, 'now').mockReturnValue(at.getTime());
  try {
    new Webhook(secret).verify(r.body, r.headers);
    return true;
  } catch {
    return false;
  } finally {
    spy.mockRestore();
  }
}
