import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { WalletBalance } from '@crossbill/contracts/wallet';
import { AccessProvider } from '../../../components/access';
import { permissionsOf } from '../../../lib/access';
import { formatMoney } from '../../../lib/format';
import { inLanguage } from '../../../test/utils';
import { BalanceTable } from './balance-table';

const row = (currency: string, available: string, hidden = false): WalletBalance => {
  const zero = currency === 'JPY' ? '0' : '0.00';
  return { currency, available, toBeSettled: zero, frozen: zero, margin: zero, owed: zero, total: available, hidden };
};

const ROWS = [row('CNH', '0.00'), row('EUR', '0.00', true), row('JPY', '1234567'), row('USD', '125000.5')];

function show(codes: string[], handlers = { onOpen: vi.fn(), onHide: vi.fn() }, rows = ROWS) {
  render(
    <AccessProvider permissions={permissionsOf({ permissions: codes, userInfo: { businessType: '2' } })}>
      <BalanceTable rows={rows} onOpen={handlers.onOpen} onHide={handlers.onHide} />
    </AccessProvider>,
  );
  return handlers;
}

describe('formatMoney', () => {
  it('groups the integer part and keeps exactly the currency’s decimals, without floats', () => {
    expect(formatMoney('125000.5', 'USD', 'en')).toBe('125,000.50');
    expect(formatMoney('1234567', 'JPY', 'en')).toBe('1,234,567');
    expect(formatMoney('-0.01', 'USD', 'en')).toBe('-0.01');
    expect(formatMoney('-0.00', 'USD', 'en')).toBe('0.00');
    expect(formatMoney('92233720368547758.07', 'USD', 'en')).toBe('92,233,720,368,547,758.07');
    expect(formatMoney('48200.5', 'EUR', 'zh-cn')).toBe('48,200.50');
    expect(formatMoney('', 'USD', 'en')).toBe('-');
  });
});

describe('balance table', () => {
  describe('in English', () => {
    beforeEach(() => inLanguage('en'));

    it('shows one row per shown currency with amounts formatted per exponent; hidden ones are left out', () => {
      show(['wallet:balance', 'wallet:balance:hide']);
      for (const h of ['Currency', 'Available balance', 'To be settled', 'Frozen', 'Margin', 'Total'])
        expect(screen.getByRole('columnheader', { name: h })).toBeTruthy();
      const usd = screen.getByTestId('balance-row-USD');
      expect(within(usd).getAllByText('125,000.50')).toHaveLength(2); // available and total
      expect(within(usd).getAllByText('0.00')).toHaveLength(3);
      expect(within(screen.getByTestId('balance-row-JPY')).getAllByText('1,234,567')).toHaveLength(2);
      expect(screen.queryByTestId('balance-row-EUR')).toBeNull();
    });

    it('offers hiding only on zero-balance rows, only with the hide code; a row click opens the statement', () => {
      const { onOpen, onHide } = show(['wallet:balance', 'wallet:balance:hide']);
      expect(screen.getAllByRole('button', { name: /^Hide / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Hide CNH']);
      fireEvent.click(screen.getByRole('button', { name: 'Hide CNH' }));
      expect(onHide).toHaveBeenCalledWith('CNH');
      expect(onOpen).not.toHaveBeenCalled();
      fireEvent.click(screen.getByTestId('balance-row-USD'));
      expect(onOpen).toHaveBeenCalledWith('USD');
    });

    it('removes the hide action without wallet:balance:hide', () => {
      show(['wallet:balance']);
      expect(screen.queryByRole('button', { name: /^Hide / })).toBeNull();
    });

    it('shows what the merchant owes only while it owes something, and never offers to hide that currency', () => {
      show(['wallet:balance']);
      expect(screen.queryByRole('columnheader', { name: 'Owed' })).toBeNull();
      cleanup();
      const owing = { ...row('CNH', '0.00'), owed: '15.00', total: '-15.00' };
      show(['wallet:balance', 'wallet:balance:hide'], undefined, [owing, row('USD', '0.00')]);
      expect(screen.getByRole('columnheader', { name: 'Owed' })).toBeTruthy();
      expect(within(screen.getByTestId('balance-row-CNH')).getByText('15.00')).toBeTruthy();
      expect(within(screen.getByTestId('balance-row-CNH')).getByText('-15.00')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: /^Hide / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Hide USD']);
    });
  });

  describe('in Chinese', () => {
    beforeEach(() => inLanguage('zh-cn'));

    it('shows the same table in zh-cn', () => {
      show(['wallet:balance', 'wallet:balance:hide']);
      for (const h of ['币种', '可用余额', '待结算金额', '冻结金额', '保证金', '总额']) expect(screen.getByRole('columnheader', { name: h })).toBeTruthy();
      expect(within(screen.getByTestId('balance-row-USD')).getAllByText('125,000.50')).toHaveLength(2);
      expect(screen.getByRole('button', { name: '隐藏 CNH' })).toBeTruthy();
    });
  });
});
