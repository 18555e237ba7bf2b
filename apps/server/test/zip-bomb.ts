import zlib from 'node:zlib';
import { inspectZip } from '../src/platform/files/zip-reader.ts';

/**
 * Hostile zips for tests, made at test time and small: a part is given already packed, with the
 * unpacked size its directory entry declares (the truth, or a lie).
 */
export interface RawPart {
  name: string;
  /** the packed bytes (raw deflate, or the content itself when stored) */
  data: Buffer;
  method?: 0 | 8;
  /** the unpacked size the directory declares */
  size: number;
  crc?: number;
}

/** A zip of `parts`, each with a plain local header (sizes in it too) and a central directory. */
export function zipOf(parts: RawPart[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const head = (sig: number, len: number) => {
      const b = Buffer.alloc(len);
      b.writeUInt32LE(sig, 0);
      return b;
    };
    const local = head(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(p.method ?? 8, 8);
    local.writeUInt32LE(p.crc ?? 0, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = head(0x02014b50, 46);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(p.method ?? 8, 10);
    cd.writeUInt32LE(p.crc ?? 0, 16);
    cd.writeUInt32LE(p.data.length, 20);
    cd.writeUInt32LE(p.size, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    chunks.push(local, name, p.data);
    central.push(cd, name);
    offset += 30 + name.length + p.data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, dir, end]);
}

/** A stored (uncompressed) part with its true size and CRC. */
export const storedPart = (name: string, text: string): RawPart => {
  const data = Buffer.from(text, 'utf8');
  return { name, data, method: 0, size: data.length, crc: zlib.crc32(data) };
};

const MiB = 1024 * 1024;

/**
 * Raw deflate of `mib` MiB of zeros without deflating them: one MiB is deflated with a full flush
 * (byte-aligned, no reference behind it), repeated, and closed by an empty final block. 2 GiB of
 * zeros packs to about 2 MB and takes no time or memory to make.
 */
export function deflatedZeros(mib: number): Buffer {
  const one = zlib.deflateRawSync(Buffer.alloc(MiB), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: mib }, () => one), Buffer.from([0x03, 0x00])]);
}

/**
 * An xlsx-looking zip bomb: a worksheet part of `mib` MiB of zeros (2 GiB by default). `declared`
 * is the unpacked size its directory entry states: the truth by default, or a lie (a small number)
 * that only unpacking can catch.
 */
export function zipBomb(o: { mib?: number; declared?: number } = {}): Buffer {
  const mib = o.mib ?? 2048;
  return zipOf([
    storedPart(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ),
    { name: 'xl/worksheets/sheet1.xml', data: deflatedZeros(mib), size: Math.min(o.declared ?? mib * MiB, 0xfffffffe) },
  ]);
}

/**
 * A copy of a real zip (an exceljs xlsx) with its parts' text changed by `edit` (and parts added
 * by `add`), every part stored: to slip hostile XML into an otherwise valid workbook.
 */
export async function rezip(buf: Buffer, edit: (name: string, text: string) => string, add: Record<string, string> = {}): Promise<Buffer> {
  const parts = new Map<string, Buffer[]>();
  const huge = { maxBytes: 1 << 30, maxUnpackedBytes: 1 << 30, maxPartBytes: 1 << 30, maxParts: 1 << 16, maxRatio: 1 << 30, ratioFloorBytes: 0 };
  await inspectZip(buf, huge, (name) => {
    parts.set(name, []);
    return (c) => c && parts.get(name)!.push(c);
  });
  const out = [...parts].map(([name, chunks]) => storedPart(name, edit(name, Buffer.concat(chunks).toString('utf8'))));
  return zipOf([...out, ...Object.entries(add).map(([name, text]) => storedPart(name, text))]);
}
