import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { AccessProvider } from '../../../components/access';
import { permissionsOf } from '../../../lib/access';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { CONTACTS, SETTLEMENT_ACCOUNTS, type PayeeSurface } from '../api/surface';
import { PayeeListPage } from './payee-list-page';

const fetchMock = vi.fn<typeof fetch>();
const payee = {
  id: 12,
  nickname: 'Northwind',
  isDefault: true,
  name: 'Northwind Traders Ltd',
  category: 'supplier',
  country: 'GB',
  currency: 'GBP',
  method: 'bank',
  bankName: 'Barclays Bank UK PLC',
  accountMask: '•••• 5432',
};
const deleted: unknown[] = [];

function show(surface: PayeeSurface, codes: string[]) {
  fetchMock.mockImplementation(async (input, init) => {
    const u = new URL(String(input), 'http://localhost');
    if (u.pathname.endsWith('/delete')) {
      deleted.push(JSON.parse(String(init?.body)));
      return envelopeResponse(SUCCESS_CODE, null);
    }
    if (u.pathname.endsWith('/list')) return envelopeResponse(SUCCESS_CODE, { content: [payee], total: 1, page: 1, size: 10 });
    return envelopeResponse(SUCCESS_CODE, {});
  });
  const handlers = { onAdd: vi.fn(), onEdit: vi.fn(), onView: surface === SETTLEMENT_ACCOUNTS ? vi.fn() : undefined };
  render(
    <QueryClientProvider client={queryClient}>
      <AccessProvider permissions={permissionsOf({ permissions: codes, userInfo: { businessType: '2' } })}>
        <MemoryRouter initialEntries={['/']}>
          <PayeeListPage surface={surface} {...handlers} />
        </MemoryRouter>
      </AccessProvider>
    </QueryClientProvider>,
  );
  return handlers;
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim() ?? '');

describe('payee lists', () => {
  beforeEach(() => {
    queryClient.clear();
    deleted.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    queryClient.clear();
  });

  it('transfer payees: category shown and offered as a filter, edit opens the payee, delete asks first', async () => {
    await inLanguage('en');
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const h = show(CONTACTS, ['transfer:contact', 'transfer:contact:edit', 'transfer:contact:delete']);
    const row = (await screen.findByText('Northwind Traders Ltd')).closest('tr')!;
    expect(headers()).toContain('Category');
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(h.onEdit).toHaveBeenCalledWith(12);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(deleted).toEqual([]);
    const confirm = (await screen.findByText('Delete payee "Northwind"?')).closest<HTMLElement>('.ant-popover')!;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([{ id: 12 }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Payee deleted'));
  });

  it('settlement accounts: no category and no delete, View opens the account', async () => {
    await inLanguage('en');
    const h = show(SETTLEMENT_ACCOUNTS, ['settlement:payeeManage', 'settlement:payeeManage:edit']);
    const row = (await screen.findByText('Northwind Traders Ltd')).closest('tr')!;
    expect(headers()).not.toContain('Category');
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'View' }));
    expect(h.onView).toHaveBeenCalledWith(12);
  });
});
