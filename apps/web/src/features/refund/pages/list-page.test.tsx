import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { AccessProvider } from '../../../components/access';
import { permissionsOf } from '../../../lib/access';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { RefundListPage } from './list-page';

const fetchMock = vi.fn<typeof fetch>();

function show(codes: string[], url = '/transaction/refund') {
  fetchMock.mockImplementation(async (input) => {
    const u = String(input);
    if (u.includes('/refund/list')) return envelopeResponse(SUCCESS_CODE, { content: [], total: 0, page: 1, size: 10 });
    if (u.includes('/refund/export'))
      return envelopeResponse(SUCCESS_CODE, {
        id: 7,
        merchantNo: 'M1',
        fileName: 'Refunds.xlsx',
        fileUrl: null,
        dateTime: new Date().toISOString(),
        fileStatus: 'GI',
        downloadFlag: 0,
      });
    return envelopeResponse(SUCCESS_CODE, { content: [], total: 0, page: 1, size: 10 });
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AccessProvider permissions={permissionsOf({ permissions: codes, userInfo: { businessType: '2' } })}>
        <MemoryRouter initialEntries={[url]}>
          <RefundListPage onOpen={() => {}} onOpenTransaction={() => {}} />
        </MemoryRouter>
      </AccessProvider>
    </QueryClientProvider>,
  );
}

const exportCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('/refund/export'));

describe('refund list export', () => {
  beforeEach(() => {
    queryClient.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    queryClient.clear();
  });

  it('exports what the URL filters show and points to the download center', async () => {
    await inLanguage('en');
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    show(['transaction:refund', 'transaction:refund:export'], '/transaction/refund?status=succeeded&currency=EUR&page=2');
    fireEvent.click(await screen.findByRole('button', { name: /Export/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The export is being prepared: you will find it in the download center.'));
    expect(exportCalls()).toHaveLength(1);
    const [, init] = exportCalls()[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'succeeded', currency: 'EUR' });
  });

  it('has no export without the button code', async () => {
    await inLanguage('zh-cn');
    show(['transaction:refund']);
    expect(await screen.findByText('共 0 笔退款')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s?出/ })).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(exportCalls()).toHaveLength(0);
  });
});
