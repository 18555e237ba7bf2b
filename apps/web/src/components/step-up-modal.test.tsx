import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { request } from '../lib/api-client';
import { fakeApi, renderAt } from '../test/page';
import { envelopeResponse, inLanguage } from '../test/utils';
import { StepUpModal } from './step-up-modal';

describe('step-up dialog', () => {
  const api = fakeApi();
  beforeEach(async () => {
    await inLanguage('en');
  });

  it('asks for a fresh code on a step-up answer, then sends the call again', async () => {
    let steppedUp = false;
    api.answer((u) => {
      if (u.pathname.endsWith('/security/stepUp')) {
        steppedUp = true;
        return { until: '2026-01-01T00:05:00.000Z' };
      }
      return steppedUp ? { id: 7 } : envelopeResponse('00004|14014', { method: 'totp' }, 'Please confirm it is you before this action.', 403);
    });
    renderAt('/', <StepUpModal />);
    let result: unknown;
    const pending = request('/permission/role/edit', { method: 'POST', body: { id: 7 } }).then((r) => (result = r));
    expect(await screen.findByText('Confirm it is you')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '654321' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    await pending;
    expect(result).toEqual({ id: 7 });
    expect(api.bodies('/security/stepUp')).toEqual([{ code: '654321' }]);
    expect(api.bodies('/permission/role/edit')).toEqual([{ id: 7 }, { id: 7 }]);
  });

  it('rejects the call when the person cancels', async () => {
    api.answer(() => envelopeResponse('00004|14014', { method: 'paymentPassword' }, 'Please confirm it is you before this action.', 403));
    renderAt('/', <StepUpModal />);
    const pending = request('/exchange/book', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(await screen.findByLabelText('Payment password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await pending).toMatchObject({ respCode: '00004|14014' });
    await waitFor(() => expect(api.sent('/security/stepUp')).toHaveLength(0));
  });
});
