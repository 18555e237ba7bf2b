import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { CONTACTS, SETTLEMENT_ACCOUNTS, type PayeeSurface } from '../api/surface';
import { PayeeListPage } from './payee-list-page';

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

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim() ?? '');

describe('payee lists', () => {
  const api = fakeApi();
  const deleted = () => api.bodies('/delete');
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function show(surface: PayeeSurface, codes: string[]) {
    api.answer((u) => {
      if (u.pathname.endsWith('/delete')) return null;
      if (u.pathname.endsWith('/list')) return { content: [payee], total: 1, page: 1, size: 10 };
    });
    const handlers = { onAdd: vi.fn(), onEdit: vi.fn(), onView: surface === SETTLEMENT_ACCOUNTS ? vi.fn() : undefined };
    renderAt('/', <PayeeListPage surface={surface} {...handlers} />, { codes });
    return handlers;
  }

  it('transfer payees: category shown and offered as a filter, edit opens the payee, delete asks first', async () => {
    await inLanguage('en');
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const h = show(CONTACTS, ['transfer:contact', 'transfer:contact:edit', 'transfer:contact:delete']);
    const row = (await screen.findByText('Northwind Traders Ltd')).closest('tr')!;
    expect(headers()).toContain('Category');
    expect(await screen.findByRole('combobox', { name: 'Category' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(h.onEdit).toHaveBeenCalledWith(12);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(deleted()).toEqual([]);
    const confirm = (await screen.findByText('Delete payee "Northwind"?')).closest<HTMLElement>('.ant-popover')!;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted()).toEqual([{ id: 12 }]));
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
