import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

/**
 * Zip files through yazl. `writeZip` streams: each entry is deflated as it is produced (CRC and
 * sizes follow its data) and `out`'s back-pressure reaches the producer, so nothing is held but
 * the entries' names and offsets.
 */

export interface ZipEntry {
  name: string;
  /** the whole content, or chunks produced on demand (pulled only as fast as `out` takes them) */
  data: string | Buffer | AsyncIterable<string | Buffer>;
}

async function* bytes(source: AsyncIterable<string | Buffer>): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (b.length > 0) yield b;
  }
}

/** Ends the output with `err` (yazl does not pass on the errors of an entry's stream). */
const fail = (zip: yazl.ZipFile) => (err: Error) => (zip.outputStream as unknown as Readable).destroy(err);

async function finish(zip: yazl.ZipFile, out: Writable): Promise<void> {
  zip.on('error', fail(zip));
  const done = pipeline(zip.outputStream, out);
  zip.end();
  await done;
}

/** Write `entries` as a zip into `out`, in order, then end `out` (deflate level 1 unless told). */
export async function writeZip(out: Writable, entries: Iterable<ZipEntry>, o: { level?: number; now?: Date } = {}): Promise<void> {
  const zip = new yazl.ZipFile();
  const options = { mtime: o.now ?? new Date(), compressionLevel: o.level ?? 1 };
  for (const { name, data } of entries) {
    if (typeof data === 'string' || Buffer.isBuffer(data)) zip.addBuffer(Buffer.from(data), name, options);
    else zip.addReadStreamLazy(name, options, (cb) => cb(null, Readable.from(bytes(data)).on('error', fail(zip))));
  }
  await finish(zip, out);
}

/**
 * A zip of stored (unpacked) parts with their sizes in the local headers. For readers that walk
 * local headers (unzipper, under exceljs's streaming reader): with the sizes up front they never
 * search the data for where a part ends.
 */
export async function storedZip(parts: Array<{ name: string; data: Buffer }>): Promise<Buffer[]> {
  const zip = new yazl.ZipFile();
  for (const p of parts) zip.addBuffer(p.data, p.name, { compress: false, mtime: new Date(0) });
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      chunks.push(chunk);
      cb();
    },
  });
  await finish(zip, sink);
  return chunks;
}
