import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AlertItem } from '@crossbill/contracts/alert';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { AlertListPage } from './list-page';

const row = (o: Partial<AlertItem> = {}): AlertItem => ({
  alertId: 'AL20261127000000000001',
  merchantNo: 'M1',
  transactionId: 'T20261127000000000001',
  service: 'verifi_cdrn',
  type: 'dispute',
  scheme: 'visa',
  reasonCode: '13.1',
  amount: '64.00',
  currency: 'USD',
  source: 'sandbox',
  status: 'new',
  refundStatus: 'none',
  chargebackStatus: 'none',
  chargebackId: null,
  receivedAt: '2026-11-27T01:00:00.000Z',
  createdAt: '2026-11-27T01:00:00.000Z',
  autoRefundAt: '2026-11-28T00:00:00.000Z',
  ...o,
});

describe('pre-dispute alert list', () => {
  const api = fakeApi();
  const opened: string[] = [];
  const show = (url = '/transaction/chargeback-alert', rows = [row()]) => {
    api.answer(() => ({ content: rows, total: rows.length, page: 1, size: 10 }));
    renderAt(url, <AlertListPage onOpen={(id) => opened.push(id)} onOpenTransaction={() => {}} />, { codes: ['transaction:chargebackAlert'] });
  };

  it('shows an alert with its service, status, refund and chargeback status, and opens it', async () => {
    await inLanguage('en');
    show();
    expect(await screen.findByText('1 alerts')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pre-dispute alerts' })).toBeTruthy();
    expect(screen.getAllByText('Verifi CDRN').length).toBeGreaterThan(0);
    expect(screen.getByText('Not yet refunded')).toBeTruthy();
    expect(screen.getByText('None filed')).toBeTruthy();
    fireEvent.click(screen.getByText('AL20261127000000000001'));
    expect(opened).toEqual(['AL20261127000000000001']);
  });

  it('sends the filters of the URL and speaks Chinese', async () => {
    await inLanguage('zh-cn');
    show('/transaction/chargeback-alert?status=auto_refunded&transactionId=T1', [row({ status: 'auto_refunded', refundStatus: 'full' })]);
    await waitFor(() => expect(api.urls('/chargebackAlert/list').length).toBeGreaterThan(0));
    expect(Object.fromEntries(api.urls('/chargebackAlert/list').at(-1)!.searchParams)).toMatchObject({ status: 'auto_refunded', transactionId: 'T1' });
    expect((await screen.findAllByText('已自动退款')).length).toBeGreaterThan(0);
    expect(screen.getByText('全额退款')).toBeTruthy();
  });
});
