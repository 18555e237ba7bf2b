import type net from 'node:net';
import path from 'node:path';
import ssh2, { type Connection, type SFTPWrapper } from 'ssh2';

// CommonJS: Node's ESM loader (the browser tests' server) cannot name its exports
const { Server, utils } = ssh2;

/**
 * A real SFTP server for tests (ssh2's Server): one user signing in with a password or a public key,
 * an in-memory file system with a few folders, answering what the portal's client sends (OPEN,
 * WRITE, CLOSE, FSTAT, STAT, RENAME, REMOVE, REALPATH). `renames` records every file made final, so
 * a test can tell a file delivered once from one delivered twice.
 */
export interface SftpSink {
  port: number;
  username: string;
  password: string;
  /** the OpenSSH private key whose public half the server accepts */
  privateKey: string;
  /** final files by absolute path */
  files: Map<string, Buffer>;
  renames: string[];
  /** answer every OPEN with "permission denied" while true */
  denyWrites: boolean;
  /** restart on the same port with a new host key (a changed or spoofed server) */
  rotateHostKey(): Promise<void>;
  close(): Promise<void>;
}

const { STATUS_CODE, OPEN_MODE } = utils.sftp;

export async function startSftpSink(o: { username?: string; password?: string; folders?: string[]; port?: number } = {}): Promise<SftpSink> {
  const username = o.username ?? 'reports';
  const password = o.password ?? 'Sftp-Pass-2026';
  const client = utils.generateKeyPairSync('ed25519');
  const accepted = utils.parseKey(client.public) as ReturnType<typeof utils.parseKey> & {
    getPublicSSH(): Buffer;
    verify(d: Buffer, s: Buffer, h?: string): boolean;
  };
  const folders = new Set(['/', ...(o.folders ?? ['/upload'])]);
  const files = new Map<string, Buffer>();
  const renames: string[] = [];
  const connections = new Set<Connection>();
  const state = { denyWrites: false };
  const abs = (p: string) => path.posix.resolve('/', p);

  function serveSftp(sftp: SFTPWrapper) {
    const open = new Map<string, { path: string; data: Buffer }>();
    let next = 0;
    const handleOf = (h: Buffer) => open.get(h.toString('hex'));
    sftp.on('OPEN', (id, filename, flags) => {
      const p = abs(filename);
      if (state.denyWrites) return sftp.status(id, STATUS_CODE.PERMISSION_DENIED, 'writes are denied');
      if (!folders.has(path.posix.dirname(p)) || !(flags & OPEN_MODE.WRITE)) return sftp.status(id, STATUS_CODE.NO_SUCH_FILE, 'no such folder');
      const h = Buffer.alloc(4);
      h.writeUInt32BE(next++);
      open.set(h.toString('hex'), { path: p, data: flags & OPEN_MODE.TRUNC ? Buffer.alloc(0) : (files.get(p) ?? Buffer.alloc(0)) });
      sftp.handle(id, h);
    });
    sftp.on('WRITE', (id, h, offset, data) => {
      const f = handleOf(h);
      if (!f) return sftp.status(id, STATUS_CODE.FAILURE);
      const size = Math.max(f.data.length, offset + data.length);
      const grown = Buffer.alloc(size);
      f.data.copy(grown);
      data.copy(grown, offset);
      f.data = grown;
      sftp.status(id, STATUS_CODE.OK);
    });
    sftp.on('FSTAT', (id, h) => {
      const f = handleOf(h);
      if (!f) return sftp.status(id, STATUS_CODE.FAILURE);
      sftp.attrs(id, { mode: 0o100644, uid: 0, gid: 0, size: f.data.length, atime: 0, mtime: 0 });
    });
    sftp.on('CLOSE', (id, h) => {
      const f = handleOf(h);
      if (!f) return sftp.status(id, STATUS_CODE.FAILURE);
      files.set(f.path, f.data);
      open.delete(h.toString('hex'));
      sftp.status(id, STATUS_CODE.OK);
    });
    const stat = (id: number, p: string) => {
      const a = abs(p);
      if (folders.has(a)) return sftp.attrs(id, { mode: 0o40755, uid: 0, gid: 0, size: 0, atime: 0, mtime: 0 });
      const f = files.get(a);
      if (!f) return sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
      sftp.attrs(id, { mode: 0o100644, uid: 0, gid: 0, size: f.length, atime: 0, mtime: 0 });
    };
    sftp.on('STAT', stat);
    sftp.on('LSTAT', stat);
    sftp.on('REALPATH', (id, p) =>
      sftp.name(id, [{ filename: abs(p), longname: abs(p), attrs: { mode: 0o40755, uid: 0, gid: 0, size: 0, atime: 0, mtime: 0 } }]),
    );
    sftp.on('REMOVE', (id, p) => sftp.status(id, files.delete(abs(p)) ? STATUS_CODE.OK : STATUS_CODE.NO_SUCH_FILE));
    sftp.on('RENAME', (id, from, to) => {
      const [a, b] = [abs(from), abs(to)];
      const data = files.get(a);
      // SFTP v3: renaming onto an existing file fails
      if (!data || files.has(b)) return sftp.status(id, STATUS_CODE.FAILURE, data ? 'target exists' : 'no such file');
      files.delete(a);
      files.set(b, data);
      renames.push(b);
      sftp.status(id, STATUS_CODE.OK);
    });
  }

  function onClient(conn: Connection) {
    connections.add(conn);
    conn.on('close', () => connections.delete(conn));
    conn.on('authentication', (ctx) => {
      if (ctx.username !== username) return ctx.reject(['password', 'publickey']);
      if (ctx.method === 'password' && ctx.password === password) return ctx.accept();
      if (ctx.method === 'publickey' && ctx.key.data.equals(accepted.getPublicSSH())) {
        if (!ctx.signature) return ctx.accept();
        return accepted.verify(ctx.blob!, ctx.signature, ctx.hashAlgo) === true ? ctx.accept() : ctx.reject();
      }
      ctx.reject(['password', 'publickey']);
    });
    conn.on('ready', () => conn.on('session', (accept) => accept().on('sftp', (acc) => serveSftp(acc()))));
    conn.on('error', () => {});
  }

  const listen = (port: number) =>
    new Promise<InstanceType<typeof Server>>((resolve) => {
      const server = new Server({ hostKeys: [utils.generateKeyPairSync('ed25519').private] }, onClient);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  const stop = (server: InstanceType<typeof Server>) =>
    new Promise<void>((resolve) => {
      for (const c of connections) c.end();
      server.close(() => resolve());
    });

  let server = await listen(o.port ?? 0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    username,
    password,
    privateKey: client.private,
    files,
    renames,
    get denyWrites() {
      return state.denyWrites;
    },
    set denyWrites(v: boolean) {
      state.denyWrites = v;
    },
    async rotateHostKey() {
      await stop(server);
      server = await listen(port);
    },
    close: () => stop(server),
  };
}
