import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Codes } from '@crossbill/contracts/codes';
import { SAVED_VIEW_ADMIN_CODE } from '@crossbill/contracts/resources';
import { fakeApi, renderAt } from '../../test/page';
import { envelopeResponse, inLanguage } from '../../test/utils';
import { TransactionQueryPage } from '../../features/transaction/pages/query-page';

const row = {
  transactionId: 'T100',
  merchantNo: 'M1',
  merchantOrderId: 'ORDER-1',
  originalTransactionId: null,
  time: '2026-11-20T02:00:00.000Z',
  type: 'sale',
  status: 'succeeded',
  amount: '12.50',
  currency: 'USD',
  paymentMethod: 'card',
  cardNumber: '424242******4242',
  cardCountry: 'US',
  refundState: 'none',
  responseCode: '00',
  responseMessage: 'Approved',
  initiator: 'customer',
  subscriptionId: null,
};

const failedView = {
  id: 7,
  listId: 'transactions',
  name: 'Failed today',
  filters: { period: 'today', status: 'failed' },
  columns: ['transactionId', 'status', 'amount'],
  visibility: 'shared',
  mine: false,
  ownerName: 'Olive',
  ownerLeft: false,
  updatedAt: '2026-11-20T02:00:00.000Z',
};

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim() ?? '');

