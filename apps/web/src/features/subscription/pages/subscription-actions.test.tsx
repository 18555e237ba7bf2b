import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { Codes } from '@crossbill/contracts/codes';
import { businessDate, businessInstant } from '@crossbill/contracts/business-time';
import { fakeApi, renderAt } from '../../../test/page';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { ID, detail, preview } from '../test-fixture';
import { isPastDay } from '../components/cancel-modal';
import { SubscriptionDetailPage } from './detail-page';

const CODES = ['subscription:order', 'subscription:order:edit', 'subscription:order:cancel', 'subscription:setting'];

describe('subscription actions', () => {
  const api = fakeApi();
  const show = (answer: (path: string, body: unknown) => unknown) => {
    api.answer((u, init) => answer(u.pathname, init?.body ? JSON.parse(String(init.body)) : undefined));
    renderAt(
      `/subscription/order/detail?subscriptionId=${ID}`,
      <SubscriptionDetailPage subscriptionId={ID} onBack={() => {}} open={{ transaction: () => {}, refund: () => {} }} />,
      {
        codes: CODES,
      },
    );
  };
  const settings = (defaultCancelMode = 'end_of_cycle') => ({
    retryDelays: [1, 3, 5],
    afterLastRetry: 'cancel',
    emailUpcoming: true,
    emailFailed: true,
    emailCancelled: true,
    defaultCancelMode,
  });
  const openEdit = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Price per unit (USD)'), { target: { value: '12.50' } });
    return dialog;
  };

  it('previews the proration, then confirms the change with the previewed credit and the version read', async () => {
    await inLanguage('en');
    show((path) =>
      path.endsWith('/change/preview') ? preview() : path.endsWith('/subscription/change') ? detail() : path.endsWith('/setting') ? settings() : detail(),
    );
    const dialog = await openEdit();
    expect((within(dialog).getByRole('button', { name: 'Confirm the change' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('6.63 USD')).toBeTruthy();
    expect(within(dialog).getByText('18.37 USD')).toBeTruthy();
    expect(api.bodies('/change/preview')).toEqual([{ subscriptionId: ID, price: '12.50' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    await waitFor(() =>
      expect(api.bodies('/subscription/change')).toEqual([
        { subscriptionId: ID, version: 4, price: '12.50', prorationAmount: '6.63', prorationDate: '2026-11-28T00:00:00.000Z' },
      ]),
    );
    expect(await screen.findByText('Subscription changed')).toBeTruthy();
  });

  it('asks to change something before previewing', async () => {
    await inLanguage('en');
    show(() => detail());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Change the price, the quantity or the frequency.')).toBeTruthy();
    expect(api.sent('/change/preview')).toHaveLength(0);
  });

  it('says when the amounts moved (409), shows the new proration and confirms with it', async () => {
    await inLanguage('en');
    let previews = 0;
    let changes = 0;
    show((path) => {
      if (path.endsWith('/change/preview')) return ++previews === 1 ? preview() : preview({ credit: '5.10', chargeNow: '19.90' });
      if (path.endsWith('/subscription/change'))
        return ++changes === 1 ? envelopeResponse(Codes.PRORATION_CHANGED.code, null, 'The proration amount is now 5.10 USD', 409) : detail();
      return detail({ version: changes ? 5 : 4 });
    });
    const dialog = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('6.63 USD')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    expect(await within(dialog).findByText(/The amounts changed since your preview/)).toBeTruthy();
    expect(await within(dialog).findByText('5.10 USD')).toBeTruthy();
    expect(api.bodies('/change/preview')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    await waitFor(() => expect(api.bodies('/subscription/change')).toHaveLength(2));
    expect(api.bodies('/subscription/change')[1]).toMatchObject({ prorationAmount: '5.10', version: 5, price: '12.50' });
    // each attempt its own idempotency key: the second is not answered by the first's refusal
    const keys = api.sent('/subscription/change').map((r) => (r.init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('cancels after the current cycle by default (the settings say so)', async () => {
    await inLanguage('en');
    show((path) => (path.endsWith('/setting') ? settings() : detail()));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('After the current cycle') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(api.bodies('/subscription/cancel')).toEqual([{ subscriptionId: ID, mode: 'end_of_cycle', refund: false }]));
  });

  it('cancels immediately with the refund of the unused part, the settings’ default chosen first', async () => {
    await inLanguage('en');
    show((path) => (path.endsWith('/setting') ? settings('immediately') : detail()));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('Immediately') as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(dialog).getByLabelText('Refund the unused part of the current cycle'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(api.bodies('/subscription/cancel')).toEqual([{ subscriptionId: ID, mode: 'immediately', refund: true }]));
  });

  it('cancels on a date (not a past one) at the start of that Beijing day', async () => {
    await inLanguage('en');
    show((path) => (path.endsWith('/setting') ? settings() : detail()));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('On a date'));
    const input = await within(dialog).findByLabelText('Cancellation date');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(dialog).findByText('Cancellation date is required.')).toBeTruthy();
    const today = dayjs(`${businessDate(new Date())}T00:00:00`);
    // today and before are not offered (billing days are Beijing's)
    expect([isPastDay(today), isPastDay(today.subtract(1, 'day')), isPastDay(today.add(1, 'day'))]).toEqual([true, true, false]);
    const day = today.add(10, 'day').format('YYYY-MM-DD');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: day } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() =>
      expect(api.bodies('/subscription/cancel')).toEqual([
        { subscriptionId: ID, mode: 'on_date', cancelDate: businessInstant(day).toISOString(), refund: false },
      ]),
    );
  });
});
