import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { AccessProvider } from '../../../components/access';
import { permissionsOf } from '../../../lib/access';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { StatementPage } from './statement-page';

const fetchMock = vi.fn<typeof fetch>();
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
const lists: URL[] = [];
const task = { id: 7, merchantNo: 'M1', fileName: 'Statement.xlsx', fileUrl: null, dateTime: new Date().toISOString(), fileStatus: 'GI', downloadFlag: 0 };

function show(url: string, onOpenBatch = vi.fn()) {
  fetchMock.mockImplementation(async (input) => {
    const u = new URL(String(input), 'http://localhost');
    if (u.pathname.endsWith('/wallet/balance/view')) {
      lists.push(u);
      return envelopeResponse(SUCCESS_CODE, {
        content: [entry(2, '-1200', '98800', 'PAY-1'), entry(1, '100000', '100000', 'BATCH-9', 3)],
        total: 2,
        page: 1,
        size: 10,
      });
    }
    if (u.pathname.endsWith('/wallet/balance/export')) return envelopeResponse(SUCCESS_CODE, task);
    return envelopeResponse(SUCCESS_CODE, {});
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AccessProvider permissions={permissionsOf({ permissions: ['wallet:balance', 'wallet:balance:export'], userInfo: { businessType: '2' } })}>
        <MemoryRouter initialEntries={[url]}>
          <StatementPage onBack={() => {}} onOpenBatch={onOpenBatch} />
        </MemoryRouter>
      </AccessProvider>
    </QueryClientProvider>,
  );
  return onOpenBatch;
}

const exportBodies = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('/wallet/balance/export')).map(([, init]) => JSON.parse(String(init?.body)));

describe('the wallet statement', () => {
  beforeEach(() => {
    queryClient.clear();
    lists.length = 0;
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    queryClient.clear();
  });

  it("lists the URL's currency with signed amounts in that currency; a batch line opens the batch", async () => {
    await inLanguage('en');
    const onOpenBatch = show('/wallet/balance/view?currency=JPY&kind=wallet.inbound_credit');
    const row = (await screen.findByText('PAY-1')).closest('tr')!;
    // yen has no minor unit: the amounts are whole
    expect(within(row).getByText('-1,200')).toBeTruthy();
    expect(within(row).getByText('98,800')).toBeTruthy();
    const q = lists.at(-1)!.searchParams;
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
