import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import { createRole } from '../access/service.ts';
import { newMerchant, newOperator, newUser, signIn, useTestServer } from '../../../test/fixtures.ts';
import { PNG, postFiles, uploadPng } from '../../../test/onboarding-data.ts';

/**
 * GET /api/upload/file/:id answers what the file belongs to (contracts FILE_KIND_PERMISSION): the
 * owners' identity documents only to a role holding the onboarding pages' code, a transfer
 * certificate only with the transfers, a person's own uploads to that person, and nothing else.
 */
const s = useTestServer();

const read = (id: string, cookie: string) => s.api('GET', `/upload/file/${id}`, { cookie });

async function team() {
  const m = await newMerchant(s);
  const admin = await newOperator(s, { merchant: m });
  const role = async (name: string, resourceCodes: string[]) => (await createRole(s.deps.db, { merchantNo: m.merchantNo, name, resourceCodes })).id;
  const narrow = await newOperator(s, { merchant: m, roleId: await role('One page', ['transaction', 'transaction:query']) });
  const empty = await newOperator(s, { merchant: m, roleId: await role('Nothing', []) });
  const onboarding = await newOperator(s, { merchant: m, roleId: await role('Onboarding', [ONBOARDING_CODE]) });
  const transfers = await newOperator(s, { merchant: m, roleId: await role('Transfers', ['transfer', 'transfer:transfer']) });
  return { m, admin, narrow, empty, onboarding, transfers };
}

const deniedRows = async (merchantNo: string, target: string) =>
  (
    await s.deps.database.query<{ user_id: number; summary: { code: string } }>(
      `select user_id, summary from audit_log where action = 'access.denied' and merchant_no = $1 and target = $2`,
      [merchantNo, target],
    )
  ).rows;

describe('reading an uploaded file by id', () => {
  it("an owner's ID image needs the onboarding pages' code; a refusal is audited", async () => {
    const t = await team();
    const id = (await uploadPng(s, t.admin.cookie, 'identity')).fileId;

    for (const who of [t.narrow, t.empty, t.transfers]) {
      const res = await read(id, who.cookie);
      expect(res.status).toBe(403);
      expect(res.body.respCode).toBe(Codes.FORBIDDEN.code);
    }
    const rows = await deniedRows(t.m.merchantNo, `file ${id}`);
    expect(rows.map((r) => [r.user_id, r.summary.code])).toEqual([t.narrow, t.empty, t.transfers].map((o) => [o.user.id, ONBOARDING_CODE]));

    for (const who of [t.onboarding, t.admin]) {
      const ok = await read(id, who.cookie);
      expect(ok.status).toBe(200);
      expect(ok.raw.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('a transfer certificate is read with the transfers, not with the onboarding code', async () => {
    const t = await team();
    const up = await postFiles(s, '/transfer/certificate/upload', { file: { name: 'invoice.png', body: PNG } }, t.admin.cookie);
    expect(up.body.respCode).toBe('20000');
    const id = up.body.data.id as string;
    expect((await read(id, t.onboarding.cookie)).status).toBe(403);
    expect((await read(id, t.narrow.cookie)).status).toBe(403);
    expect((await read(id, t.transfers.cookie)).status).toBe(200);
  });

  it('a file only its own object serves (an export, an import sheet) is not found here, even for the administrator', async () => {
    const t = await team();
    const id = await s.deps.files.put(s.deps.db, {
      merchantNo: t.m.merchantNo,
      fileName: 'export.xlsx',
      contentType: 'application/octet-stream',
      body: Buffer.from('x'),
    });
    const res = await read(id, t.admin.cookie);
    expect(res.status).toBe(404);
    expect(res.body.respCode).toBe(Codes.NOT_FOUND.code);
  });

  it("an applicant without a merchant reads their own uploads; another merchant's operator finds nothing", async () => {
    const applicant = await newUser(s);
    const { cookie } = await signIn(s, applicant.email);
    const id = (await uploadPng(s, cookie, 'identity')).fileId;
    expect((await read(id, cookie)).status).toBe(200);
    const t = await team();
    expect((await read(id, t.admin.cookie)).status).toBe(404);
  });
});
