import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { BatchesPage } from './batches-page';

const batch = {
  batchId: 'SB20261120USD',
  merchantNo: 'M1',
  settlementDate: '2026-11-20',
  currency: 'USD',
  transactionCount: 3,
  transactionAmount: '300.00',
  refundCount: 0,
  refundAmount: '0.00',
  chargebackAmount: '0.00',
  chargebackFee: '0.00',
  fixedFee: '0.90',
  discountFee: '8.70',
  feeAmount: '9.60',
  usdRate: '1',
  settlementAmount: '290.40',
  status: 'paid',
  paidAt: '2026-11-20T03:00:00.000Z',
};

describe('settlement batches', () => {
  const api = fakeApi();
  const lists = () => api.urls('/batch/list');

  function show(side: 'settlement' | 'wallet', url: string) {
    api.answer((u) => (u.pathname.endsWith('/batch/list') ? { content: [batch], total: 1, page: 1, size: 10 } : undefined));
    const onOpen = vi.fn();
    renderAt(url, <BatchesPage side={side} onOpen={onOpen} />);
    return onOpen;
  }

  it('asks for the settlement days of the URL and opens a batch by its ID', async () => {
    await inLanguage('en');
    const onOpen = show('settlement', '/settlement/balance?begin=2026-11-01&end=2026-11-20&currency=USD');
    fireEvent.click(await screen.findByText('SB20261120USD'));
    expect(onOpen).toHaveBeenCalledWith('SB20261120USD');
    const q = lists().at(-1)!;
    expect(q.pathname).toMatch(/\/settlement\/batch\/list$/);
    expect(q.searchParams.get('from')).toBe('2026-11-01');
    expect(q.searchParams.get('to')).toBe('2026-11-20');
    expect(q.searchParams.get('beginTime')).toBeNull();
    expect(q.searchParams.get('currency')).toBe('USD');
    expect(screen.getByRole('columnheader', { name: 'Settlement amount' })).toBeTruthy();
  });

  it("names the net amount by the wallet's side: what reached the available balance", async () => {
    await inLanguage('zh-cn');
    show('wallet', '/wallet/settlement/batch');
    await screen.findByText('SB20261120USD');
    expect(lists().at(-1)!.pathname).toMatch(/\/wallet\/settlement\/batch\/list$/);
    expect(screen.getByRole('columnheader', { name: '入账可用余额' })).toBeTruthy();
    expect(screen.getByText('共 1 个批次')).toBeTruthy();
  });
});
