import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { BusinessLine, BusinessType } from '@crossbill/contracts/merchant';
import type { ApprovalSettingInput } from '@crossbill/contracts/transfer-approval';
import { newMerchant, newOperator, newOperatorUser, PASSWORD, signIn, useTestServer } from '../../../test/fixtures.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createRole } from '../access/service.ts';
import { cancel, decide, flowView, onApprovalFinished, pendingForUser, startApproval, type ApprovalOutcome } from './service.ts';
import { saveSetting, setSettingState } from './settings.ts';

const s = useTestServer();

/** A payout merchant, its administrator and four approvers holding the Transfers page and its approve button. */
async function team() {
  const m = await newMerchant(s, {
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
  });
  const admin = await newOperatorUser(s, { merchant: m, name: 'Admin' });
  const role = await createRole(s.deps.db, {
    merchantNo: m.merchantNo,
    name: 'Payout',
    resourceCodes: ['transfer', 'transfer:transfer', 'transfer:transfer:approve'],
  });
  const made = [];
  for (const name of ['Ann', 'Ben', 'Cat', 'Dan']) made.push(await newOperatorUser(s, { merchant: m, roleId: role.id, name }));
  const [ann, ben, cat, dan] = made.map((p) => p.user.id) as [number, number, number, number];
  return { m, scope: [m.merchantNo], admin: admin.user.id, ann, ben, cat, dan, annEmail: made[0]!.email };
}
type Team = Awaited<ReturnType<typeof team>>;

const configure = (t: Team, conditions: ApprovalSettingInput['conditions'], flags: Partial<ApprovalSettingInput> = {}) =>
  saveSetting(s.deps.db, {
    merchantNo: t.m.merchantNo,
    setting: { conditions, approveSelfFlag: false, allowApproveMultiStepFlag: false, ...flags },
    password: PASSWORD,
    actor: { userId: t.admin },
    now: s.clock.now,
    rates: s.deps.rates,
  });

const steps = (...ids: number[][]) => ids.map((approverUserIds) => ({ approverUserIds }));
const usd = (lower: string, upper: string | null, mode: 'any' | 'all', st: ReturnType<typeof steps>, currency = 'USD') => ({
  currency,
  lowerAmount: lower,
  upperAmount: upper,
  required: true,
  mode,
  steps: st,
});

let seq = 0;
const start = (t: Team, o: { currency?: string; amountMinor: bigint; submitter?: number }) =>
  s.deps.db.transaction((tx) =>
    startApproval(tx as Tx, t.scope, {
      subjectType: 'transfer',
      subjectId: `T-${++seq}`,
      submitterUserId: o.submitter ?? t.admin,
      currency: o.currency ?? 'USD',
      amountMinor: o.amountMinor,
      now: s.clock.now,
      rates: s.deps.rates,
    }),
  );
const flowId = async (p: ReturnType<typeof start>) => {
  const r = await p;
  if (!r.required) throw new Error('approval expected');
  return r.flowId;
};
const act = (t: Team, id: number, userId: number, decision: 'approve' | 'reject' = 'approve', reason?: string) =>
  decide(s.deps.db, t.scope, { flowId: id, userId, decision, reason, now: s.clock.now });
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.info.code : String(e)),
  );

describe('approval engine: matching', () => {
  it('needs no approval without a setting, when disabled, outside every range or in an exempting one', async () => {
    const t = await team();
    expect(await start(t, { amountMinor: 1_000_00n })).toEqual({ required: false });
    await configure(t, [
      usd('1000', '5000', 'any', steps([t.ann])),
      { currency: 'USD', lowerAmount: '5000', upperAmount: null, required: false, mode: null, steps: [] },
    ]);
    expect(await start(t, { amountMinor: 999_99n })).toEqual({ required: false });
    expect((await start(t, { amountMinor: 1_000_00n })).required).toBe(true);
    expect((await start(t, { amountMinor: 4_999_99n })).required).toBe(true);
    expect(await start(t, { amountMinor: 5_000_00n })).toEqual({ required: false }); // upper bound exclusive, then exempt
    expect(await start(t, { currency: 'EUR', amountMinor: 2_000_00n })).toEqual({ required: false });
    await setSettingState(s.deps.db, { merchantNo: t.m.merchantNo, state: 'disabled', actor: { userId: t.admin }, now: s.clock.now });
    expect(await start(t, { amountMinor: 1_000_00n })).toEqual({ required: false });
  });

  it('matches its own currency first, then "all currencies" by the USD amount at the mid rate', async () => {
    const t = await team();
    await configure(t, [usd('0', '1000', 'any', steps([t.ann]), 'JPY'), usd('500', null, 'any', steps([t.ben]), 'ALL')]);
    const view = async (id: number) => (await flowView(s.deps.db, t.scope, 'transfer', `T-${id}`))!;
    // 900 JPY: its own condition
    await start(t, { currency: 'JPY', amountMinor: 900n });
    expect((await view(seq)).steps[0]!.approvers.map((a) => a.name)).toEqual(['Ann']);
    // 100,000 JPY × 0.00667557 (1 / 149.80) = 667.56 USD: the all-currencies condition
    await start(t, { currency: 'JPY', amountMinor: 100_000n });
    expect((await view(seq)).steps[0]!.approvers.map((a) => a.name)).toEqual(['Ben']);
    // 70,000 JPY = 467.29 USD: below every range
    expect(await start(t, { currency: 'JPY', amountMinor: 70_000n })).toEqual({ required: false });
    expect((await start(t, { currency: 'EUR', amountMinor: 500_00n })).required).toBe(true); // 542.89 USD
  });
});

