import { describe, expect, it } from 'vitest';
import { SAVED_VIEWS_PER_LIST } from '@crossbill/contracts/saved-view-limits';
import { createRole } from '../access/service.ts';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { viewBody } from '../../../test/saved-view-bodies.ts';

const s = useTestServer();

const view = viewBody;

const names = (body: { data: { name: string }[] }) => body.data.map((v) => v.name);

describe('saved views', () => {
  it('a private view is its owner’s alone, a shared one every operator’s of the merchant, never another merchant’s', async () => {
    const m = await newMerchant(s);
    const owner = await newOperator(s, { merchant: m, name: 'Olive Owner' });
    // a teammate without the team's administration (an administrator may delete any shared view)
    const clerk = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Clerk', resourceCodes: ['index'] });
    const mate = await newOperator(s, { merchant: m, roleId: clerk.id });
    const stranger = await newOperator(s);

    const mine = await s.api('POST', '/savedView/create', { cookie: owner.cookie, body: view() });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ name: 'Failed cards', visibility: 'private', mine: true, filters: view().filters, columns: view().columns });
    const shared = await s.api('POST', '/savedView/create', { cookie: owner.cookie, body: view({ name: 'Team week', visibility: 'shared' }) });
    expect(shared.status).toBe(200);
    // another list's view stays on that list
    await s.api('POST', '/savedView/create', { cookie: owner.cookie, body: view({ listId: 'refunds', columns: ['refundId', 'status', 'amount'] }) });

    const ownList = await s.api('GET', '/savedView/list?listId=transactions', { cookie: owner.cookie });
    expect(names(ownList.body)).toEqual(['Failed cards', 'Team week']);
    const mateList = await s.api('GET', '/savedView/list?listId=transactions', { cookie: mate.cookie });
    expect(names(mateList.body)).toEqual(['Team week']);
    expect(mateList.body.data[0]).toMatchObject({ mine: false, ownerName: 'Olive Owner', ownerLeft: false, visibility: 'shared' });
    const strangerList = await s.api('GET', '/savedView/list?listId=transactions', { cookie: stranger.cookie });
    expect(strangerList.body.data).toEqual([]);

    // a teammate cannot change or delete a shared view; another merchant does not even find it
    const mateEdit = await s.api('POST', '/savedView/update', { cookie: mate.cookie, body: { id: shared.body.data.id, ...view({ name: 'Mine now' }) } });
    expect(mateEdit.status).toBe(403);
    const mateDelete = await s.api('POST', '/savedView/delete', { cookie: mate.cookie, body: { id: shared.body.data.id } });
    expect(mateDelete.status).toBe(403);
    expect((await s.api('POST', '/savedView/delete', { cookie: mate.cookie, body: { id: mine.body.data.id } })).status).toBe(404);
    expect((await s.api('POST', '/savedView/delete', { cookie: stranger.cookie, body: { id: shared.body.data.id } })).status).toBe(404);
    expect(names((await s.api('GET', '/savedView/list?listId=transactions', { cookie: mate.cookie })).body)).toEqual(['Team week']);

    // the teammate keeps a view of the same name: names are unique per owner
    expect((await s.api('POST', '/savedView/create', { cookie: mate.cookie, body: view({ name: 'Team week' }) })).status).toBe(200);

    // the owner renames and shares; then deletes
    const renamed = await s.api('POST', '/savedView/update', {
      cookie: owner.cookie,
      body: { id: mine.body.data.id, ...view({ name: 'Declined', visibility: 'shared' }) },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Declined', visibility: 'shared' });
    expect(names((await s.api('GET', '/savedView/list?listId=transactions', { cookie: mate.cookie })).body)).toEqual(['Declined', 'Team week', 'Team week']);
    expect((await s.api('POST', '/savedView/delete', { cookie: owner.cookie, body: { id: mine.body.data.id } })).status).toBe(200);
    expect(names((await s.api('GET', '/savedView/list?listId=transactions', { cookie: owner.cookie })).body)).toEqual(['Team week']);

    const entries = await s.deps.database.query<{ action: string }>('select action from audit_log where merchant_no = $1 and action like $2 order by id', [
      m.merchantNo,
      'savedView.%',
    ]);
    expect(entries.rows.map((r) => r.action)).toEqual([
      'savedView.create',
      'savedView.create',
      'savedView.create',
      'savedView.create',
      'savedView.update',
      'savedView.delete',
    ]);
  });

  it('refuses bad input naming the field, a second view of one name, and more than the limit', async () => {
    const { cookie } = await newOperator(s);
    const refused = async (body: unknown, field: string) => {
      const r = await s.api('POST', '/savedView/create', { cookie, body });
      expect(r.status).toBe(422);
      expect(r.body.data.fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
    };
    await refused(view({ name: 'x'.repeat(41) }), 'name');
    await refused(view({ name: '  ' }), 'name');
    await refused(view({ listId: 'nothing' }), 'listId');
    await refused(view({ visibility: 'everyone' }), 'visibility');
    await refused(view({ columns: ['transactionId', 'time'] }), 'columns');
    await refused(view({ columns: ['transactionId', 'time', 'refundId'] }), 'columns');
    await refused(view({ filters: { status: 'x'.repeat(201) } }), 'filters.status');
    await refused(view({ filters: { 'bad key': '1' } }), 'filters.bad key');
    await refused(view({ filters: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, '1'])) }), 'filters');
    const list = await s.api('GET', '/savedView/list?listId=nothing', { cookie });
    expect(list.status).toBe(422);

    expect((await s.api('POST', '/savedView/create', { cookie, body: view({ name: 'One' }) })).status).toBe(200);
    await refused(view({ name: 'One' }), 'name');
    for (let i = 1; i < SAVED_VIEWS_PER_LIST; i++)
      expect((await s.api('POST', '/savedView/create', { cookie, body: view({ name: `View ${i}` }) })).status).toBe(200);
    await refused(view({ name: 'One too many' }), 'name');
    // the limit is per list
    expect((await s.api('POST', '/savedView/create', { cookie, body: view({ listId: 'refunds', columns: ['refundId', 'status', 'amount'] }) })).status).toBe(
      200,
    );
  });

  it('remembers the theme and the date range carry-over with the operator’s preferences', async () => {
    const { cookie } = await newOperator(s);
    expect((await s.api('GET', '/merchant/profile', { cookie })).body.data).toEqual({});
    const set = await s.api('POST', '/merchant/profile/update', { cookie, body: { theme: 'dark', carryDateRange: false } });
    expect(set.body.data).toEqual({ theme: 'dark', carryDateRange: false });
    expect((await s.api('GET', '/merchant/profile', { cookie })).body.data).toEqual({ theme: 'dark', carryDateRange: false });
    expect((await s.api('POST', '/merchant/profile/update', { cookie, body: { theme: 'purple' } })).status).toBe(422);
  });
});
