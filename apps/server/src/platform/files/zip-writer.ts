import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * A streaming zip writer: each entry is deflated as it is produced and followed by a data
 * descriptor (its CRC and sizes are known only at the end), the central directory closes the file.
 * Nothing is held but the entries' names and offsets. No zip64: an entry or the file must stay
 * under 4 GiB (an export is bounded well below that by its row limit).
 */

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** CRC-32 (zip's polynomial) of `buf`, continued from `crc` (0 to start); node 20 has no zlib.crc32. */
export function crc32(buf: Uint8Array, crc = 0): number {
  let c = ~crc;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

const LIMIT = 0xffffffff;

export interface ZipEntry {
  name: string;
  /** the whole content, or chunks produced on demand (pulled only as fast as `out` takes them) */
  data: string | Buffer | AsyncIterable<string | Buffer>;
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS date and time of `d` (local time, as zip tools show it). */
function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: (Math.max(0, d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

// bit 3: sizes and CRC in the data descriptor; bit 11: names are UTF-8
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;

/**
 * Write `entries` as a zip into `out`, in order, then end `out`. Waits for `out` to drain whenever
 * it is full, so memory holds at most a chunk or two of each stage whatever the entries' sizes.
 */
export async function writeZip(out: Writable, entries: Iterable<ZipEntry>, o: { level?: number; now?: Date } = {}): Promise<void> {
  const { time, date } = dosTime(o.now ?? new Date());
  let offset = 0;
  const written: Written[] = [];
  const put = async (b: Buffer) => {
    offset += b.length;
    if (!out.write(b)) await once(out, 'drain');
  };

  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    // CRC and sizes (14..25) stay 0: they follow the data; name length, no extra field
    local.writeUInt16LE(name.length, 26);
    const start = offset;
    await put(Buffer.concat([local, name]));

    let crc = 0;
    let size = 0;
    let compressed = 0;
    const source = typeof entry.data === 'string' || Buffer.isBuffer(entry.data) ? [entry.data] : entry.data;
    async function* measured() {
      for await (const chunk of source) {
        const b = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        if (b.length === 0) continue;
        crc = crc32(b, crc);
        size += b.length;
        if (size > LIMIT) throw new Error(`zip entry ${entry.name} is over 4 GiB`);
        yield b;
      }
    }
    async function* counted(deflated: AsyncIterable<Buffer>) {
      for await (const b of deflated) {
        compressed += b.length;
        yield b;
      }
    }
    // `out` is not ended by the entry: the next entry and the directory follow
    await pipeline(Readable.from(measured(), { objectMode: false }), zlib.createDeflateRaw({ level: o.level ?? 1 }), counted, out, { end: false });
    offset += compressed;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await put(descriptor);
    written.push({ name, crc, compressed, size, offset: start });
    if (offset > LIMIT) throw new Error('zip file is over 4 GiB');
  }

  const directoryStart = offset;
  for (const w of written) {
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4); // made by (MS-DOS attributes)
    central.writeUInt16LE(VERSION, 6); // needed to extract
    central.writeUInt16LE(FLAGS, 8);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(w.crc, 16);
    central.writeUInt32LE(w.compressed, 20);
    central.writeUInt32LE(w.size, 24);
    central.writeUInt16LE(w.name.length, 28);
    // extra, comment, disk, internal and external attributes: 0
    central.writeUInt32LE(w.offset, 42);
    await put(Buffer.concat([central, w.name]));
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(offset - directoryStart, 12);
  end.writeUInt32LE(directoryStart, 16);
  await put(end);
  out.end();
  await finished(out, { readable: false });
}

/**
 * A zip of stored (unpacked) parts with their sizes in the local headers, as chunks to stream.
 * For readers that walk local headers (unzipper, under exceljs's streaming reader): with the
 * sizes up front they never search the data for where a part ends.
 */
export function* storedZip(parts: Array<{ name: string; data: Buffer }>): Generator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const crc = crc32(p.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names, sizes known
    // method 0 (stored), time and date 0
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(p.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(VERSION, 4);
    cd.writeUInt16LE(VERSION, 6);
    cd.writeUInt16LE(0x0800, 8);
    cd.writeUInt32LE(crc, 16);
    cd.writeUInt32LE(p.data.length, 20);
    cd.writeUInt32LE(p.data.length, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    central.push(cd, name);
    yield Buffer.concat([local, name]);
    yield p.data;
    offset += 30 + name.length + p.data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  yield dir;
  yield end;
}
