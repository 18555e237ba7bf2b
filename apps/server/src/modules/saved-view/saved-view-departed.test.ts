import { describe, expect, it } from 'vitest';
import { createRole } from '../access/service.ts';
import { newMerchant, newOperator, signIn, useTestServer } from '../../../test/fixtures.ts';
import { viewBody } from '../../../test/saved-view-bodies.ts';

/**
 * Views a member left behind: their membership disabled on the team page (the way an operator leaves
 * a merchant), their shared views are marked, a team administrator deletes or takes them over, and
 * their private views stay out of everyone's reach until they are enabled again.
 */

const s = useTestServer();

const view = (o: Record<string, unknown> = {}) => viewBody({ name: 'Team week', visibility: 'shared', ...o });

type Listed = { id: number; name: string; mine: boolean; ownerName: string; ownerLeft: boolean };

/** A merchant with an administrator and two clerks (no team administration), all signed in. */
async function team() {
  const m = await newMerchant(s);
  const admin = await newOperator(s, { merchant: m, name: 'Ada Admin' });
  const clerk = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Clerk', resourceCodes: ['index'] });
  const owner = await newOperator(s, { merchant: m, name: 'Olive Owner', roleId: clerk.id });
  const mate = await newOperator(s, { merchant: m, name: 'Mo Mate', roleId: clerk.id });
  return { m, admin, owner, mate };
}

const save = async (cookie: string, body: Record<string, unknown>) => {
  const r = await s.api('POST', '/savedView/create', { cookie, body: view(body) });
  expect(r.status).toBe(200);
  return r.body.data.id as number;
};
const list = async (cookie: string): Promise<Listed[]> => (await s.api('GET', '/savedView/list?listId=transactions', { cookie })).body.data;
const setStatus = (cookie: string, id: number, status: 0 | 1) => s.api('POST', '/permission/operator/status', { cookie, body: { id, status } });
const takeOver = (cookie: string, id: number) => s.api('POST', '/savedView/takeOver', { cookie, body: { id } });

async function savedViewAudit(merchantNo: string) {
  const r = await s.deps.database.query<{ action: string; summary: Record<string, unknown> }>(
    'select action, summary from audit_log where merchant_no = $1 and action like $2 order by id',
    [merchantNo, 'savedView.%'],
  );
  return r.rows;
}

