import crypto from 'node:crypto';
import { encodeRgbPng } from '../src/platform/png.ts';

/**
 * Real PNG images of any size for upload tests. `noise` fills the pixels with random bytes, which do
 * not compress: the file is then about width × height × 3 bytes.
 */
export function png(width: number, height: number, o: { noise?: boolean; rgb?: [number, number, number] } = {}): Buffer {
  if (o.noise) return encodeRgbPng(width, height, crypto.randomBytes(width * height * 3));
  const pixels = Buffer.alloc(width * height * 3);
  const [r, g, b] = o.rgb ?? [22, 119, 255];
  for (let i = 0; i < width * height; i++) pixels.set([r, g, b], i * 3);
  return encodeRgbPng(width, height, pixels);
}
