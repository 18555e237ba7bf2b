import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import path from 'node:path';
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { isFileId, type FileKind } from '@crossbill/contracts/upload';
import { storedFiles } from './schema.ts';

/**
 * File storage behind an interface (DESIGN.md section 1): a local directory outside any served
 * folder by default. Files are addressed by random ids; the user's file name is only metadata.
 */
export interface FileStore {
  /** `kind`: what the file is (contracts FILE_KIND_PERMISSION), when it may be read by id through /upload/file */
  put(db: Executor, file: { merchantNo: string; fileName: string; contentType: string; body: Buffer; kind?: FileKind }): Promise<string>;
  /**
   * Store what `write` produces into the stream it is given (a large export), never holding the
   * whole file in memory; the file is recorded only once `write` resolved and the bytes are on disk.
   */
  putStream(db: Executor, file: { merchantNo: string; fileName: string; contentType: string }, write: (out: Writable) => Promise<void>): Promise<string>;
  /** who owns the file and what it is, if it belongs to one of the scopes (nothing is opened) */
  info(db: Executor, id: string, scope: string[]): Promise<{ owner: string; kind: string | null } | null>;
  /** the file, if it belongs to one of the merchants in scope */
  open(db: Executor, id: string, scope: string[]): Promise<{ fileName: string; contentType: string; size: number; stream: NodeJS.ReadableStream } | null>;
  remove(db: Executor, id: string): Promise<void>;
  /**
   * Delete what `putStream` left half-written when the process died (its `.part` files) that was
   * last written before `before`; returns how many went. Complete files are never touched.
   */
  sweepPartial(before: Date): Promise<number>;
}

/** A `.part` file untouched this long belongs to no running export (they write continuously). */
export const PARTIAL_FILE_TTL_MS = 3600_000;

export function localFileStore(dir: string): FileStore {
  const pathOf = (id: string) => {
    if (!isFileId(id)) throw new Error('bad file id');
    return path.join(dir, id.slice(0, 2), id);
  };
  return {
    async put(db, file) {
      const id = crypto.randomBytes(16).toString('hex');
      const p = pathOf(id);
      await fs.mkdir(path.dirname(p), { recursive: true });
      await fs.writeFile(p, file.body, { mode: 0o600 });
      await db
        .insert(storedFiles)
        .values({ id, merchantNo: file.merchantNo, fileName: file.fileName, contentType: file.contentType, size: file.body.length, kind: file.kind ?? null });
      return id;
    },
    async putStream(db, file, write) {
      const id = crypto.randomBytes(16).toString('hex');
      const p = pathOf(id);
      await fs.mkdir(path.dirname(p), { recursive: true });
      // written under a temporary name, renamed when complete: a crash leaves no half file behind an id
      const part = `${p}.part`;
      const out = createWriteStream(part, { mode: 0o600 });
      try {
        await write(out);
        if (!out.writableEnded) out.end();
        await finished(out);
        await fs.rename(part, p);
      } catch (e) {
        out.destroy();
        await fs.rm(part, { force: true });
        throw e;
      }
      const { size } = await fs.stat(p);
      try {
        await db.insert(storedFiles).values({ id, merchantNo: file.merchantNo, fileName: file.fileName, contentType: file.contentType, size });
      } catch (e) {
        await fs.rm(p, { force: true });
        throw e;
      }
      return id;
    },
    async info(db, id, scope) {
      if (scope.length === 0) return null;
      const [row] = await db
        .select({ owner: storedFiles.merchantNo, kind: storedFiles.kind })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, id), inArray(storedFiles.merchantNo, scope)));
      return row ?? null;
    },
    async open(db, id, scope) {
      if (scope.length === 0) return null;
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.id, id), inArray(storedFiles.merchantNo, scope)));
      if (!row) return null;
      try {
        await fs.access(pathOf(id));
      } catch {
        return null;
      }
      return { fileName: row.fileName, contentType: row.contentType, size: row.size, stream: createReadStream(pathOf(id)) };
    },
    async remove(db, id) {
      await db.delete(storedFiles).where(eq(storedFiles.id, id));
      await fs.rm(pathOf(id), { force: true });
    },
    async sweepPartial(before) {
      let removed = 0;
      const shards = await fs.readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return [];
        throw e;
      });
      for (const shard of shards) {
        if (!shard.isDirectory() || !/^[a-f0-9]{2}$/.test(shard.name)) continue;
        for (const name of await fs.readdir(path.join(dir, shard.name))) {
          if (!name.endsWith('.part') || !isFileId(name.slice(0, -'.part'.length))) continue;
          const p = path.join(dir, shard.name, name);
          // gone meanwhile (its export finished or failed): nothing to do
          const st = await fs.stat(p).catch(() => null);
          if (!st || st.mtime >= before) continue;
          await fs.rm(p, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

/** Which of these ids live in one of the scopes. */
export async function filesOwnedBy(db: Executor, ids: string[], scope: string[]): Promise<string[]> {
  if (ids.length === 0 || scope.length === 0) return [];
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, ids), inArray(storedFiles.merchantNo, scope)));
  return rows.map((r) => r.id);
}

/** Hand files from one scope to another (a person's uploads to the merchant they applied for). */
export async function moveFiles(db: Executor, ids: string[], from: string, to: string): Promise<void> {
  await db
    .update(storedFiles)
    .set({ merchantNo: to })
    .where(and(inArray(storedFiles.id, ids), eq(storedFiles.merchantNo, from)));
}
