import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { SETTLEMENT_ACCOUNTS } from '../api/surface';
import { PayeeEditPage } from './payee-edit-page';

const account = {
  id: 5,
  merchantNo: 'M1001',
  purpose: 'settlement',
  category: 'own',
  entityType: 'corporate',
  currency: 'HKD',
  country: 'HK',
  method: 'local',
  accountFormat: 'hkBank',
  name: 'Kowloon Lantern Trading Ltd',
  idNumber: null,
  address: null,
  bankName: 'Hang Seng Bank Ltd',
  swift: 'HASEHKHH',
  bankCode: '024',
  branchCode: '318',
  accountNumber: '7730215560',
  nickname: 'Hang Seng HKD',
  isDefault: true,
  accountMask: '•••• 5560',
  attachments: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('settlement account edit', () => {
  const api = fakeApi();

  it('a new holder name asks for the payment password, then saves the account as the merchant’s own', async () => {
    await inLanguage('en');
    api.answer((u) => {
      if (u.pathname.endsWith('/detail')) return account;
      if (u.pathname.endsWith('/update')) return account;
    });
    renderAt('/', <PayeeEditPage surface={SETTLEMENT_ACCOUNTS} id={5} onDone={() => {}} />, {
      codes: ['settlement:payeeManage', 'settlement:payeeManage:edit'],
    });
    const holder = await screen.findByRole('textbox', { name: 'Account holder name' });
    await waitFor(() => expect((holder as HTMLInputElement).value).toBe('Kowloon Lantern Trading Ltd'));
    fireEvent.change(holder, { target: { value: 'Kowloon Lantern Trading Company Ltd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Payment password' });
    expect(api.bodies('/update')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Payment password (6 digits)'), { target: { value: '135790' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodies('/update')).toHaveLength(1));
    expect(api.bodies('/update')[0]).toMatchObject({
      id: 5,
      paymentPassword: '135790',
      payee: { category: 'own', name: 'Kowloon Lantern Trading Company Ltd', accountNumber: '7730215560' },
    });
  });
});