describe('saved views of a list (transactions)', () => {
  const api = fakeApi();
  let profile: Record<string, unknown> = {};
  let views: unknown[] = [];

  // how the server answers a take-over: the view becomes the caller's, or a refusal
  let takeOverAnswer: ((id: number) => unknown) | null = null;

  /** The transactions page at `url`; `codes` for an operator of a role holding them (none: no codes at all). */
  function open(url: string, codes?: string[]) {
    api.answer((u, init) => {
      if (u.pathname.endsWith('/transaction/list')) return { content: [row], total: 1, totalCapped: false, page: 1, size: 10 };
      if (u.pathname.endsWith('/merchant/profile/update')) {
        const body = JSON.parse(String(init?.body));
        profile = { tableColumns: { ...(profile.tableColumns as object), ...body.tableColumns } };
        return profile;
      }
      if (u.pathname.endsWith('/merchant/profile')) return profile;
      if (u.pathname.endsWith('/savedView/list')) return views;
      if (u.pathname.endsWith('/savedView/update')) {
        const body = JSON.parse(String(init?.body));
        views = views.map((v) => ((v as { id: number }).id === body.id ? { ...(v as object), ...body } : v));
        return views.find((v) => (v as { id: number }).id === body.id);
      }
      if (u.pathname.endsWith('/savedView/delete')) {
        const body = JSON.parse(String(init?.body));
        views = views.filter((v) => (v as { id: number }).id !== body.id);
        return null;
      }
      if (u.pathname.endsWith('/savedView/takeOver')) {
        const { id } = JSON.parse(String(init?.body)) as { id: number };
        if (takeOverAnswer) return takeOverAnswer(id);
        views = views.map((v) => ((v as { id: number }).id === id ? { ...(v as object), mine: true, ownerLeft: false, ownerName: 'Me' } : v));
        return views.find((v) => (v as { id: number }).id === id);
      }
      if (u.pathname.endsWith('/savedView/create')) {
        const body = JSON.parse(String(init?.body));
        const made = { id: 8, mine: true, ownerName: 'Me', updatedAt: '2026-11-20T02:00:00.000Z', ...body };
        views = [...views, made];
        return made;
      }
    });
    renderAt(url, <TransactionQueryPage onOpen={() => {}} />, { codes });
  }

  beforeEach(() => {
    profile = {};
    views = [];
    takeOverAnswer = null;
  });

  it('saves the filters and columns the list shows as a shared view, then names it on the button', async () => {
    await inLanguage('en');
    open('/transaction/query?period=last7&status=succeeded&page=2');
    await screen.findByText('T100');
    fireEvent.click(await screen.findByRole('button', { name: /Views/ }));
    expect(await screen.findByText('No saved views on this list yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save current view as…' }));
    fireEvent.change(await screen.findByLabelText('View name'), { target: { value: 'Last week paid' } });
    fireEvent.click(screen.getByRole('radio', { name: 'My team' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodies('/savedView/create')).toEqual([
        {
          listId: 'transactions',
          name: 'Last week paid',
          visibility: 'shared',
          // the page number is not part of a view
          filters: { period: 'last7', status: 'succeeded' },
          columns: ['transactionId', 'merchantOrderId', 'time', 'type', 'status', 'amount', 'paymentMethod', 'cardNumber'],
        },
      ]),
    );
    expect(await screen.findByRole('button', { name: /View: Last week paid/ })).toBeTruthy();
  }, 60_000);

  it('a name is required before saving', async () => {
    await inLanguage('en');
    open('/transaction/query');
    await screen.findByText('T100');
    fireEvent.click(await screen.findByRole('button', { name: /Views/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save current view as…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/View name is required/)).toBeTruthy();
    expect(api.bodies('/savedView/create')).toEqual([]);
  }, 60_000);

  it("applying a teammate's shared view puts its filters in place of the list's and shows its columns", async () => {
    await inLanguage('en');
    views = [failedView];
    open('/transaction/query?currency=USD&period=last30');
    await screen.findByText('T100');
    fireEvent.click(await screen.findByRole('button', { name: /Views/ }));
    const item = await screen.findByRole('button', { name: 'Failed today' });
    expect(screen.getByText('Shared by Olive')).toBeTruthy();
    // not the operator's own: nothing to rename or delete
    expect(screen.queryByRole('button', { name: /Delete view/ })).toBeNull();
    fireEvent.click(item);
    await waitFor(() => {
      const q = api.urls('/transaction/list').at(-1)!.searchParams;
      expect(q.get('preset')).toBe('today');
      expect(q.get('status')).toBe('failed');
      expect(q.get('currency')).toBeNull();
    });
    await waitFor(() => expect(api.bodies('/merchant/profile/update')).toEqual([{ tableColumns: { transactions: ['transactionId', 'status', 'amount'] } }]));
    await waitFor(() => expect(headers()).not.toContain('Merchant order ID'));
    expect(headers()).toEqual(expect.arrayContaining(['Transaction ID', 'Status', 'Amount']));
    expect(await screen.findByRole('button', { name: /View: Failed today/ })).toBeTruthy();
  }, 60_000);

  it('speaks Chinese in a Chinese portal', async () => {
    await inLanguage('zh-cn');
    views = [{ ...failedView, mine: true, visibility: 'private' }];
    open('/transaction/query');
    await screen.findByText('T100');
    fireEvent.click(await screen.findByRole('button', { name: /视图/ }));
    const panel = await screen.findByText('已保存的视图');
    expect(panel).toBeTruthy();
    const item = (await screen.findByRole('button', { name: 'Failed today' })).closest('li')!;
    expect(within(item).getByRole('button', { name: '删除视图 Failed today' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '将当前视图另存为…' })).toBeTruthy();
  }, 60_000);

  it("renames and shares the operator's own view keeping its filters, then deletes it", async () => {
    await inLanguage('en');
    views = [{ ...failedView, mine: true, visibility: 'private', ownerName: 'Me' }];
    open('/transaction/query?currency=USD');
    await screen.findByText('T100');
    fireEvent.click(await screen.findByRole('button', { name: /Views/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit view Failed today' }));
    const name = await screen.findByLabelText('View name');
    fireEvent.change(name, { target: { value: 'Failed, team' } });
    fireEvent.click(screen.getByRole('radio', { name: 'My team' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // not asked to replace them: the view keeps its own filters and columns, not the list's
    await waitFor(() =>
      expect(api.bodies('/savedView/update')).toEqual([
        { id: 7, listId: 'transactions', name: 'Failed, team', visibility: 'shared', filters: failedView.filters, columns: failedView.columns },
      ]),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Views/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete view Failed, team' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.bodies('/savedView/delete')).toEqual([{ id: 7 }]));
    expect(await screen.findByText('View deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Failed, team' })).toBeNull());
    expect(api.urls('/savedView/list').length).toBeGreaterThanOrEqual(3); // asked again after each change
  }, 60_000);

  it("shows a former member's shared view as such; the team administrator takes it over, and it is then theirs to edit", async () => {
    await inLanguage('en');
    views = [{ ...failedView, ownerLeft: true }];
    open('/transaction/query', ['transaction:query', SAVED_VIEW_ADMIN_CODE]);
    await screen.findByText('T100');
    fireEvent.click(await screen.findByRole('button', { name: /Views/ }));
    const item = (await screen.findByRole('button', { name: 'Failed today' })).closest('li')!;
    expect(within(item).getByText('Shared by Olive (former member)')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Edit view Failed today' })).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Take over view Failed today' }));
    expect(await screen.findByText('Take over “Failed today”? It becomes your view, still shared with the team.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(api.bodies('/savedView/takeOver')).toEqual([{ id: 7 }]));
    expect(await screen.findByText('The view is yours now')).toBeTruthy();
    // asked again: now the administrator's own, shared, with its edit button
    const mine = (await screen.findByRole('button', { name: 'Edit view Failed today' })).closest('li')!;
    expect(within(mine).getByText('Shared')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Take over view Failed today' })).toBeNull();
  }, 60_000);

  it('tells the administrator why a take-over was refused (a view of theirs has that name)', async () => {
    await inLanguage('en');
    views = [{ ...failedView, ownerLeft: true }];
    takeOverAnswer = () =>
      envelopeResponse(
        Codes.VALIDATION.code,
        { fieldErrors: [{ field: 'name', message: 'You already have a view of this name on this list.' }] },
        'Name: You already have a view of this name on this list.',
        422,
      );
    open('/transaction/query', [SAVED_VIEW_ADMIN_CODE]);
    await screen.findByText('T100');
    fireEvent.click(await screen.findByRole('button', { name: /Views/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take over view Failed today' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take over' }));
    expect(await screen.findByText('Name: You already have a view of this name on this list.')).toBeTruthy();
  }, 60_000);

  it("the administrator deletes a live teammate's shared view for the team, but cannot take it over", async () => {
    await inLanguage('en');
    views = [failedView];
    open('/transaction/query', [SAVED_VIEW_ADMIN_CODE]);
    await screen.findByText('T100');
    fireEvent.click(await screen.findByRole('button', { name: /Views/ }));
    const item = (await screen.findByRole('button', { name: 'Failed today' })).closest('li')!;
    expect(within(item).getByText('Shared by Olive')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /Take over/ })).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Delete view Failed today' }));
    expect(await screen.findByText('Delete the view “Failed today” shared by Olive? It disappears for the whole team.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.bodies('/savedView/delete')).toEqual([{ id: 7 }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Failed today' })).toBeNull());
  }, 60_000);

  it("a plain operator sees a former member's view marked, in Chinese too, with nothing to change", async () => {
    await inLanguage('zh-cn');
    views = [{ ...failedView, ownerLeft: true }];
    open('/transaction/query', ['transaction:query']);
    await screen.findByText('T100');
    fireEvent.click(await screen.findByRole('button', { name: /视图/ }));
    const item = (await screen.findByRole('button', { name: 'Failed today' })).closest('li')!;
    expect(within(item).getByText('前成员 Olive 共享')).toBeTruthy();
    expect(within(item).queryAllByRole('button')).toHaveLength(1); // the view itself, to apply
  }, 60_000);
});
