import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

/**
 * The database goes away and comes back (a restart, a fail-over) while the server runs (issue 20 §2):
 * requests are answered 503 with the envelope meanwhile, readiness fails and liveness holds, nothing
 * crashes, and once the database answers again the pool's new connections serve as before.
 * PostgreSQL only: a TCP proxy between the server and the database is cut and restored.
 */
class CuttableProxy {
  private server = net.createServer((client) => this.pipe(client));
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  private pipe(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        this.sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }

  listen(port = 0) {
    return new Promise<void>((resolve) =>
      this.server.listen(port, '127.0.0.1', () => resolve(void (this.port = (this.server.address() as net.AddressInfo).port))),
    );
  }

  /** The database is gone: open connections drop, new ones are refused. */
  async cut() {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const s of this.sockets) s.destroy();
    await closed;
    this.server = net.createServer((client) => this.pipe(client));
  }
}

const target = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/postgres');
const proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
let server: TestServer;

beforeAll(async () => {
  await proxy.listen();
  server = await createTestServer(
    {},
    {
      databaseVia: (url) => {
        const u = new URL(url);
        u.hostname = '127.0.0.1';
        u.port = String(proxy.port);
        return u.href;
      },
    },
  );
});
afterAll(async () => {
  await proxy.listen(proxy.port).catch(() => undefined);
  await server?.close();
  await proxy.cut();
});

// each attempt its own address: a failure asks the same address for a captcha next time
const login = (who: string) => server.api('POST', '/merLogin/doLogin', { body: { email: `${who}@example.com`, password: 'Wrong-password-1' } });

describe('a database outage', () => {
  it('is a 503 with the envelope while it lasts, and over when the database is back', async () => {
    expect((await server.api('GET', '/ready')).status).toBe(200);
    const before = await login('before');
    expect(before.status).not.toBe(503);

    await proxy.cut();
    const during = await login('during');
    expect(during.status).toBe(503);
    expect(during.body.respCode).toBe(Codes.SERVICE_UNAVAILABLE.code);
    expect(during.raw.headers['retry-after']).toBe('5');
    // no driver text reaches the caller
    expect(JSON.stringify(during.body)).not.toMatch(/ECONN|terminated|127\.0\.0\.1/);
    expect((await server.api('GET', '/ready')).status).toBe(503);
    // liveness holds: an orchestrator must not restart every process because the database is away
    expect((await server.api('GET', '/health')).status).toBe(200);

    await proxy.listen(proxy.port);
    expect((await server.api('GET', '/ready')).status).toBe(200);
    const after = await login('after');
    expect(after.status).toBe(before.status);
    expect(after.body.respCode).toBe(before.body.respCode);
  });
});
