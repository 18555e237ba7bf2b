import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { CollectionListPage } from './collection-list-page';

const collection = {
  id: 41,
  time: '2026-11-20T02:00:00.000Z',
  transactionNo: 'VC0001',
  virtualAccountId: 7,
  accountNumber: 'GB00TCBL04136200000007',
  currency: 'GBP',
  amount: '2500.50',
  payerName: 'Fabrikam Ltd',
  payerAccount: 'GB29NWBK60161331926819',
  reference: 'E2E-FT-0001',
  bankTransactionId: 'B1',
  status: 'succeed',
  failReason: null,
};
const account = { id: 7, currency: 'GBP', accountNumber: 'GB00TCBL04136200000007', status: 'active' };

describe('collection transactions', () => {
  const api = fakeApi();
  const lists = () => api.urls('/collection/transaction/list');

  function show(url: string) {
    api.answer((u) => {
      if (u.pathname.endsWith('/collection/transaction/list')) return { content: [collection], total: 1, page: 1, size: 10 };
      if (u.pathname.endsWith('/virtualAccount/list')) return { content: [account], total: 1, page: 1, size: 100 };
    });
    const onOpen = vi.fn();
    renderAt(url, <CollectionListPage onOpen={onOpen} />);
    return onOpen;
  }

  it("lists one account's collections from an account's link, named by its number, and a row opens", async () => {
    await inLanguage('en');
    const onOpen = show('/collection/transaction?account=7&period=last7');
    fireEvent.click((await screen.findByText('E2E-FT-0001')).closest('tr')!);
    expect(onOpen).toHaveBeenCalledWith(41);
    const q = lists().at(-1)!.searchParams;
    expect(q.get('virtualAccountId')).toBe('7');
    expect(q.get('account')).toBeNull();
    expect(q.get('preset')).toBe('last7');
    // the filter shows the account it is set to, once the accounts are read
    expect(await screen.findByTitle('GBP · GB00TCBL04136200000007')).toBeTruthy();
  });

  it('drops an account link the endpoint would refuse instead of failing the list', async () => {
    await inLanguage('en');
    show('/collection/transaction?account=abc');
    await screen.findByText('E2E-FT-0001');
    await waitFor(() => expect(lists().length).toBeGreaterThan(0));
    expect(lists().at(-1)!.searchParams.get('virtualAccountId')).toBeNull();
  });
});
