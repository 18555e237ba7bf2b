import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { ID, detail, item, stats } from '../test-fixture';
import { SubscriptionDetailPage } from './detail-page';
import { SubscriptionListPage } from './list-page';

const page = (over: Parameters<typeof item>[0] = {}) => ({ content: [item(over)], total: 1, page: 1, size: 10 });
/** the list page asks for its figures and its rows */
const listing =
  (rows: unknown, figures = stats()) =>
  (url: URL) =>
    url.pathname.endsWith('/subscription/stats') ? figures : rows;

describe('subscription orders', () => {
  const api = fakeApi();

  it('lists subscriptions with amount per cycle, frequency, cycles, dunning and the masked card', async () => {
    await inLanguage('en');
    api.answer(
      listing({
        content: [item(), item({ subscriptionId: 'SB2026112700000002', frequencyUnit: 'minute', frequencyCount: 5, billingCycles: null, dunning: 'past_due' })],
        total: 2,
        page: 1,
        size: 10,
      }),
    );
    const opened: string[] = [];
    renderAt(
      '/subscription/order',
      <SubscriptionListPage onOpen={(id) => opened.push(id)} href={(id) => `/subscription/order/detail?subscriptionId=${id}`} />,
      {
        codes: ['subscription:order'],
      },
    );
    expect(await screen.findByText('2 subscriptions')).toBeTruthy();
    expect(screen.getAllByText('19.90 USD')).toHaveLength(2);
    expect(screen.getByText('every 2 months')).toBeTruthy();
    expect(screen.getByText('every 5 minutes')).toBeTruthy();
    expect(screen.getByText('3 / 12')).toBeTruthy();
    expect(screen.getByText('3 / —')).toBeTruthy();
    expect(screen.getByText('Past due')).toBeTruthy();
    expect(screen.getAllByText('411111****1111')).toHaveLength(2);
    // the figures strip: active, each currency's monthly recurring revenue, churn with its counts
    const strip = within(await screen.findByTestId('subscription-figures'));
    expect(strip.getByText('Active subscriptions')).toBeTruthy();
    expect(strip.getByText('37')).toBeTruthy();
    expect(strip.getByText('438.00 EUR')).toBeTruthy();
    expect(strip.getByText('1,541.52 USD')).toBeTruthy();
    expect(strip.getByText('7.50%')).toBeTruthy();
    expect(strip.getByText('2 cancelled, 1 unpaid, of 40 active 30 days ago')).toBeTruthy();
    fireEvent.click(screen.getAllByText('View')[1]!);
    expect(opened).toEqual(['SB2026112700000002']);
  });

  it('sends the filters of the URL as the list query, next billing days as instants', async () => {
    await inLanguage('en');
    api.answer(listing(page()));
    const url =
      '/subscription/order?status=1&collectionMethod=2&customer=ada&productName=Coffee&contractNumber=C-1001&currency=USD&begin=2026-12-01&end=2026-12-31';
    renderAt(url, <SubscriptionListPage onOpen={() => {}} href={() => ''} />, { codes: ['subscription:order'] });
    expect(await screen.findByText('1 subscriptions')).toBeTruthy();
    const q = Object.fromEntries(api.urls('/subscription/list').at(-1)!.searchParams);
    expect(q).toMatchObject({
      status: '1',
      collectionMethod: '2',
      customer: 'ada',
      productName: 'Coffee',
      contractNumber: 'C-1001',
      currency: 'USD',
      nextBillingFrom: '2026-11-30T16:00:00.000Z',
      nextBillingTo: '2026-12-31T16:00:00.000Z',
    });
  });

  it('exports what the URL filters show with the export code, and offers no export without it', async () => {
    await inLanguage('en');
    const task = {
      id: 7,
      merchantNo: 'M1',
      fileName: 'Subscriptions.xlsx',
      fileUrl: null,
      dateTime: '2026-11-28T00:00:00.000Z',
      fileStatus: 'GI',
      downloadFlag: 0,
    };
    api.answer((u) => (u.pathname.endsWith('/subscription/export') ? task : listing(page())(u)));
    const view = renderAt('/subscription/order?status=1&currency=USD', <SubscriptionListPage onOpen={() => {}} href={() => ''} />, {
      codes: ['subscription:order', 'subscription:order:export'],
    });
    fireEvent.click(await screen.findByRole('button', { name: /Export/ }));
    await waitFor(() => expect(api.bodies('/subscription/export')).toEqual([{ status: '1', currency: 'USD' }]));
    view.unmount();
    renderAt('/subscription/order', <SubscriptionListPage onOpen={() => {}} href={() => ''} />, { codes: ['subscription:order'] });
    expect(await screen.findByText('1 subscriptions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('drops a malformed contract number from the query and names the words in Chinese', async () => {
    await inLanguage('zh-cn');
    api.answer(
      listing(page({ collectionMethod: 2, status: 3 }), stats({ mrr: [], churn: { windowDays: 30, cancelled: 0, unpaid: 0, activeAtStart: 0, rate: null } })),
    );
    renderAt('/subscription/order?contractNumber=bad%20one', <SubscriptionListPage onOpen={() => {}} href={() => ''} />, { codes: ['subscription:order'] });
    expect(await screen.findByText('每 2 个月')).toBeTruthy();
    expect(screen.getAllByText('已取消').length).toBeGreaterThan(0);
    expect(api.urls('/subscription/list').at(-1)!.searchParams.has('contractNumber')).toBe(false);
    // the figures in Chinese; none active 30 days ago: no rate
    const strip = within(screen.getByTestId('subscription-figures'));
    expect(strip.getByText('流失率（近 30 天）')).toBeTruthy();
    expect(strip.getAllByText('—')).toHaveLength(2);
    expect(strip.getByText('已取消 0 个、未付款 0 个，30 天前生效中 0 个')).toBeTruthy();
  });

  it('shows the contract, the masked card, every cycle with its transaction, the charges and the changes', async () => {
    await inLanguage('en');
    api.answer(() => detail({ prorationAmount: '1.25', dunning: 'past_due', retryCount: 1, nextRetryAt: '2026-11-30T00:00:00.000Z' }));
    const opened: string[] = [];
    renderAt(
      `/subscription/order/detail?subscriptionId=${ID}`,
      <SubscriptionDetailPage subscriptionId={ID} onBack={() => {}} open={{ transaction: (id) => opened.push(id), refund: () => {} }} />,
      { codes: ['subscription:order'] },
    );
    expect(await screen.findByText('C-1001')).toBeTruthy();
    expect(screen.getByText('411111****1111')).toBeTruthy();
    expect(screen.queryByText(/4111111111111111/)).toBeNull();
    expect(screen.getByText('Visa')).toBeTruthy();
    expect(screen.getByText('United States of America')).toBeTruthy();
    expect(screen.getAllByText('1.25 USD').length).toBeGreaterThan(0);
    expect(screen.getByText(/The last charge was declined: 1 retries made so far/)).toBeTruthy();
    expect(screen.getAllByText('Plan 1 · cycle 2')).toHaveLength(2);
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('00 · Approved')).toBeTruthy();
    expect(screen.getByText('Merchant (stored card)')).toBeTruthy();
    expect(screen.getByText('5.00 USD × 1, every 5 minutes')).toBeTruthy();
    expect(screen.getByText('9.95 USD × 2, every 2 months')).toBeTruthy();
    fireEvent.click(screen.getByText('T20261028000000000002'));
    fireEvent.click(screen.getByText('T20260827000000000001'));
    expect(opened).toEqual(['T20261028000000000002', 'T20260827000000000001']);
    // no action without its code
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('offers edit and cancel only with their codes, and neither once cancelled', async () => {
    await inLanguage('en');
    api.answer(() => detail());
    const codes = ['subscription:order', 'subscription:order:edit', 'subscription:order:cancel'];
    const first = renderAt(`/x`, <SubscriptionDetailPage subscriptionId={ID} onBack={() => {}} open={{ transaction: () => {}, refund: () => {} }} />, {
      codes,
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    first.unmount();
    api.answer(() => detail({ status: 3, cancelMode: 'immediately', cancelAt: '2026-11-27T00:00:00.000Z' }));
    renderAt(`/x`, <SubscriptionDetailPage subscriptionId="SB2026112700000009" onBack={() => {}} open={{ transaction: () => {}, refund: () => {} }} />, {
      codes,
    });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });
});
