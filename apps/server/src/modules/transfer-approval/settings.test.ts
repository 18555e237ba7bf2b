import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { BusinessLine, BusinessType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, newOperatorUser, PASSWORD, useTestServer } from '../../../test/fixtures.ts';
import { createRole, setOperatorStatus } from '../access/service.ts';

const s = useTestServer();

export const payoutMerchant = () =>
  newMerchant(s, { businessType: BusinessType.AGGREGATE, businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`, isAggregate: true });

/** A merchant, its signed-in administrator, and two operators whose role holds the Transfers page and its approve button. */
async function team() {
  const m = await payoutMerchant();
  const admin = await newOperator(s, { merchant: m, name: 'Ada Admin' });
  const role = await createRole(s.deps.db, {
    merchantNo: m.merchantNo,
    name: 'Payout',
    resourceCodes: ['transfer', 'transfer:transfer', 'transfer:transfer:approve'],
  });
  const a = await newOperatorUser(s, { merchant: m, roleId: role.id, name: 'Bea Approver' });
  const b = await newOperatorUser(s, { merchant: m, roleId: role.id, name: 'Cal Approver' });
  return { m, admin, a, b, role };
}

const condition = (over: Record<string, unknown> = {}) => ({
  currency: 'USD',
  lowerAmount: '1000',
  upperAmount: '',
  required: true,
  mode: 'any',
  steps: [{ approverUserIds: [] as number[] }],
  ...over,
});
const setting = (conditions: unknown[], flags: Partial<{ approveSelfFlag: boolean; allowApproveMultiStepFlag: boolean }> = {}) => ({
  conditions,
  approveSelfFlag: false,
  allowApproveMultiStepFlag: false,
  ...flags,
});

describe('transfer approval setting', () => {
  it('starts with no setup, lists Transfers holders as approvers, saves with the password and is enabled', async () => {
    const { m, admin, a, b } = await team();
    const viewer = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Viewer', resourceCodes: ['index'] });
    await newOperatorUser(s, { merchant: m, roleId: viewer.id, name: 'Vic Viewer' });
    const off = await newOperatorUser(s, {
      merchant: m,
      roleId: (await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Off', resourceCodes: ['transfer:transfer'] })).id,
    });
    await setOperatorStatus(s.deps.db, { merchantNo: m.merchantNo, operatorId: off.operator.id, status: 0 });

    const none = await s.api('GET', '/transApproval/setting', { cookie: admin.cookie });
    expect(none.body.data).toMatchObject({ state: 'none', conditions: [] });
    const form = await s.api('GET', '/transApproval/formData', { cookie: admin.cookie });
    // the administrator role holds everything; the viewer and the disabled operator are not offered
    expect(form.body.data.approvers.map((p: { name: string }) => p.name)).toEqual(['Ada Admin', 'Bea Approver', 'Cal Approver']);
    expect(form.body.data.usdRates).toMatchObject({ USD: '1', JPY: '0.00667557', EUR: '1.08577633' }); // the exchange's market mid rates

    const body = setting([condition({ steps: [{ approverUserIds: [a.user.id] }, { approverUserIds: [b.user.id] }] })]);
    const wrong = await s.api('POST', '/transApproval/save', { cookie: admin.cookie, body: { setting: body, password: 'Wrong@2026x' } });
    expect(wrong.body.respCode).toBe(Codes.CONFIRM_PASSWORD_WRONG.code);
    expect((await s.api('GET', '/transApproval/setting', { cookie: admin.cookie })).body.data.state).toBe('none');

    const saved = await s.api('POST', '/transApproval/save', { cookie: admin.cookie, body: { setting: body, password: PASSWORD } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      state: 'enabled',
      updatedBy: 'Ada Admin',
      conditions: [
        {
          currency: 'USD',
          lowerAmount: '1000.00',
          upperAmount: null,
          required: true,
          mode: 'any',
          steps: [{ approvers: [{ name: 'Bea Approver' }] }, { approvers: [{ name: 'Cal Approver' }] }],
        },
      ],
    });
    const rows = await s.deps.database.query<{ action: string; summary: { before: unknown; after: { state: string } } }>(
      "select action, summary from audit_log where merchant_no = $1 and action like 'transferApproval.%' order by id",
      [m.merchantNo],
    );
    expect(rows.rows.map((r) => r.action)).toEqual(['transferApproval.save']);
    expect(rows.rows[0]!.summary.before).toBeNull();
    expect(rows.rows[0]!.summary.after.state).toBe('enabled');
  });

  it('disables and enables again; enabling without a setup is refused', async () => {
    const { m, admin, a } = await team();
    expect((await s.api('POST', '/transApproval/state', { cookie: admin.cookie, body: { state: 'enabled' } })).body.respCode).toBe(
      Codes.APPROVAL_NOT_SET_UP.code,
    );
    await s.api('POST', '/transApproval/save', {
      cookie: admin.cookie,
      body: { setting: setting([condition({ steps: [{ approverUserIds: [a.user.id] }] })]), password: PASSWORD },
    });
    const off = await s.api('POST', '/transApproval/state', { cookie: admin.cookie, body: { state: 'disabled' } });
    expect(off.body.data.state).toBe('disabled');
    expect(off.body.data.conditions).toHaveLength(1);
    expect((await s.api('POST', '/transApproval/state', { cookie: admin.cookie, body: { state: 'enabled' } })).body.data.state).toBe('enabled');
    const actions = await s.deps.database.query<{ action: string }>(
      "select action from audit_log where merchant_no = $1 and action like 'transferApproval.%' order by id",
      [m.merchantNo],
    );
    expect(actions.rows.map((r) => r.action)).toEqual(['transferApproval.save', 'transferApproval.disable', 'transferApproval.enable']);
  });

  it('validates conditions: completeness, upper above lower, at most 5, steps and approvers, overlaps', async () => {
    const { admin, a, b } = await team();
    const check = (body: unknown) => s.api('POST', '/transApproval/check', { cookie: admin.cookie, body });
    const steps = [{ approverUserIds: [a.user.id] }];
    const fields = (r: Awaited<ReturnType<typeof check>>) => r.body.data.fieldErrors.map((e: { field: string; message: string }) => [e.field, e.message]);

    const incomplete = await check(setting([{ currency: null, lowerAmount: '', required: null, mode: null, steps }]));
    expect(incomplete.body.respCode).toBe(Codes.VALIDATION.code);
    expect(fields(incomplete)).toEqual([
      ['conditions.0.currency', 'Please complete all approval condition information'],
      ['conditions.0.required', 'Please complete all approval condition information'],
      ['conditions.0.mode', 'Please complete all approval condition information'],
      ['conditions.0.lowerAmount', 'Please complete all approval condition information'],
    ]);
    const notAbove = await check(setting([condition({ lowerAmount: '500', upperAmount: '500', steps })]));
    expect(fields(notAbove)).toEqual([['conditions.0.upperAmount', 'The upper amount must exceed the lower amount']]);
    expect(fields(await check(setting([condition({ lowerAmount: '500', upperAmount: '499.99', steps })])))).toEqual([
      ['conditions.0.upperAmount', 'The upper amount must exceed the lower amount'],
    ]);
    expect((await check(setting([condition({ lowerAmount: '500', upperAmount: '500.01', steps })]))).status).toBe(200);

    const six = Array.from({ length: 6 }, (_, i) => condition({ lowerAmount: String(i * 10), upperAmount: String(i * 10 + 10), steps }));
    expect(fields(await check(setting(six)))).toEqual([['conditions', 'At most 5 approval conditions']]);
    expect((await check(setting(six.slice(0, 5)))).status).toBe(200);

    expect(fields(await check(setting([condition({ steps: [] })])))).toEqual([['conditions.0.steps', 'Keep at least one approval step']]);
    expect(fields(await check(setting([condition({ steps: [{ approverUserIds: [] }] })])))).toEqual([
      ['conditions.0.steps.0.approverUserIds', 'Please choose approvers'],
    ]);
    // an exempting condition needs no approvers
    expect((await check(setting([condition({ required: false, mode: null, steps: [] })]))).status).toBe(200);

    const overlap = await check(
      setting([
        condition({ lowerAmount: '0', upperAmount: '100', steps }),
        condition({ currency: 'EUR', lowerAmount: '0', steps }),
        condition({ lowerAmount: '99', steps }),
      ]),
    );
    expect(fields(overlap)).toEqual([['conditions.2.lowerAmount', 'This amount range overlaps condition 1 of the same currency']]);
    // touching ranges do not overlap (lower <= amount < upper)
    expect((await check(setting([condition({ lowerAmount: '0', upperAmount: '100', steps }), condition({ lowerAmount: '100', steps })]))).status).toBe(200);

    // one person on several steps: all-of needs the flag; any-of needs someone of its own per step
    const shared = [{ approverUserIds: [a.user.id] }, { approverUserIds: [a.user.id, b.user.id] }];
    expect(fields(await check(setting([condition({ mode: 'any', steps: shared })])))).toEqual([
      ['conditions.0.steps.0.approverUserIds', 'Without "one person may approve several steps", each step needs approvers of its own'],
    ]);
    expect(fields(await check(setting([condition({ mode: 'all', steps: shared })])))).toHaveLength(2);
    expect((await check(setting([condition({ mode: 'all', steps: shared })], { allowApproveMultiStepFlag: true }))).status).toBe(200);
    expect(
      (
        await check(
          setting([condition({ mode: 'any', steps: [{ approverUserIds: [a.user.id, b.user.id] }, { approverUserIds: [b.user.id, admin.user.id] }] })]),
        )
      ).status,
    ).toBe(200);
    expect(
      (await check(setting([condition({ mode: 'any', steps: [{ approverUserIds: [a.user.id, b.user.id] }, { approverUserIds: [b.user.id] }] })]))).body.data
        .fieldErrors[0].field,
    ).toBe('conditions.0.steps.1.approverUserIds');
  });

  it('caps amounts below USD 100,000,000, other currencies converted at the current rate', async () => {
    const { admin, a } = await team();
    const steps = [{ approverUserIds: [a.user.id] }];
    const check = (c: Record<string, unknown>) => s.api('POST', '/transApproval/check', { cookie: admin.cookie, body: setting([condition({ steps, ...c })]) });
    expect((await check({ lowerAmount: '99999999.99' })).status).toBe(200);
    const cap = await check({ lowerAmount: '100000000' });
    expect(cap.body.data.fieldErrors).toEqual([
      { field: 'conditions.0.lowerAmount', message: 'The amount must be below 100,000,000 USD (other currencies converted at the current rate)' },
    ]);
    expect((await check({ currency: 'ALL', lowerAmount: '0', upperAmount: '100000000' })).body.respCode).toBe(Codes.VALIDATION.code);
    // the market mid is 1 / 149.80 = 0.00667557 USD per JPY:
    // 14,900,000,000 JPY = 99,465,993 USD: under; 15,000,000,000 JPY = 100,133,550 USD: over
    expect((await check({ currency: 'JPY', lowerAmount: '14900000000' })).status).toBe(200);
    expect((await check({ currency: 'JPY', lowerAmount: '15000000000' })).body.respCode).toBe(Codes.VALIDATION.code);
    expect((await check({ currency: 'JPY', lowerAmount: '1.5' })).body.data.fieldErrors[0].message).toBe('This currency takes whole numbers only');
    // the rate comes from the server's rate source (its dependency), read at each request
    const market = s.deps.rates;
    s.deps.rates = { mid: async (base, quote, at) => (base === 'JPY' && quote === 'USD' ? '0.01' : market.mid(base, quote, at)) };
    try {
      expect((await check({ currency: 'JPY', lowerAmount: '10000000000' })).body.respCode).toBe(Codes.VALIDATION.code);
    } finally {
      s.deps.rates = market;
    }
  });

  it('refuses approvers without the approve code of Transfers or of another merchant, in both languages', async () => {
    const { m, admin } = await team();
    const viewer = await newOperatorUser(s, {
      merchant: m,
      roleId: (await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'V', resourceCodes: ['index'] })).id,
    });
    // the Transfers page without its approve button: /transfer/approve would refuse them
    const pageOnly = await newOperatorUser(s, {
      merchant: m,
      roleId: (await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'P', resourceCodes: ['transfer', 'transfer:transfer'] })).id,
    });
    const stranger = await newOperatorUser(s, { merchant: await payoutMerchant() });
    const offered = await s.api('GET', '/transApproval/formData', { cookie: admin.cookie });
    expect(offered.body.data.approvers.map((p: { userId: number }) => p.userId)).not.toContain(pageOnly.user.id);
    for (const id of [viewer.user.id, pageOnly.user.id, stranger.user.id]) {
      const r = await s.api('POST', '/transApproval/check', { cookie: admin.cookie, body: setting([condition({ steps: [{ approverUserIds: [id] }] })]) });
      expect(r.body.data.fieldErrors).toEqual([{ field: 'conditions.0.steps.0.approverUserIds', message: 'This approver may not approve transfers' }]);
      // the toast names the field by its label and row, never by its path
      expect(r.body.respMsg).toBe('Approvers (row 1.1): This approver may not approve transfers');
    }
    const zh = await newOperator(s, { merchant: m, language: 'zh-cn' });
    const r = await s.api('POST', '/transApproval/check', {
      cookie: zh.cookie,
      body: setting([condition({ lowerAmount: '5', upperAmount: '1', steps: [{ approverUserIds: [admin.user.id] }] })]),
    });
    expect(r.body.respMsg).toContain('金额上限必须大于下限');
    expect(r.body.respMsg).toMatch(/^金额(上限|下限)（第 1 行）：/);
  });

  it('checks permissions on every route and keeps merchants apart', async () => {
    const { m, admin, a } = await team();
    const other = await team();
    await s.api('POST', '/transApproval/save', {
      cookie: admin.cookie,
      body: { setting: setting([condition({ steps: [{ approverUserIds: [a.user.id] }] })]), password: PASSWORD },
    });
    expect((await s.api('GET', '/transApproval/setting', { cookie: other.admin.cookie })).body.data.state).toBe('none');

    const none = await newOperator(s, {
      merchant: m,
      roleId: (await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Nothing', resourceCodes: ['index'] })).id,
    });
    const viewOnly = await newOperator(s, {
      merchant: m,
      roleId: (await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'See', resourceCodes: ['account', 'security:transapproval'] })).id,
    });
    const body = { setting: setting([condition({ steps: [{ approverUserIds: [a.user.id] }] })]), password: PASSWORD };
    expect((await s.api('GET', '/transApproval/setting', { cookie: none.cookie })).status).toBe(403);
    expect((await s.api('GET', '/transApproval/setting', { cookie: viewOnly.cookie })).body.data.state).toBe('enabled');
    for (const cookie of [none.cookie, viewOnly.cookie]) {
      expect((await s.api('GET', '/transApproval/formData', { cookie })).status).toBe(403);
      expect((await s.api('POST', '/transApproval/check', { cookie, body: body.setting })).status).toBe(403);
      expect((await s.api('POST', '/transApproval/save', { cookie, body })).status).toBe(403);
      expect((await s.api('POST', '/transApproval/state', { cookie, body: { state: 'disabled' } })).status).toBe(403);
      expect((await s.api('GET', '/transApproval/pending/count', { cookie })).status).toBe(403);
    }
    expect((await s.api('GET', '/transApproval/setting')).status).toBe(401);
  });
});
