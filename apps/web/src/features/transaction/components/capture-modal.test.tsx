import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { CaptureModal } from './capture-modal';

const fetchMock = vi.fn<typeof fetch>();

describe('capture of an authorised payment', () => {
  beforeEach(async () => {
    await inLanguage('zh-cn');
    await i18n.loadNamespaces(['transaction', 'messages']);
    queryClient.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    queryClient.clear();
  });

  const sent: Array<{ body: unknown; key: string | null }> = [];
  const show = () => {
    sent.length = 0;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/transaction/capture')) {
        sent.push({ body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('Idempotency-Key') });
        return envelopeResponse(SUCCESS_CODE, { transactionId: 'T1', capturedAmount: '50.00', currency: 'USD', status: 'succeeded' });
      }
      return envelopeResponse(SUCCESS_CODE, null);
    });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <CaptureModal transactionId="T1" authorised="120.00" currency="USD" open onClose={onClose} />
      </QueryClientProvider>,
    );
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
    expect(sent).toEqual([]);
  });

  it('captures part of it with an Idempotency-Key and says how much', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const onClose = show();
    fireEvent.change(await screen.findByLabelText('请款金额（USD）'), { target: { value: '50.00' } });
    fireEvent.click(screen.getByRole('button', { name: /请\s?款/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('已请款 50.00 USD'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ transactionId: 'T1', amount: '50.00' });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(onClose).toHaveBeenCalled();
  });
});
