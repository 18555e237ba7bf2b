import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BusinessLine, BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { formOf, postForm, type FormPart } from '../../../test/multipart-form.ts';
import { storedFiles } from '../../platform/files/schema.ts';

const s = useTestServer();
const MB = 1024 * 1024;

/**
 * Every upload route with its limit (spec 5) and its file fields. `who` says whose session calls
 * it: a payout merchant's operator, or nobody (the owner's face link).
 */
const ROUTES: Array<{ url: (t: Ctx) => string; maxBytes: number; fields: string[]; who: 'operator' | 'public' }> = [
  { url: () => '/upload/file?category=identity', maxBytes: 5 * MB, fields: ['file'], who: 'operator' },
  { url: () => '/upload/file?category=document', maxBytes: 10 * MB, fields: ['file'], who: 'operator' },
  { url: () => '/upload/file?category=general', maxBytes: 50 * MB, fields: ['file'], who: 'operator' },
  { url: (t) => `/face/submit?token=${t.faceToken}`, maxBytes: 5 * MB, fields: ['selfie', 'idPhoto'], who: 'public' },
  { url: () => '/transfer/contact/file/upload', maxBytes: 50 * MB, fields: ['file'], who: 'operator' },
  { url: () => '/settlement/payee/file/upload', maxBytes: 50 * MB, fields: ['file'], who: 'operator' },
  { url: () => '/transfer/certificate/upload', maxBytes: 10 * MB, fields: ['file'], who: 'operator' },
  { url: () => '/transfer/batch/upload', maxBytes: 5 * MB, fields: ['file'], who: 'operator' },
  { url: () => '/refund/batch/upload', maxBytes: 5 * MB, fields: ['file'], who: 'operator' },
  { url: () => '/transaction/tracking/batch/upload', maxBytes: 5 * MB, fields: ['file'], who: 'operator' },
];

interface Ctx {
  en: string;
  zh: string;
  faceToken: string;
}
const ctx = {} as Ctx;

beforeAll(async () => {
  const payout = {
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
    merchantType: MerchantType.ACQUIRING,
  };
  ctx.en = (await newOperator(s, { merchant: await newMerchant(s, payout) })).cookie;
  ctx.zh = (await newOperator(s, { merchant: await newMerchant(s, payout), language: 'zh-cn' })).cookie;
  const applicant = await newOperator(s, {
    merchant: await newMerchant(s, { status: MerchantStatus.ONBOARDING, businessType: '0', businessTypes: '', merchantType: 5 }),
  });
  const started = await s.api('POST', '/merchant/face/start', { cookie: applicant.cookie, body: { personKey: 'p1', ownerName: 'Alice Moor' } });
  ctx.faceToken = started.body.data.link.split('/face/')[1];
});

/** Rows in stored_files and files under the data dir: what an upload would have left. */
async function stored() {
  const [row] = await s.deps.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
  const dir = path.join(s.dataDir, 'files');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
  return { rows: Number(row!.n), files };
}

const label = (bytes: number) => `${bytes / MB}M`;

describe('every upload route, past its limits', () => {
  for (const r of ROUTES) {
    const call = (form: Parameters<typeof postForm>[2], lang: 'en' | 'zh', o: { declareLength?: boolean } = {}) => {
      const url = r.url(ctx);
      if (r.who === 'public') return postForm(s, url, form, { ...o, headers: { 'accept-language': lang === 'zh' ? 'zh-CN' : 'en' } });
      return postForm(s, url, form, { ...o, cookie: lang === 'zh' ? ctx.zh : ctx.en });
    };
    const files = (size: number): FormPart[] => r.fields.map((field) => ({ field, fileName: 'big.png', size }));

    it(`${r.url({ faceToken: 'T' } as Ctx).split('?')[0]}${r.url({ faceToken: 'T' } as Ctx).includes('category') ? ` (${label(r.maxBytes)})` : ''}: 413 with the limit in both languages, cut off, nothing stored`, async () => {
      const before = await stored();

      // streamed without a length: reading stops one byte past the limit and the connection closes
      const streamed = formOf(files(r.maxBytes + 4 * MB));
      const en = await call(streamed, 'en');
      expect([en.status, en.body.respMsg]).toEqual([413, `The file cannot exceed ${label(r.maxBytes)}`]);
      expect(en.headers.connection).toBe('close');
      expect(streamed.pulled()).toBeLessThan(r.maxBytes + 2 * MB);

      // a declared length that is already too long: refused before a byte of the file is read
      const declared = formOf(files(r.maxBytes + MB));
      const zh = await call(declared, 'zh', { declareLength: true });
      expect([zh.status, zh.body.respMsg]).toEqual([413, `文件不能超过 ${label(r.maxBytes)}`]);
      expect(declared.pulled()).toBe(0);

      expect(await stored()).toEqual(before);
    });

    it(`${r.url({ faceToken: 'T' } as Ctx).split('?')[0]}: a form without a file, with too many files or fields, of the wrong type, cut short or not a form is a 4xx that says so`, async () => {
      const before = await stored();
      const answers = {
        noFile: await call(formOf([{ field: 'note', value: 'x' }]), 'en'),
        tooManyFiles: await call(formOf([...files(10), { field: 'extra', fileName: 'x.png', size: 10 }]), 'en'),
        tooManyFields: await call(formOf([...Array.from({ length: 11 }, (_, i) => ({ field: `f${i}`, value: 'x' })), ...files(10)]), 'en'),
        wrongType: await call(
          formOf(r.fields.map((field) => ({ field, fileName: 'doc.png', body: Buffer.from('just some text, not an image or a workbook') }))),
          'en',
        ),
        cut: await call(formOf(files(100), { cut: true }), 'en'),
        json: await call({ payload: '{"file":"x"}', contentType: 'application/json' }, 'en'),
      };
      for (const a of Object.values(answers)) {
        expect(a.status).toBeGreaterThanOrEqual(400);
        expect(a.status).toBeLessThan(500);
      }
      expect(answers.noFile.body.respMsg).toBe('Please select a file to upload');
      expect(answers.tooManyFiles.body.respMsg).toBe(`Too many files: at most ${r.fields.length}`);
      expect(answers.tooManyFields.body.respMsg).toBe('The upload form has too many fields');
      expect(answers.wrongType.body.respMsg).toMatch(/^Only supports uploading /);
      expect(answers.cut.body.respMsg).toBe('The upload could not be read; please try again');
      expect(answers.json.body.respMsg).toBe('Please select a file to upload');
      expect(await stored()).toEqual(before);
    });
  }
});
