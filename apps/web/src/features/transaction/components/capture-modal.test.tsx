import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { CaptureModal } from './capture-modal';

describe('capture of an authorised payment', () => {
  const api = fakeApi();
  beforeEach(async () => {
    await inLanguage('zh-cn');
    await i18n.loadNamespaces(['transaction', 'messages']);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const sent = () =>
    api.sent('/transaction/capture').map(({ init }) => ({ body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('Idempotency-Key') }));
  const show = () => {
    api.answer((u) =>
      u.pathname.endsWith('/transaction/capture') ? { transactionId: 'T1', capturedAmount: '50.00', currency: 'USD', status: 'succeeded' } : null,
    );
    const onClose = vi.fn();
    renderAt('/', <CaptureModal transactionId="T1" authorised="120.00" currency="USD" open onClose={onClose} />);
    return onClose;
  };

  it('proposes the whole authorisation and sends nothing above it (in Chinese)', async () => {
    show();
    const amount = (await screen.findByLabelText('请款金额（USD）')) as HTMLInputElement;
    expect(amount.value).toBe('120.00');
    expect(screen.getByText('120.00 USD')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '120.01' } });
    fireEvent.click(screen.getByRole('button', { name: /请\s?款/ }));
    expect(await screen.findByText('请款金额超过授权金额（120.00 USD）。')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('captures part of it with an Idempotency-Key and says how much', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const onClose = show();
    fireEvent.change(await screen.findByLabelText('请款金额（USD）'), { target: { value: '50.00' } });
    fireEvent.click(screen.getByRole('button', { name: /请\s?款/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('已请款 50.00 USD'));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.body).toEqual({ transactionId: 'T1', amount: '50.00' });
    expect(sent()[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(onClose).toHaveBeenCalled();
  });
});