describe('approval engine: decisions', () => {
  it('any-of: one approval completes a step; the last step ends approved; the hook sees it in the transaction', async () => {
    const t = await team();
    const seen: ApprovalOutcome[] = [];
    const off = onApprovalFinished('transfer', async (tx, o) => {
      seen.push(o);
      await tx.execute('select 1');
    });
    try {
      await configure(t, [usd('0', null, 'any', steps([t.ann, t.ben], [t.cat]))]);
      const id = await flowId(start(t, { amountMinor: 100n }));
      expect(await act(t, id, t.ben)).toEqual({ status: 'pending', currentStep: 2 });
      expect(await code(act(t, id, t.ann))).toBe(Codes.APPROVAL_NOT_CANDIDATE.code); // step 1 is over
      expect(seen).toEqual([]);
      expect(await act(t, id, t.cat)).toEqual({ status: 'approved', currentStep: 2 });
      expect(seen).toMatchObject([{ flowId: id, status: 'approved', userId: t.cat, subjectType: 'transfer' }]);
      expect(await code(act(t, id, t.cat))).toBe(Codes.APPROVAL_FLOW_CLOSED.code);
      const view = (await flowView(s.deps.db, t.scope, 'transfer', `T-${seq}`))!;
      expect(view.status).toBe('approved');
      expect(view.steps.map((st) => st.status)).toEqual(['approved', 'approved']);
      expect(view.steps[0]!.approvers.map((a) => [a.name, a.decision])).toEqual([
        ['Ann', null],
        ['Ben', 'approve'],
      ]);
    } finally {
      off();
    }
  });

  it('all-of: every approver of the step; a rejection needs a 1-200 character reason and ends the flow', async () => {
    const t = await team();
    await configure(t, [usd('0', null, 'all', steps([t.ann, t.ben], [t.cat]))]);
    const id = await flowId(start(t, { amountMinor: 100n }));
    expect(await act(t, id, t.ann)).toEqual({ status: 'pending', currentStep: 1 });
    expect(await code(act(t, id, t.ann))).toBe(Codes.APPROVAL_ALREADY_DECIDED.code);
    expect(await code(act(t, id, t.dan))).toBe(Codes.APPROVAL_NOT_CANDIDATE.code);
    expect(await act(t, id, t.ben)).toEqual({ status: 'pending', currentStep: 2 });
    expect(await code(act(t, id, t.cat, 'reject', '  '))).toBe(Codes.VALIDATION.code);
    expect(await code(act(t, id, t.cat, 'reject', 'x'.repeat(201)))).toBe(Codes.VALIDATION.code);
    expect(await act(t, id, t.cat, 'reject', 'x'.repeat(200))).toEqual({ status: 'rejected', currentStep: 2 });
    const view = (await flowView(s.deps.db, t.scope, 'transfer', `T-${seq}`))!;
    expect(view).toMatchObject({ status: 'rejected', reason: 'x'.repeat(200), steps: [{ status: 'approved' }, { status: 'rejected' }] });
    const audit = await s.deps.database.query<{ action: string }>("select action from audit_log where target = $1 and action like 'approval.%' order by id", [
      String(id),
    ]);
    expect(audit.rows.map((r) => r.action)).toEqual(['approval.start', 'approval.approve', 'approval.approve', 'approval.reject']);
  });

  it('the submitter approves only with approveSelfFlag; a flow nobody else can approve is refused at the start', async () => {
    const t = await team();
    await configure(t, [usd('0', null, 'any', steps([t.ann, t.ben]))]);
    const id = await flowId(start(t, { amountMinor: 100n, submitter: t.ann }));
    expect(await code(act(t, id, t.ann))).toBe(Codes.APPROVAL_SELF_NOT_ALLOWED.code);
    expect(await pendingForUser(s.deps.db, t.scope, t.ann)).toEqual([]);
    expect((await act(t, id, t.ben)).status).toBe('approved');

    await configure(t, [usd('0', null, 'any', steps([t.ann]))]);
    expect(await code(start(t, { amountMinor: 100n, submitter: t.ann }))).toBe(Codes.APPROVAL_NO_APPROVER.code);
    await configure(t, [usd('0', null, 'any', steps([t.ann]))], { approveSelfFlag: true });
    const own = await flowId(start(t, { amountMinor: 100n, submitter: t.ann }));
    expect((await pendingForUser(s.deps.db, t.scope, t.ann)).map((p) => p.flowId)).toEqual([own]);
    expect((await act(t, own, t.ann)).status).toBe('approved');
  });

  it('one person approves several steps only with allowApproveMultiStepFlag', async () => {
    const t = await team();
    await configure(t, [usd('0', null, 'any', steps([t.ann, t.ben], [t.ann, t.cat]))]);
    const id = await flowId(start(t, { amountMinor: 100n }));
    await act(t, id, t.ann);
    expect(await code(act(t, id, t.ann))).toBe(Codes.APPROVAL_MULTI_STEP_NOT_ALLOWED.code);
    expect(await pendingForUser(s.deps.db, t.scope, t.ann)).toEqual([]);
    expect((await pendingForUser(s.deps.db, t.scope, t.cat)).map((p) => p.stepNo)).toEqual([2]);

    await configure(t, [usd('0', null, 'any', steps([t.ann, t.ben], [t.ann, t.cat]))], { allowApproveMultiStepFlag: true });
    const id2 = await flowId(start(t, { amountMinor: 100n }));
    await act(t, id2, t.ann);
    expect((await act(t, id2, t.ann)).status).toBe('approved');
  });

  it('concurrent decisions serialise on the flow: all-of with two approvers at once ends approved once', async () => {
    const t = await team();
    let finished = 0;
    const off = onApprovalFinished('transfer', async () => void finished++);
    try {
      await configure(t, [usd('0', null, 'all', steps([t.ann, t.ben]))]);
      const id = await flowId(start(t, { amountMinor: 100n }));
      const results = await Promise.all([act(t, id, t.ann), act(t, id, t.ben)]);
      expect(results.map((r) => r.status).sort()).toEqual(['approved', 'pending']);
      expect(finished).toBe(1);
      // any-of: two at once, one wins the step, the other is told the step moved on
      await configure(t, [usd('0', null, 'any', steps([t.ann, t.ben], [t.cat]))]);
      const id2 = await flowId(start(t, { amountMinor: 100n }));
      const codes = await Promise.all([code(act(t, id2, t.ann)), code(act(t, id2, t.ben))]);
      expect(codes.sort()).toEqual([Codes.APPROVAL_NOT_CANDIDATE.code, 'ok'].sort());
      expect((await flowView(s.deps.db, t.scope, 'transfer', `T-${seq}`))!.currentStep).toBe(2);
    } finally {
      off();
    }
  });

  it('a flow keeps its snapshot when the setting changes, and cancel ends it', async () => {
    const t = await team();
    await configure(t, [usd('0', null, 'all', steps([t.ann, t.ben]))]);
    const id = await flowId(start(t, { amountMinor: 100n }));
    await configure(t, [usd('0', null, 'any', steps([t.cat]))], { approveSelfFlag: true });
    await setSettingState(s.deps.db, { merchantNo: t.m.merchantNo, state: 'disabled', actor: { userId: t.admin }, now: s.clock.now });
    expect(await code(act(t, id, t.cat))).toBe(Codes.APPROVAL_NOT_CANDIDATE.code);
    expect((await act(t, id, t.ann)).status).toBe('pending'); // still all-of
    expect(await cancel(s.deps.db, { flowId: id, merchantNo: t.m.merchantNo, reason: 'Not approved by the scheduled date', now: s.clock.now })).toBe(true);
    expect(await cancel(s.deps.db, { flowId: id, merchantNo: t.m.merchantNo, reason: 'again', now: s.clock.now })).toBe(false);
    expect(await code(act(t, id, t.ben))).toBe(Codes.APPROVAL_FLOW_CLOSED.code);
    expect((await flowView(s.deps.db, t.scope, 'transfer', `T-${seq}`))!).toMatchObject({ status: 'cancelled', reason: 'Not approved by the scheduled date' });
  });

  it('keeps merchants apart and counts what an operator can approve over the API', async () => {
    const t = await team();
    const other = await team();
    await configure(t, [usd('0', null, 'any', steps([t.ann, t.ben]))]);
    const id = await flowId(start(t, { amountMinor: 12_345n }));
    expect(await code(decide(s.deps.db, other.scope, { flowId: id, userId: t.ann, decision: 'approve', now: s.clock.now }))).toBe(Codes.NOT_FOUND.code);
    expect(await flowView(s.deps.db, other.scope, 'transfer', `T-${seq}`)).toBeNull();
    expect(await code(cancel(s.deps.db, { flowId: id, merchantNo: other.m.merchantNo, reason: 'x', now: s.clock.now }))).toBe(Codes.NOT_FOUND.code);

    const { cookie } = await signIn(s, t.annEmail);
    expect((await s.api('GET', '/transApproval/pending/count', { cookie })).body.data).toEqual({ total: 1, bySubjectType: { transfer: 1 } });
    const admin = await newOperator(s, { merchant: t.m });
    expect((await s.api('GET', '/transApproval/pending/count', { cookie: admin.cookie })).body.data).toEqual({ total: 0, bySubjectType: {} });
    const flow = await s.api('GET', `/approveTask/getApproveTaskByAssociationId?associationId=T-${seq}`, { cookie });
    expect(flow.body.data).toMatchObject({ flowId: id, status: 'pending', currency: 'USD', amount: '123.45', stepCount: 1 });
  });
});
