import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { SelectionRefundModal } from './selection-refund-modal';

const info = (transactionId: string, refundable: string) => ({
  transactionId,
  currency: 'USD',
  captured: '50.00',
  refunded: '0.00',
  pending: '0.00',
  refundable,
});

describe('batch refund of a selection', () => {
  const api = fakeApi();
  beforeEach(async () => {
    await inLanguage('en');
    await i18n.loadNamespaces(['transaction']);
  });

  it('proposes a full refund of what remains, checks the amounts and the reason, then shows each row’s outcome', async () => {
    const sent = () => api.bodies('/refund/batch/selection');
    api.answer((u) => {
      if (u.pathname.endsWith('/refund/batch/refundable')) return [info('T1001', '50.00'), info('T1002', '20.00'), info('T1003', '0.00')];
      if (u.pathname.endsWith('/refund/batch/selection'))
        return {
          results: [
            { transactionId: 'T1001', amount: '50.00', refund: { refundId: 'R1', status: 'succeeded' }, error: null },
            { transactionId: 'T1002', amount: '10.00', refund: null, error: 'The refund amount exceeds the refundable amount (5.00 USD).' },
          ],
        };
      return null;
    });
    renderAt('/', <SelectionRefundModal ids={['T1001', 'T1002', 'T1003']} open onClose={() => undefined} />);
    const first = await screen.findByLabelText('Refund amount of T1001');
    expect((first as HTMLInputElement).value).toBe('50.00');
    expect(screen.getByText('1 selected transactions have nothing left to refund and are left out')).toBeTruthy();
    const second = screen.getByLabelText('Refund amount of T1002');
    fireEvent.change(second, { target: { value: '25.00' } });
    expect(await screen.findByText('The refund amount exceeds the refundable amount (20.00 USD).')).toBeTruthy();

    // nothing is sent while an amount or the reason is wrong
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please enter the refund reason.')).not.toHaveLength(0);
    expect(sent()).toEqual([]);

    fireEvent.change(second, { target: { value: '10.00' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Out of stock' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(sent().at(-1)).toEqual({
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