describe('saved views of a member who left', () => {
  it('are marked as a former member’s once the owner is disabled; an administrator takes one over and then changes it', async () => {
    const { m, admin, owner, mate } = await team();
    const shared = await save(owner.cookie, {});
    const hidden = await save(owner.cookie, { name: 'Only mine', visibility: 'private' });
    expect((await list(mate.cookie)).map((v) => [v.name, v.ownerLeft])).toEqual([['Team week', false]]);
    // a member's view stays theirs; a clerk may not take over at all
    const live = await takeOver(admin.cookie, shared);
    expect(live.status).toBe(409);
    expect(live.body.respMsg).toBe('Only a shared view whose owner has left the team can be taken over.');
    expect((await takeOver(mate.cookie, shared)).status).toBe(403);

    expect((await setStatus(admin.cookie, owner.operator.id, 0)).body.respCode).toBe('20000');
    const seen = await list(mate.cookie);
    expect(seen).toEqual([expect.objectContaining({ id: shared, name: 'Team week', mine: false, ownerName: 'Olive Owner', ownerLeft: true })]);
    // still nobody else's to change, and the clerk still may not take it over
    expect((await s.api('POST', '/savedView/update', { cookie: mate.cookie, body: { id: shared, ...view({ name: 'Ours' }) } })).status).toBe(403);
    expect((await takeOver(mate.cookie, shared)).status).toBe(403);
    // the departed owner's private view stays out of sight, for the administrator too
    expect((await list(admin.cookie)).map((v) => v.id)).toEqual([shared]);
    expect((await takeOver(admin.cookie, hidden)).status).toBe(404);
    expect((await s.api('POST', '/savedView/delete', { cookie: admin.cookie, body: { id: hidden } })).status).toBe(404);

    // the administrator already has a view of that name: the usual field error, nothing changes hands
    const clash = await save(admin.cookie, { visibility: 'private' });
    const refused = await takeOver(admin.cookie, shared);
    expect(refused.status).toBe(422);
    expect(refused.body.data.fieldErrors).toEqual([{ field: 'name', message: 'You already have a view of this name on this list.' }]);
    expect((await s.api('POST', '/savedView/delete', { cookie: admin.cookie, body: { id: clash } })).status).toBe(200);

    const taken = await takeOver(admin.cookie, shared);
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({
      id: shared,
      name: 'Team week',
      visibility: 'shared',
      filters: view().filters,
      columns: view().columns,
      mine: true,
      ownerName: 'Ada Admin',
      ownerLeft: false,
    });
    expect(await list(mate.cookie)).toEqual([expect.objectContaining({ id: shared, mine: false, ownerName: 'Ada Admin', ownerLeft: false })]);
    expect((await takeOver(admin.cookie, shared)).status).toBe(409);
    const changed = await s.api('POST', '/savedView/update', { cookie: admin.cookie, body: { id: shared, ...view({ name: 'Team week, paid' }) } });
    expect(changed.body.data).toMatchObject({ name: 'Team week, paid', mine: true });

    const entries = await savedViewAudit(m.merchantNo);
    expect(entries.map((e) => e.action)).toEqual([
      'savedView.create',
      'savedView.create',
      'savedView.create',
      'savedView.delete',
      'savedView.takeOver',
      'savedView.update',
    ]);
    expect(entries[4]!.summary).toMatchObject({ name: 'Team week', owner: { operatorId: owner.operator.id, name: 'Olive Owner', left: true } });

    // enabled again, the owner finds their private view as they left it; the shared one is no longer theirs
    await setStatus(admin.cookie, owner.operator.id, 1);
    const back = await signIn(s, owner.email);
    expect((await list(back.cookie)).map((v) => [v.name, v.mine])).toEqual([
      ['Only mine', true],
      ['Team week, paid', false],
    ]);
  });

  it('an administrator deletes a teammate’s shared view, left or not; a clerk deletes only their own', async () => {
    const { m, admin, owner, mate } = await team();
    const first = await save(owner.cookie, { name: 'First' });
    const second = await save(owner.cookie, { name: 'Second' });
    const ownPrivate = await save(owner.cookie, { name: 'Private', visibility: 'private' });
    const mates = await save(mate.cookie, { name: 'Mate’s' });

    expect((await s.api('POST', '/savedView/delete', { cookie: mate.cookie, body: { id: first } })).status).toBe(403);
    expect((await s.api('POST', '/savedView/delete', { cookie: mate.cookie, body: { id: mates } })).status).toBe(200);
    // a live member's shared view
    expect((await s.api('POST', '/savedView/delete', { cookie: admin.cookie, body: { id: first } })).status).toBe(200);
    // a private view is nobody else's business, not even the administrator's
    expect((await s.api('POST', '/savedView/delete', { cookie: admin.cookie, body: { id: ownPrivate } })).status).toBe(404);
    // a departed owner's shared view
    await setStatus(admin.cookie, owner.operator.id, 0);
    expect((await s.api('POST', '/savedView/delete', { cookie: mate.cookie, body: { id: second } })).status).toBe(403);
    expect((await s.api('POST', '/savedView/delete', { cookie: admin.cookie, body: { id: second } })).status).toBe(200);
    expect(await list(mate.cookie)).toEqual([]);

    const deletes = (await savedViewAudit(m.merchantNo)).filter((e) => e.action === 'savedView.delete');
    expect(deletes.map((e) => e.summary)).toEqual([
      { listId: 'transactions', name: 'Mate’s', visibility: 'shared' },
      { listId: 'transactions', name: 'First', visibility: 'shared', owner: { operatorId: owner.operator.id, name: 'Olive Owner', left: false } },
      { listId: 'transactions', name: 'Second', visibility: 'shared', owner: { operatorId: owner.operator.id, name: 'Olive Owner', left: true } },
    ]);
  });

  it('another merchant’s administrator finds nothing to take over', async () => {
    const { admin, owner } = await team();
    const shared = await save(owner.cookie, {});
    await setStatus(admin.cookie, owner.operator.id, 0);
    const stranger = await newOperator(s);
    expect((await takeOver(stranger.cookie, shared)).status).toBe(404);
    expect((await s.api('POST', '/savedView/delete', { cookie: stranger.cookie, body: { id: shared } })).status).toBe(404);
  });
});
