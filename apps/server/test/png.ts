import crypto from 'node:crypto';
import zlib from 'node:zlib';

/**
 * Real PNG images of any size for upload tests (PNG specification, https://www.w3.org/TR/png/):
 * signature, IHDR (8-bit RGB), IDAT (zlib of filter byte 0 + pixels per row), IEND, each chunk
 * with its CRC-32. `noise` fills the pixels with random bytes, which do not compress: the file is
 * then about width × height × 3 bytes.
 */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function png(width: number, height: number, o: { noise?: boolean; rgb?: [number, number, number] } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = width * 3 + 1;
  const raw = o.noise ? crypto.randomBytes(row * height) : Buffer.alloc(row * height);
  const [r, g, b] = o.rgb ?? [22, 119, 255];
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    if (!o.noise) for (let x = 0; x < width; x++) raw.set([r, g, b], y * row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
