import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from '../../../lib/toast';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { RefundListPage } from './list-page';

describe('refund list export', () => {
  const api = fakeApi();
  const exportCalls = () => api.sent('/refund/export');
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function show(codes: string[], url = '/transaction/refund') {
    api.answer((u) =>
      u.pathname.endsWith('/refund/export')
        ? { id: 7, merchantNo: 'M1', fileName: 'Refunds.xlsx', fileUrl: null, dateTime: new Date().toISOString(), fileStatus: 'GI', downloadFlag: 0 }
        : { content: [], total: 0, page: 1, size: 10 },
    );
    renderAt(url, <RefundListPage onOpen={() => {}} onOpenTransaction={() => {}} />, { codes });
  }

  it('exports what the URL filters show and points to the download center', async () => {
    await inLanguage('en');
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    show(['transaction:refund', 'transaction:refund:export'], '/transaction/refund?status=succeeded&currency=EUR&page=2');
    fireEvent.click(await screen.findByRole('button', { name: /Export/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The export is being prepared: you will find it in the download center.'));
    expect(exportCalls()).toHaveLength(1);
    const { init } = exportCalls()[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'succeeded', currency: 'EUR' });
  });

  it('has no export without the button code', async () => {
    await inLanguage('zh-cn');
    show(['transaction:refund']);
    expect(await screen.findByText('共 0 笔退款')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s?出/ })).toBeNull();
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    expect(exportCalls()).toHaveLength(0);
  });
});
