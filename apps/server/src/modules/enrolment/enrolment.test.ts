import { describe, expect, it } from 'vitest';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { createRole } from '../access/service.ts';
import { advanceEnrolment, failEnrolment } from './service.ts';
import { runEnrolmentSandbox, runMalfunctionCheck } from './jobs.ts';

// the sandbox network moves enrolments after 10 minutes here; jobs run only when a test calls them;
// the malfunction test moves the clock 180 days, past the password age rule (off here)
const s = useTestServer({ SANDBOX_ENROLMENT_ADVANCE_MINUTES: '10', PASSWORD_MAX_AGE_DAYS: '0' }, { work: false });
const DAY = 86_400_000;

const alertBody = (o: Record<string, unknown> = {}) => ({
  merchantIdentifier: 'SHOP-001',
  ethocaMerchantId: 'ETH-7788',
  integratorMemberId: 'INT-1',
  pricingTier: 'standard',
  descriptors: ['CROSSBILL*SHOP'],
  ...o,
});
const rdrBody = (o: Record<string, unknown> = {}) => ({
  merchantIdentifier: 'SHOP-RDR',
  pricingTier: 'volume',
  descriptors: ['CROSSBILL*RDR'],
  bins: ['411111'],
  caids: ['CAID0001'],
  rules: { maxAmounts: [{ currency: 'USD', amount: '25.00' }], reasonCodes: ['13.1'], cardBins: ['424242'], countries: ['GB'] },
  ...o,
});

async function setup() {
  const op = await newOperator(s);
  const post = (path: string, body: unknown, cookie = op.cookie) => s.api('POST', `/risk/${path}`, { cookie, body });
  const get = (path: string, cookie = op.cookie) => s.api('GET', `/risk/${path}`, { cookie });
  const save = async (kind: 'alert' | 'rdr', body: Record<string, unknown>) => {
    const r = await post(`${kind}-enrolment/save`, body);
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data as { enrolmentId: string; status: string };
  };
  const detail = async (kind: 'alert' | 'rdr', id: string, cookie = op.cookie) => (await get(`${kind}-enrolment/detail?enrolmentId=${id}`, cookie)).body;
  const provider = (id: string, action: 'advance' | 'fail') =>
    s.deps.db.transaction((tx) =>
      action === 'advance'
        ? advanceEnrolment(tx, { enrolmentId: id, actor: { kind: 'provider' }, now: s.deps.now() })
        : failEnrolment(tx, { enrolmentId: id, reason: 'Descriptor unknown to the issuer', actor: { kind: 'provider' }, now: s.deps.now() }),
    );
  return { op, post, get, save, detail, provider };
}

