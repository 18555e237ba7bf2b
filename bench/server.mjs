// Start the real server (the same entry as `npm start`, without the build step) and time it to ready.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Spawn the server on dataDir; resolves once /api/health answers 200, with the elapsed time. */
export async function startServer(root, dataDir, env = {}) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - t0 > 180_000) throw new Error(`server not ready after 180 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - t0;
  return {
    url,
    readyMs,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
