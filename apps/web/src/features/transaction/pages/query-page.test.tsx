import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { TRANSACTION_COUNT_CAP } from '@crossbill/contracts/transaction';
import { queryClient } from '../../../lib/query-client';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { TransactionQueryPage } from './query-page';

const fetchMock = vi.fn<typeof fetch>();

function answer(total: number, totalCapped: boolean) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/transaction/list')) return envelopeResponse(SUCCESS_CODE, { content: [], total, totalCapped, page: 1, size: 10 });
    if (url.includes('/merchant/profile')) return envelopeResponse(SUCCESS_CODE, {});
    return envelopeResponse(SUCCESS_CODE, {});
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/transaction/query']}>
        <TransactionQueryPage onOpen={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('transaction list total', () => {
  beforeEach(() => {
    queryClient.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    queryClient.clear();
  });

  it('shows an exact count as it is', async () => {
    await inLanguage('en');
    answer(42, false);
    expect(await screen.findByText('42 transactions')).toBeTruthy();
  });

  it('says "10,000+" when the count stopped at its cap', async () => {
    await inLanguage('en');
    answer(TRANSACTION_COUNT_CAP, true);
    expect(await screen.findByText(/^10,000\+ transactions/)).toBeTruthy();
  });

  it('says so in Chinese too', async () => {
    await inLanguage('zh-cn');
    answer(TRANSACTION_COUNT_CAP, true);
    expect(await screen.findByText(/^超过 10,000 笔交易/)).toBeTruthy();
  });
});
