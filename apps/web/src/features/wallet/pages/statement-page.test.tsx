import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { StatementPage } from './statement-page';

const entry = (id: number, amount: string, balance: string, reference: string, batchSize = 1) => ({
  id,
  time: '2026-11-20T02:00:00.000Z',
  kind: 'wallet.inbound_credit',
  kindLabel: 'Collection received',
  reference,
  amount,
  balance,
  batchSize,
});
const task = { id: 7, merchantNo: 'M1', fileName: 'Statement.xlsx', fileUrl: null, dateTime: new Date().toISOString(), fileStatus: 'GI', downloadFlag: 0 };

describe('the wallet statement', () => {
  const api = fakeApi();
  const lists = () => api.urls('/wallet/balance/view');
  const exportBodies = () => api.bodies('/wallet/balance/export');
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function show(url: string, onOpenBatch = vi.fn()) {
    api.answer((u) => {
      if (u.pathname.endsWith('/wallet/balance/view'))
        return {
          content: [entry(2, '-1200', '98800', 'PAY-1'), entry(1, '100000', '100000', 'BATCH-9', 3)],
          total: 2,
          page: 1,
          size: 10,
        };
      if (u.pathname.endsWith('/wallet/balance/export')) return task;
    });
    renderAt(url, <StatementPage onBack={() => {}} onOpenBatch={onOpenBatch} />, { codes: ['wallet:balance', 'wallet:balance:export'] });
    return onOpenBatch;
  }

  it("lists the URL's currency with signed amounts in that currency; a batch line opens the batch", async () => {
    await inLanguage('en');
    const onOpenBatch = show('/wallet/balance/view?currency=JPY&kind=wallet.inbound_credit');
    const row = (await screen.findByText('PAY-1')).closest('tr')!;
    // yen has no minor unit: the amounts are whole
    expect(within(row).getByText('-1,200')).toBeTruthy();
    expect(within(row).getByText('98,800')).toBeTruthy();
    const q = lists().at(-1)!.searchParams;
    expect(q.get('currency')).toBe('JPY');
    expect(q.get('kind')).toBe('wallet.inbound_credit');
    fireEvent.click(screen.getByText('BATCH-9 (batch of 3)'));
    expect(onOpenBatch).toHaveBeenCalledWith('JPY', 'BATCH-9');
  });

  it('exports the currency shown with the filters of the URL', async () => {
    await inLanguage('en');
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    show('/wallet/balance/view?currency=USD&period=last7&kind=wallet.inbound_credit');
    await screen.findByText('PAY-1');
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The export is being prepared: find it in the download center'));
    expect(exportBodies()).toEqual([{ currency: 'USD', preset: 'last7', kind: 'wallet.inbound_credit' }]);
  });
});
