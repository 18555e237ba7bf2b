import zlib from 'node:zlib';
import { sizeLabel } from '@crossbill/contracts/upload';
import type { SheetLimits } from '@crossbill/contracts/file-limits';
import { PermanentJobError } from '../jobs/permanent-failure.ts';

/**
 * A bounded look at an untrusted zip (an xlsx) before anything else touches it: the central
 * directory is read and checked against the limits (parts, unpacked sizes, ratio), then every part
 * is unpacked as a stream that stops the moment it passes what its directory entry declared. No
 * library ever unpacks the original bytes: the caller hands on what it kept of the checked parts
 * (xlsx-guard.ts).
 *
 * Written here rather than taken from a zip library: what matters is where reading stops, and the
 * installed readers do not stop (JSZip unpacks every part whole; unzipper walks local headers,
 * which the central directory may contradict, and takes a part's end from them).
 */

export type ZipLimits = Pick<SheetLimits, 'maxBytes' | 'maxUnpackedBytes' | 'maxPartBytes' | 'maxParts' | 'maxRatio' | 'ratioFloorBytes'>;

/**
 * An input past a read limit (or built to look like one): never worth reading again. `key` and
 * `params` are the message that tells the user why.
 */
export class FileLimitError extends PermanentJobError {
  constructor(
    readonly key: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(`file refused: ${key} ${JSON.stringify(params)}`);
    this.name = 'FileLimitError';
  }
}

/** Not a zip this reader accepts (damaged, encrypted, split, zip64, an unknown compression). */
export class ZipFormatError extends Error {
  constructor(what: string) {
    super(`not a readable zip: ${what}`);
    this.name = 'ZipFormatError';
  }
}

export interface ZipPart {
  name: string;
  /** unpacked size, as declared and as unpacked */
  size: number;
}

interface Entry {
  name: string;
  flags: number;
  method: number;
  packed: number;
  size: number;
  offset: number;
}

const EOCD_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATE = 8;
const SATURATED = 0xffffffff;

/** The end of central directory record: its last signature in the file (as JSZip and most readers pick it). */
function findEnd(buf: Buffer): number {
  const i = buf.lastIndexOf(EOCD_SIGNATURE);
  if (i < 0 || i + 22 > buf.length || i + 22 + buf.readUInt16LE(i + 20) > buf.length) throw new ZipFormatError('no end of central directory');
  return i;
}

function centralDirectory(buf: Buffer, limits: ZipLimits): { entries: Entry[]; cdOffset: number } {
  if (buf.length > limits.maxBytes) throw new FileLimitError('import.file.tooLarge', { size: sizeLabel(limits.maxBytes) });
  const end = findEnd(buf);
  const count = buf.readUInt16LE(end + 10);
  const cdSize = buf.readUInt32LE(end + 12);
  const cdOffset = buf.readUInt32LE(end + 16);
  if (buf.readUInt16LE(end + 4) !== 0 || buf.readUInt16LE(end + 6) !== 0 || buf.readUInt16LE(end + 8) !== count) throw new ZipFormatError('split archive');
  // a saturated count or offset means zip64, which no spreadsheet of a few megabytes needs
  if (count === 0xffff || cdOffset === SATURATED) throw new ZipFormatError('zip64');
  if (count > limits.maxParts) throw new FileLimitError('import.file.tooManyParts', { max: limits.maxParts });
  // the directory must end where the record begins (bytes between mean a damaged or doctored file)
  if (cdOffset + cdSize !== end) throw new ZipFormatError('central directory not before its end record');
  const entries: Entry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== CENTRAL) throw new ZipFormatError('bad central directory entry');
    const nameLen = buf.readUInt16LE(p + 28);
    const next = p + 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (next > end) throw new ZipFormatError('central directory entry out of bounds');
    entries.push({
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      packed: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      offset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLen),
    });
    p = next;
  }
  // the declared sizes first: a bomb that tells the truth is refused before anything is unpacked
  const total = entries.reduce((n, e) => n + e.size, 0);
  if (total > limits.maxUnpackedBytes) throw new FileLimitError('import.file.unpackedTooLarge', { size: sizeLabel(limits.maxUnpackedBytes) });
  for (const e of entries) {
    if (e.size > limits.maxPartBytes) throw new FileLimitError('import.file.partTooLarge', { size: sizeLabel(limits.maxPartBytes) });
    if (e.size > limits.ratioFloorBytes && e.size > e.packed * limits.maxRatio) throw new FileLimitError('import.file.ratio', { max: limits.maxRatio });
    if (e.flags & 1) throw new ZipFormatError('encrypted part');
    if (e.method !== STORED && e.method !== DEFLATE) throw new ZipFormatError(`compression method ${e.method}`);
  }
  return { entries, cdOffset };
}

/** Where a part's packed bytes lie: after its local header, as long as the directory says. */
function dataOf(buf: Buffer, e: Entry, cdOffset: number): Buffer {
  if (e.offset + 30 > cdOffset || buf.readUInt32LE(e.offset) !== LOCAL) throw new ZipFormatError('bad local header');
  const start = e.offset + 30 + buf.readUInt16LE(e.offset + 26) + buf.readUInt16LE(e.offset + 28);
  if (start + e.packed > cdOffset) throw new ZipFormatError('part out of bounds');
  return buf.subarray(start, start + e.packed);
}

/** Unpack `data` as a stream; stop and refuse once it passes `declared` bytes. */
function unpack(data: Buffer, method: number, declared: number, onChunk: (chunk: Buffer) => void): Promise<number> {
  const tooBig = () => new FileLimitError('import.file.sizeMismatch');
  if (method === STORED) {
    if (data.length > declared) return Promise.reject(tooBig());
    onChunk(data);
    return Promise.resolve(data.length);
  }
  return new Promise((resolve, reject) => {
    const inflate = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    let n = 0;
    let done = false;
    const settle = (f: () => void) => {
      if (!done) {
        done = true;
        f();
      }
    };
    inflate.on('data', (chunk: Buffer) => {
      n += chunk.length;
      if (n > declared) {
        inflate.destroy();
        settle(() => reject(tooBig()));
        return;
      }
      try {
        onChunk(chunk);
      } catch (e) {
        inflate.destroy();
        settle(() => reject(e as Error));
      }
    });
    inflate.on('end', () => settle(() => resolve(n)));
    inflate.on('error', (e) => settle(() => reject(new ZipFormatError(`inflate: ${e.message}`))));
    inflate.end(data);
  });
}

/** Takes a part's unpacked chunks in order, then `null` at its end; may throw to stop reading. */
export type PartVisitor = (chunk: Buffer | null) => void;

/**
 * Checks a zip against the limits and unpacks each part once, as a stream, handing its chunks to
 * the visitor `visit(name)` returns (if any). Throws FileLimitError past a limit (or whatever a
 * visitor throws), ZipFormatError when the bytes are not a zip it reads.
 */
export async function inspectZip(buf: Buffer, limits: ZipLimits, visit?: (name: string) => PartVisitor | undefined): Promise<ZipPart[]> {
  const { entries, cdOffset } = centralDirectory(buf, limits);
  const parts: ZipPart[] = [];
  for (const e of entries) {
    const visitor = visit?.(e.name);
    const size = await unpack(dataOf(buf, e, cdOffset), e.method, e.size, (chunk) => visitor?.(chunk));
    visitor?.(null);
    parts.push({ name: e.name, size });
  }
  return parts;
}