describe('the enrolment state machine', () => {
  it('takes an alert enrolment from initiated to disenrolled, every step timed on the timeline, illegal moves refused with 409', async () => {
    const t = await setup();
    const { enrolmentId: id, status } = await t.save('alert', alertBody());
    expect(status).toBe('initiated');
    // still a draft: editable, not closable, nothing for the network to advance
    expect((await t.post('alert-enrolment/close', { enrolmentId: id })).status).toBe(409);
    await expect(t.provider(id, 'advance')).rejects.toMatchObject({ info: { code: '00022|00020' } });
    expect((await t.save('alert', alertBody({ enrolmentId: id, descriptors: ['CROSSBILL*SHOP', 'CB*SHOP'], submit: true }))).status).toBe('pending_enrolment');
    // the network works on it: the merchant can neither change nor submit it again
    await t.provider(id, 'advance');
    const busy = await t.post('alert-enrolment/save', alertBody({ enrolmentId: id }));
    expect(busy.status).toBe(409);
    expect(busy.body.respMsg).toBe('The enrolment is now “Enrolling”: this action is not possible in that state.');
    await t.provider(id, 'advance');
    let d = (await t.detail('alert', id)).data;
    expect(d).toMatchObject({ status: 'enrolled', developerLabel: 'enrolled', descriptors: ['CROSSBILL*SHOP', 'CB*SHOP'], rules: null });
    expect(d.lastActivityAt).toBe(s.deps.now().toISOString());
    expect((await t.post('alert-enrolment/close', { enrolmentId: id })).body.data.status).toBe('pending_disenrolment');
    await t.provider(id, 'advance');
    await t.provider(id, 'advance');
    await expect(t.provider(id, 'advance')).rejects.toMatchObject({ info: { http: 409 } });
    d = (await t.detail('alert', id)).data;
    expect(d.status).toBe('disenrolled');
    expect(d.timeline.map((e: { kind: string; from: string | null; to: string | null }) => `${e.kind}:${e.from ?? ''}>${e.to ?? ''}`)).toEqual([
      'created:>initiated',
      'updated:>',
      'transition:initiated>pending_enrolment',
      'transition:pending_enrolment>enrolling',
      'transition:enrolling>enrolled',
      'transition:enrolled>initiated_close',
      'transition:initiated_close>pending_disenrolment',
      'transition:pending_disenrolment>disenrolling',
      'transition:disenrolling>disenrolled',
    ]);
    expect(d.timeline[0]).toMatchObject({ actor: `operator:${t.op.user.id}`, actorName: expect.any(String) });
    expect(d.timeline[3]).toMatchObject({ actor: 'provider', actorName: null });
    expect(d.timeline.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    const audited = await s.deps.database.query<{ action: string }>(`select action from audit_log where target = $1 order by id`, [id]);
    expect(audited.rows.filter((r) => r.action === 'enrolment.transition')).toHaveLength(7);
  });

  it('fails an activation with its reason; the merchant corrects and submits again', async () => {
    const t = await setup();
    const { enrolmentId: id } = await t.save('alert', alertBody({ submit: true }));
    await t.provider(id, 'advance');
    await t.provider(id, 'fail');
    let d = (await t.detail('alert', id)).data;
    expect(d).toMatchObject({ status: 'activation_failed', developerLabel: 'enrolment_failed' });
    expect(d.timeline.at(-1)).toMatchObject({ from: 'enrolling', to: 'activation_failed', note: 'Descriptor unknown to the issuer' });
    // a failed one cannot be closed nor failed again; it can be corrected and sent again
    expect((await t.post('alert-enrolment/close', { enrolmentId: id })).status).toBe(409);
    await expect(t.provider(id, 'fail')).rejects.toMatchObject({ info: { http: 409 } });
    expect((await t.save('alert', alertBody({ enrolmentId: id, descriptors: ['CROSSBILL*FIXED'], submit: true }))).status).toBe('pending_enrolment');
    d = (await t.detail('alert', id)).data;
    expect(d.timeline.at(-1)).toMatchObject({ from: 'activation_failed', to: 'pending_enrolment' });
  });

  it('in sandbox mode advances after the configured delay, and fails a FAIL identifier', async () => {
    const t = await setup();
    const ok = (await t.save('rdr', rdrBody({ submit: true }))).enrolmentId;
    const bad = (await t.save('alert', alertBody({ merchantIdentifier: 'FAIL-SHOP', submit: true }))).enrolmentId;
    // the session would end while the clock runs on: each look signs in afresh
    const status = async (kind: 'alert' | 'rdr', id: string) =>
      (await t.detail(kind, id, (await newOperator(s, { merchant: t.op.merchant })).cookie)).data.status;
    s.clock.advance(9 * 60_000);
    await runEnrolmentSandbox(s.deps, s.deps.now());
    expect(await status('rdr', ok)).toBe('pending_enrolment');
    s.clock.advance(60_000);
    await runEnrolmentSandbox(s.deps, s.deps.now());
    expect(await status('rdr', ok)).toBe('enrolling');
    expect(await status('alert', bad)).toBe('activation_failed');
    // one step per delay: the run right after moves nothing
    await runEnrolmentSandbox(s.deps, s.deps.now());
    expect(await status('rdr', ok)).toBe('enrolling');
    s.clock.advance(10 * 60_000);
    await runEnrolmentSandbox(s.deps, s.deps.now());
    expect(await status('rdr', ok)).toBe('enrolled');
    expect((await t.detail('rdr', ok, (await newOperator(s, { merchant: t.op.merchant })).cookie)).data.timeline.at(-1)).toMatchObject({
      actor: 'sandbox',
      to: 'enrolled',
    });
    // enrolled is the merchant's to close; the sandbox leaves it
    s.clock.advance(60 * 60_000);
    await runEnrolmentSandbox(s.deps, s.deps.now());
    expect(await status('rdr', ok)).toBe('enrolled');
  });
});

describe('RDR enrolment rules', () => {
  it('stores the rules and answers bad ones naming the field', async () => {
    const t = await setup();
    const { enrolmentId: id } = await t.save('rdr', rdrBody());
    expect((await t.detail('rdr', id)).data).toMatchObject({
      kind: 'rdr',
      bins: ['411111'],
      caids: ['CAID0001'],
      rules: { maxAmounts: [{ currency: 'USD', amount: '25.00' }], reasonCodes: ['13.1'], cardBins: ['424242'], countries: ['GB'] },
    });
    const refused = async (body: Record<string, unknown>) => {
      const r = await t.post('rdr-enrolment/save', body);
      expect(r.status).toBe(422);
      return r.body.data.fieldErrors[0] as { field: string; message: string };
    };
    const rules = rdrBody().rules;
    expect(await refused(rdrBody({ rules: { ...rules, maxAmounts: [{ currency: 'JPY', amount: '10.5' }] } }))).toMatchObject({
      field: 'rules.maxAmounts.0.amount',
    });
    expect(await refused(rdrBody({ rules: { ...rules, maxAmounts: [{ currency: 'XXX', amount: '1' }] } }))).toMatchObject({
      field: 'rules.maxAmounts.0.currency',
    });
    expect(
      await refused(
        rdrBody({
          rules: {
            ...rules,
            maxAmounts: [
              { currency: 'USD', amount: '1' },
              { currency: 'USD', amount: '2' },
            ],
          },
        }),
      ),
    ).toMatchObject({ field: 'rules.maxAmounts.1.currency', message: 'USD is listed twice' });
    expect(await refused(rdrBody({ rules: { ...rules, reasonCodes: ['99.9'] } }))).toMatchObject({
      field: 'rules.reasonCodes.0',
      message: 'Not a Visa reason code',
    });
    expect(await refused(rdrBody({ rules: { ...rules, cardBins: ['4242'] } }))).toMatchObject({ field: 'rules.cardBins.0' });
    expect(await refused(rdrBody({ rules: { ...rules, countries: ['ZZ'] } }))).toMatchObject({ field: 'rules.countries.0' });
    expect(await refused(rdrBody({ bins: [] }))).toMatchObject({ field: 'bins', message: 'Add at least one acquirer BIN' });
    expect(await refused(rdrBody({ caids: ['bad caid!'] }))).toMatchObject({ field: 'caids.0' });
    expect(await refused(alertBody({ ethocaMerchantId: '' }))).toBeTruthy();
    expect((await t.post('alert-enrolment/save', alertBody({ descriptors: [] }))).body.data.fieldErrors[0].field).toBe('descriptors');
    expect((await t.get('rdr-enrolment/detail?enrolmentId=abc')).body.data.fieldErrors[0]).toMatchObject({
      field: 'enrolmentId',
      message: 'Invalid ID parameter',
    });
    // rules may change while enrolled
    await t.save('rdr', rdrBody({ enrolmentId: id, submit: true }));
    await t.provider(id, 'advance');
    await t.provider(id, 'advance');
    await t.save('rdr', rdrBody({ enrolmentId: id, rules: { ...rules, countries: ['GB', 'FR'] } }));
    expect((await t.detail('rdr', id)).data.rules.countries).toEqual(['GB', 'FR']);
  });
});

describe('the malfunction notification (spec 9)', () => {
  it('raises one notice in both languages after 180 quiet days, and again only after a new quiet period', async () => {
    const t = await setup();
    const { enrolmentId: id } = await t.save('alert', alertBody({ submit: true }));
    const other = (await t.save('alert', alertBody({ merchantIdentifier: 'DRAFT' }))).enrolmentId;
    await t.provider(id, 'advance');
    await t.provider(id, 'advance');
    const notices = async (cookie: string) =>
      ((await s.api('GET', '/merAnnouncement/list?page=1&size=50', { cookie })).body.data.content as Array<{ title: string; content: string }>).filter(
        (n) => n.title.includes(id) || n.title.includes(other),
      );
    s.clock.advance(179 * DAY);
    await runMalfunctionCheck(s.deps, s.deps.now());
    const fresh = await newOperator(s, { merchant: t.op.merchant });
    expect(await notices(fresh.cookie)).toEqual([]);
    s.clock.advance(DAY);
    expect(await runMalfunctionCheck(s.deps, s.deps.now())).toBeGreaterThanOrEqual(1);
    expect(await runMalfunctionCheck(s.deps, s.deps.now())).toBe(0);
    s.clock.advance(DAY);
    await runMalfunctionCheck(s.deps, s.deps.now());
    const en = await newOperator(s, { merchant: t.op.merchant, language: 'en' });
    const got = await notices(en.cookie);
    expect(got).toHaveLength(1);
    expect(got[0]!.title).toBe(`Possible malfunction: alert enrolment ${id} received no alert or case for 180 days`);
    expect(got[0]!.content).toContain('SHOP-001');
    const zh2 = await newOperator(s, { merchant: t.op.merchant, language: 'zh-cn' });
    expect((await notices(zh2.cookie))[0]!.title).toBe(`可能的故障：预警注册 ${id} 已 180 天未收到任何预警或案件`);
    expect((await t.detail('alert', id, en.cookie)).data.timeline.at(-1)).toMatchObject({ kind: 'malfunction', actor: 'job' });
    // another merchant's notices hold nothing of it
    const stranger = await newOperator(s);
    expect(await notices(stranger.cookie)).toEqual([]);
  });
});

describe('access', () => {
  it('needs the kind’s code to read and its edit code to change; another merchant’s enrolment is not found', async () => {
    const t = await setup();
    const { enrolmentId: id } = await t.save('alert', alertBody());
    const m = t.op.merchant;
    const viewer = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Alert viewer', resourceCodes: ['risk:alertEnrolment'] });
    const v = await newOperator(s, { merchant: m, roleId: viewer.id });
    expect((await t.get('alert-enrolment/list?page=1&size=10', v.cookie)).status).toBe(200);
    expect((await t.detail('alert', id, v.cookie)).respCode).toBe('20000');
    expect((await t.post('alert-enrolment/save', alertBody({ enrolmentId: id }), v.cookie)).status).toBe(403);
    expect((await t.post('alert-enrolment/close', { enrolmentId: id }, v.cookie)).status).toBe(403);
    expect((await t.get('rdr-enrolment/list?page=1&size=10', v.cookie)).status).toBe(403);
    // the other kind's path does not show it
    expect((await t.get(`rdr-enrolment/detail?enrolmentId=${id}`)).status).toBe(404);

    const other = await newOperator(s, { merchant: await newMerchant(s) });
    expect((await t.detail('alert', id, other.cookie)).respCode).toBe('00007');
    expect((await t.post('alert-enrolment/save', alertBody({ enrolmentId: id }), other.cookie)).status).toBe(404);
    expect((await t.post('alert-enrolment/close', { enrolmentId: id }, other.cookie)).status).toBe(404);
    expect((await t.get('alert-enrolment/list?page=1&size=10', other.cookie)).body.data.total).toBe(0);
    const mine = (await t.get('alert-enrolment/list?page=1&size=10&status=initiated')).body.data;
    expect(mine.content.map((r: { enrolmentId: string }) => r.enrolmentId)).toEqual([id]);
  });
});
