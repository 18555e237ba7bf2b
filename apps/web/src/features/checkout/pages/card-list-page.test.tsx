import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHECKOUT_METHODS } from '@crossbill/contracts/checkout';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { CardFormPage } from './card-form-page';
import { BrandListPage } from './brand-list-page';
import { CardListPage } from './card-list-page';

const card = (id: number, method: string, priority: number, kind = 'card') => ({
  id,
  method,
  kind,
  priority,
  enabled: true,
  allWebsites: true,
  websites: [],
  createTime: '2026-11-01T00:00:00.000Z',
  updateTime: '2026-11-01T00:00:00.000Z',
});
const page = (content: unknown[]) => ({ content, total: content.length, page: 1, size: 100 });

describe('checkout cards', () => {
  const api = fakeApi();

  it('moves a method to the top or the bottom only; the first cannot go higher, the last not lower', async () => {
    await inLanguage('en');
    api.answer((u) => (u.pathname.endsWith('/checkout/card/list') ? page([card(1, 'visa', 1), card(2, 'alipay', 2, 'local'), card(3, 'amex', 3)]) : []));
    renderAt('/', <CardListPage onAdd={() => {}} onView={() => {}} onEdit={() => {}} />, { codes: ['checkout:card', 'checkout:card:edit'] });
    const top = await screen.findByRole('button', { name: 'Move Alipay to top' });
    expect((screen.getByRole('button', { name: 'Move Visa to top' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move American Express to bottom' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add payment method' })).toBeNull();
    const row = screen.getByText('Alipay').closest('tr')!;
    expect(within(row).getByText('Local method')).toBeTruthy();
    // the shared list frame: the count, the column settings, the default columns (Updated only on choice)
    expect(screen.getByText('3 payment methods')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Columns/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Priority' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Updated' })).toBeNull();
    fireEvent.click(top);
    await waitFor(() => expect(api.bodies('/checkout/card/move')).toEqual([{ id: 2, to: 'top' }]));
  });

  it('adding offers only methods not yet listed, and needs one', async () => {
    await inLanguage('en');
    api.answer((u) => (u.pathname.endsWith('/checkout/card/list') ? page([card(1, 'visa', 1)]) : []));
    renderAt('/', <CardFormPage id={null} onDone={() => {}} />, { codes: ['checkout:card', 'checkout:card:add'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment method is required.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Payment method' }));
    expect(await screen.findByText('Mastercard')).toBeTruthy();
    expect(screen.queryByTitle('Visa')).toBeNull();
    expect(api.bodies('/checkout/card/add')).toEqual([]);
  });

  it('with every method listed, adding says so instead of offering an empty choice', async () => {
    await inLanguage('en');
    const all = CHECKOUT_METHODS.map((m, i) => card(i + 1, m, i + 1));
    api.answer((u) => (u.pathname.endsWith('/checkout/card/list') ? page(all) : []));
    renderAt('/', <CardFormPage id={null} onDone={() => {}} />, { codes: ['checkout:card', 'checkout:card:add'] });
    expect(await screen.findByText(/Every payment method is already listed/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Payment method' })).toBeNull();
  });

  it('lists brands with their colour and websites; the buttons open the brand they name', async () => {
    await inLanguage('zh-cn');
    const brand = {
      id: 7,
      name: 'Acme',
      logoFileId: null,
      logoUrl: null,
      colour: '#1677FF',
      allWebsites: true,
      websites: [],
      showMerchantOrderId: true,
      allowCancel: false,
      switchCountry: false,
      autoRedirect: true,
      createTime: '2026-11-01T00:00:00.000Z',
      updateTime: '2026-11-01T00:00:00.000Z',
    };
    api.answer((u) => (u.pathname.endsWith('/checkout/brand/list') ? { content: [brand], total: 1, page: 1, size: 10 } : []));
    const opened: string[] = [];
    renderAt('/', <BrandListPage onAdd={() => {}} onView={(id) => opened.push(`view ${id}`)} onEdit={(id) => opened.push(`edit ${id}`)} />, {
      codes: ['checkout:brand', 'checkout:brand:edit'],
    });
    const row = (await screen.findByText('Acme')).closest('tr')!;
    expect(within(row).getByText('#1677FF')).toBeTruthy();
    expect(screen.getByText('共 1 个品牌')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '查看品牌 Acme' }));
    fireEvent.click(within(row).getByRole('button', { name: '编辑品牌 Acme' }));
    expect(opened).toEqual(['view 7', 'edit 7']);
    expect(screen.queryByRole('button', { name: '添加品牌' })).toBeNull();
  });
});
