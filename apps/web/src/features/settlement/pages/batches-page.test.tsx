import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { queryClient } from '../../../lib/query-client';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { BatchesPage } from './batches-page';

const fetchMock = vi.fn<typeof fetch>();
const lists: URL[] = [];
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
  fixedFee: '0.90',
  discountFee: '8.70',
  feeAmount: '9.60',
  usdRate: '1',
  settlementAmount: '290.40',
  status: 'paid',
  paidAt: '2026-11-20T03:00:00.000Z',
};

function show(side: 'settlement' | 'wallet', url: string) {
  fetchMock.mockImplementation(async (input) => {
    const u = new URL(String(input), 'http://localhost');
    if (u.pathname.endsWith('/batch/list')) {
      lists.push(u);
      return envelopeResponse(SUCCESS_CODE, { content: [batch], total: 1, page: 1, size: 10 });
    }
    return envelopeResponse(SUCCESS_CODE, {});
  });
  const onOpen = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <BatchesPage side={side} onOpen={onOpen} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onOpen;
}

describe('settlement batches', () => {
  beforeEach(() => {
    queryClient.clear();
    lists.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    queryClient.clear();
  });

  it('asks for the settlement days of the URL and opens a batch by its ID', async () => {
    await inLanguage('en');
    const onOpen = show('settlement', '/settlement/balance?begin=2026-11-01&end=2026-11-20&currency=USD');
    fireEvent.click(await screen.findByText('SB20261120USD'));
    expect(onOpen).toHaveBeenCalledWith('SB20261120USD');
    const q = lists.at(-1)!;
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
    expect(lists.at(-1)!.pathname).toMatch(/\/wallet\/settlement\/batch\/list$/);
    expect(screen.getByRole('columnheader', { name: '入账可用余额' })).toBeTruthy();
    expect(screen.getByText('共 1 个批次')).toBeTruthy();
  });
});
