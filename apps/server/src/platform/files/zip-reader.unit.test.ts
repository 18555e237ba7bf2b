import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@crossbill/contracts/file-limits';
import { deflatedZeros, storedPart, zipBomb, zipOf } from '../../../test/zip-bomb.ts';
import { FileLimitError, inspectZip, ZipFormatError } from './zip-reader.ts';

const limits = IMPORT_LIMITS['refund-batch'];
const MiB = 1024 * 1024;

/** The refusal's message key, or 'ok'. */
async function verdict(buf: Buffer, l = limits): Promise<string> {
  try {
    await inspectZip(buf, l);
    return 'ok';
  } catch (e) {
    if (e instanceof FileLimitError) return e.key;
    if (e instanceof ZipFormatError) return 'format';
    throw e;
  }
}

describe('bounded zip reading', () => {
  it('reads a real xlsx whole, every part unpacked to its declared size', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRow(['Transaction ID', 'Refund amount', 'Refund reason']);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const seen = new Map<string, number>();
    const parts = await inspectZip(buf, limits, (name) => (c) => c && seen.set(name, (seen.get(name) ?? 0) + c.length));
    expect(parts.map((p) => p.name)).toContain('xl/worksheets/sheet1.xml');
    for (const p of parts) expect(seen.get(p.name) ?? 0).toBe(p.size);
  });

  it('refuses a 2 GiB bomb that declares its size from the directory alone, before unpacking a byte', async () => {
    const seen: number[] = [];
    await expect(inspectZip(zipBomb(), limits, () => (c) => c && seen.push(c.length))).rejects.toMatchObject({
      key: 'import.file.unpackedTooLarge',
      params: { size: '50M' },
    });
    expect(seen).toEqual([]);
  });

  it('stops unpacking a bomb that lies about its size as soon as it passes the lie', async () => {
    let unpacked = 0;
    const bomb = zipBomb({ declared: 4096 });
    await expect(inspectZip(bomb, limits, (name) => (name.endsWith('sheet1.xml') ? (c) => c && (unpacked += c.length) : undefined))).rejects.toMatchObject({
      key: 'import.file.sizeMismatch',
    });
    // one inflate chunk at most went past the declared size, never the 2 GiB
    expect(unpacked).toBeLessThanOrEqual(4096);
  });

  it('refuses per part, by ratio, by count and by packed size', async () => {
    // a part over 20 MiB (the whole within 50 MiB)
    expect(await verdict(zipOf([{ name: 'a.xml', data: deflatedZeros(21), size: 21 * MiB }]))).toBe('import.file.partTooLarge');
    // 2 MiB of zeros pack a thousand times smaller
    expect(await verdict(zipOf([{ name: 'a.xml', data: deflatedZeros(2), size: 2 * MiB }]))).toBe('import.file.ratio');
    // below the ratio floor, small parts may pack as well as they like
    expect(await verdict(zipOf([{ name: 'a.xml', data: zlib.deflateRawSync(Buffer.alloc(1000)), size: 1000 }]))).toBe('ok');
    const many = zipOf(Array.from({ length: limits.maxParts + 1 }, (_, i) => storedPart(`p${i}.xml`, 'x')));
    expect(await verdict(many)).toBe('import.file.tooManyParts');
    expect(await verdict(zipOf([storedPart('a.xml', 'x'.repeat(200))]), { ...limits, maxBytes: 100 })).toBe('import.file.tooLarge');
  });

  it('refuses what it cannot read the way the spreadsheet library would', async () => {
    const good = zipOf([storedPart('a.xml', '<a/>')]);
    expect(await verdict(good)).toBe('ok');
    expect(await verdict(Buffer.from('not a zip at all'))).toBe('format');
    // bytes prepended: the offsets no longer agree with the file
    expect(await verdict(Buffer.concat([Buffer.from('junk'), good]))).toBe('format');
    // a stored part longer than it declares
    expect(await verdict(zipOf([{ ...storedPart('a.xml', '<a/>'), size: 2 }]))).toBe('import.file.sizeMismatch');
    // encrypted
    const enc = Buffer.from(good);
    enc.writeUInt16LE(1, enc.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    expect(await verdict(enc)).toBe('format');
  });
});
