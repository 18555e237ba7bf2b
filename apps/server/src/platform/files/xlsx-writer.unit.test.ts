import { PassThrough, Writable } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { columnName, writeXlsxSheet, xmlText, type XlsxCell } from './xlsx-writer.ts';
import { writeZip } from './zip-writer.ts';

async function collect(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.once('end', resolve));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

async function* from<T>(items: Iterable<T>): AsyncIterable<T> {
  yield* items;
}

async function load(body: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as never);
  return wb.worksheets[0]!;
}

/** The entries of a zip as its central directory lists them, each inflated from its local data. */
function unzip(buf: Buffer): Map<string, Buffer> {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(p)).toBe(0x02014b50);
    const crc = buf.readUInt32LE(p + 16);
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const name = buf.subarray(p + 46, p + 46 + nameLength).toString('utf8');
    const local = buf.readUInt32LE(p + 42);
    expect(buf.readUInt32LE(local)).toBe(0x04034b50);
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = zlib.inflateRawSync(buf.subarray(dataStart, dataStart + compressed));
    expect(data.length).toBe(size);
    expect(zlib.crc32(data)).toBe(crc);
    // a streamed entry (flag bit 3) is followed by a data descriptor that repeats what the directory says
    if (buf.readUInt16LE(local + 6) & 0x08) {
      expect(buf.readUInt32LE(dataStart + compressed)).toBe(0x08074b50);
      expect(buf.readUInt32LE(dataStart + compressed + 4)).toBe(crc);
    }
    files.set(name, data);
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return files;
}

describe('streaming zip writer', () => {
  it('writes entries whose directory, descriptors and contents agree', async () => {
    const big = Array.from({ length: 500 }, (_, i) => `line ${i} ${'x'.repeat(i % 50)}\n`);
    const zip = await collect((out) =>
      writeZip(out, [
        { name: 'a.txt', data: 'abc' },
        { name: 'dir/b.txt', data: from(big) },
        { name: 'empty', data: '' },
      ]),
    );
    const files = unzip(zip);
    expect([...files.keys()]).toEqual(['a.txt', 'dir/b.txt', 'empty']);
    expect(files.get('a.txt')!.toString()).toBe('abc');
    expect(files.get('dir/b.txt')!.toString()).toBe(big.join(''));
    expect(files.get('empty')!.length).toBe(0);
  });

  it('waits for a slow destination instead of piling the file up', async () => {
    let held = 0;
    let maxHeld = 0;
    const chunks: Buffer[] = [];
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _enc, done) {
        held += chunk.length;
        maxHeld = Math.max(maxHeld, held);
        chunks.push(chunk);
        setImmediate(() => {
          held -= chunk.length;
          done();
        });
      },
    });
    let produced = 0;
    async function* lines() {
      // incompressible-ish text, so the compressed file is large too
      for (let i = 0; i < 4000; i++) {
        produced++;
        yield `${i}:${Math.random().toString(36)}${Math.random().toString(36)}\n`.repeat(20);
      }
    }
    await writeZip(slow, [{ name: 'big.txt', data: lines() }]);
    expect(produced).toBe(4000);
    expect(unzip(Buffer.concat(chunks)).get('big.txt')!.length).toBeGreaterThan(4000 * 20 * 20);
    // one write at a time reaches the destination: nothing queued behind it
    expect(maxHeld).toBeLessThan(1024 * 1024);
  });

  it('ends with the error of a source that fails', async () => {
    async function* failing() {
      yield 'some';
      throw new Error('read failed');
    }
    const out = new PassThrough();
    out.resume();
    await expect(writeZip(out, [{ name: 'x', data: failing() }])).rejects.toThrow('read failed');
  });
});

describe('streaming xlsx writer', () => {
  it('escapes text for XML and drops what XML cannot hold', () => {
    expect(xmlText(`a & b < c > d "e"`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot;');
    expect(xmlText('bell\u0007 nul\u0000 ok\ttab\nline')).toBe('bell nul ok\ttab\nline');
    expect(xmlText('lone \uD800 surrogate, pair 😀')).toBe('lone  surrogate, pair 😀');
    expect(xmlText('plain')).toBe('plain');
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('reads back in exceljs: text, numbers, booleans, empty cells, dates, header style and widths', async () => {
    const when = new Date(Date.UTC(2026, 0, 15));
    const rows: XlsxCell[][] = [
      ['Fish & <Chips> "quoted"', 12.5, true, null, when],
      ['商户 😀 emoji', -3, false, undefined, ''],
      ['  padded  ', 0, 'ctrl\u0001char', 'line\nbreak', "'=1+1"],
    ];
    const body = await collect((out) =>
      writeXlsxSheet(out, {
        name: 'A sheet name that is longer than thirty-one',
        header: ['Name', 'Amount', 'Flag', 'Empty', 'When'],
        widths: [30, 12, 8, 8, 20],
        rows: from(rows),
      }),
    );
    const ws = await load(body);
    expect(ws.name).toBe('A sheet name that is longer tha');
    expect(ws.getRow(1).values).toEqual([undefined, 'Name', 'Amount', 'Flag', 'Empty', 'When']);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(ws.getColumn(1).width).toBe(30);
    expect(ws.getColumn(2).width).toBe(12);
    expect(ws.getRow(2).values).toEqual([undefined, 'Fish & <Chips> "quoted"', 12.5, true, undefined, when]);
    // a time is a date cell with its clock time shown
    expect(ws.getRow(2).getCell(5).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(ws.getRow(3).values).toEqual([undefined, '商户 😀 emoji', -3, false]);
    expect(ws.getRow(4).values).toEqual([undefined, '  padded  ', 0, 'ctrlchar', 'line\nbreak', "'=1+1"]);
    expect(ws.rowCount).toBe(4);
  });

  it('writes many rows, every one in order', async () => {
    async function* many() {
      for (let i = 1; i <= 30_000; i++) yield [`row ${i}`, i, i % 2 === 0];
    }
    const body = await collect((out) => writeXlsxSheet(out, { name: 'Many', header: ['Text', 'N', 'Even'], widths: [12, 8, 8], rows: many() }));
    const ws = await load(body);
    expect(ws.rowCount).toBe(30_001);
    expect(ws.getRow(2).values).toEqual([undefined, 'row 1', 1, false]);
    expect(ws.getRow(15_001).values).toEqual([undefined, 'row 15000', 15_000, true]);
    expect(ws.getRow(30_001).values).toEqual([undefined, 'row 30000', 30_000, true]);
    const files = unzip(body);
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });
});
