import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAt } from '../../test/page';
import { inLanguage } from '../../test/utils';
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

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim() ?? '');

describe('the shared list table (transactions)', () => {
  const api = fakeApi();
  const lists = () => api.urls('/transaction/list');
  const saved = () => api.bodies('/merchant/profile/update');
  let profile: Record<string, unknown> = {};

  function open(url: string) {
    api.answer((u, init) => {
      if (u.pathname.endsWith('/transaction/list')) return { content: [row], total: 1, totalCapped: false, page: 1, size: 10 };
      if (u.pathname.endsWith('/merchant/profile/update')) {
        const body = JSON.parse(String(init?.body));
        profile = { tableColumns: { ...(profile.tableColumns as object), ...body.tableColumns } };
        return profile;
      }
      if (u.pathname.endsWith('/merchant/profile')) return profile;
      if (u.pathname.endsWith('/merchant/account/getMerchantInfo'))
        return {
          merchantNo: 'G1',
          merchantName: 'Group',
          merchantType: 3,
          members: [
            { merchantNo: 'M1', merchantName: 'Shop One' },
            { merchantNo: 'M2', merchantName: 'Shop Two' },
          ],
        };
    });
    renderAt(url, <TransactionQueryPage onOpen={() => {}} />);
  }

  beforeEach(() => {
    profile = {};
  });

  it("sends the URL's filters, dropping a choice the list does not offer", async () => {
    await inLanguage('en');
    open('/transaction/query?period=today&status=succeeded&currency=USD&type=bogus&page=2&size=20');
    await screen.findByText('T100');
    const q = lists().at(-1)!.searchParams;
    expect(q.get('preset')).toBe('today');
    expect(q.get('status')).toBe('succeeded');
    expect(q.get('currency')).toBe('USD');
    expect(q.get('type')).toBeNull();
    expect(q.get('page')).toBe('2');
    expect(q.get('size')).toBe('20');
  });

  it("shows the operator's saved columns and saves a new choice, at least three", async () => {
    await inLanguage('en');
    profile = { tableColumns: { transactions: ['transactionId', 'status', 'amount'] } };
    open('/transaction/query');
    await screen.findByText('T100');
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['Transaction ID', 'Status', 'Amount'])));
    expect(headers()).not.toContain('Merchant order ID');

    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    const box = await screen.findByRole('checkbox', { name: 'Merchant order ID' });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Status' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Amount' }));
    // two left: too few, and Save is refused
    expect(await screen.findByText('Keep at least three columns visible.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save columns' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Currency' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save columns' }));
    await waitFor(() => expect(saved()).toEqual([{ tableColumns: { transactions: ['transactionId', 'merchantOrderId', 'currency'] } }]));
    await waitFor(() => expect(headers()).toContain('Merchant order ID'));
    expect(headers()).not.toContain('Status');
  }, 60_000);

  it('keeps a Chinese list in Chinese: headers, count and buttons', async () => {
    await inLanguage('zh-cn');
    open('/transaction/query');
    await screen.findByText('T100');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('交易号');
    expect(screen.getByText('共 1 笔交易')).toBeTruthy();
    // antd spaces out a two-character Chinese button label
    expect(screen.getByRole('button', { name: /^查\s?询$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /列设置/ })).toBeTruthy();
  });

  it('in a group view: the member column, and a member filter that reads through the family path', async () => {
    await inLanguage('en');
    localStorage.setItem('cb_login', JSON.stringify({ userId: 1, merchantNo: 'G1', merchantName: 'Group', merchantType: 3, roleName: null }));
    profile = { tableColumns: { transactions: ['transactionId', 'status', 'merchantNo'] } };
    open('/transaction/query?member=M2');
    await screen.findByText('T100');
    await waitFor(() => expect(headers()).toContain('Merchant No.'));
    const last = lists().at(-1)!;
    expect(last.pathname).toBe('/api/blocMer/transaction/list');
    expect(last.searchParams.get('member')).toBe('M2');
    expect(await screen.findByText('Shop Two (M2)')).toBeTruthy();
  });
});
