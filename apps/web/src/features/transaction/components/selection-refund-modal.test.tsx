import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { SelectionRefundModal } from './selection-refund-modal';

const fetchMock = vi.fn<typeof fetch>();
const info = (transactionId: string, refundable: string) => ({
  transactionId,
  currency: 'USD',
  captured: '50.00',
  refunded: '0.00',
  pending: '0.00',
  refundable,
});

describe('batch refund of a selection', () => {
  beforeEach(async () => {
    await inLanguage('en');
    await i18n.loadNamespaces(['transaction']);
    queryClient.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    queryClient.clear();
  });

  it('proposes a full refund of what remains, checks the amounts and the reason, then shows each row’s outcome', async () => {
    let sent: unknown = null;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/refund/batch/refundable'))
        return envelopeResponse(SUCCESS_CODE, [info('T1001', '50.00'), info('T1002', '20.00'), info('T1003', '0.00')]);
      if (url.includes('/refund/batch/selection')) {
        sent = JSON.parse(String(init?.body));
        return envelopeResponse(SUCCESS_CODE, {
          results: [
            { transactionId: 'T1001', amount: '50.00', refund: { refundId: 'R1', status: 'succeeded' }, error: null },
            { transactionId: 'T1002', amount: '10.00', refund: null, error: 'The refund amount exceeds the refundable amount (5.00 USD).' },
          ],
        });
      }
      return envelopeResponse(SUCCESS_CODE, null);
    });
    render(
      <QueryClientProvider client={queryClient}>
        <SelectionRefundModal ids={['T1001', 'T1002', 'T1003']} open onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const first = await screen.findByLabelText('Refund amount of T1001');
    expect((first as HTMLInputElement).value).toBe('50.00');
    expect(screen.getByText('1 selected transactions have nothing left to refund and are left out')).toBeTruthy();
    const second = screen.getByLabelText('Refund amount of T1002');
    fireEvent.change(second, { target: { value: '25.00' } });
    expect(await screen.findByText('The refund amount exceeds the refundable amount (20.00 USD).')).toBeTruthy();

    // nothing is sent while an amount or the reason is wrong
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please enter the refund reason.')).not.toHaveLength(0);
    expect(sent).toBeNull();

    fireEvent.change(second, { target: { value: '10.00' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Out of stock' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(sent).toEqual({
        reason: 'Out of stock',
        items: [
          { transactionId: 'T1001', amount: '50.00' },
          { transactionId: 'T1002', amount: '10.00' },
        ],
      }),
    );
    expect(await screen.findByText('Refunded')).toBeTruthy();
    expect(screen.getByText('Refused: The refund amount exceeds the refundable amount (5.00 USD).')).toBeTruthy();
  }, 15_000);
});
