import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TRANSACTION_COUNT_CAP } from '@crossbill/contracts/transaction';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { TransactionQueryPage } from './query-page';

describe('transaction list total', () => {
  const api = fakeApi();

  function answer(total: number, totalCapped: boolean) {
    api.answer((u) => (u.pathname.endsWith('/transaction/list') ? { content: [], total, totalCapped, page: 1, size: 10 } : undefined));
    renderAt('/transaction/query', <TransactionQueryPage onOpen={() => {}} />);
  }

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
