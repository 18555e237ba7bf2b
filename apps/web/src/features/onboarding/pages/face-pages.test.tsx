import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Language } from '@crossbill/contracts/constants';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { FacePage, JumioPage } from './face-pages';

const fetchMock = vi.fn<typeof fetch>();

const check = (personKey: string, ownerName: string, status: string, reason: string | null) => ({
  id: personKey.length,
  personKey,
  ownerName,
  status,
  reason,
  link: null,
  qrSvg: null,
  createTime: '2026-03-01T08:00:00.000Z',
  expireTime: '2026-03-08T08:00:00.000Z',
});

async function show(language: Language, page: React.ReactNode) {
  await inLanguage(language);
  await i18n.loadNamespaces('onboarding');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('face authentication pages', () => {
  beforeEach(() => {
    queryClient.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const u = String(input);
      if (u.includes('/merchant/face/list'))
        return envelopeResponse(SUCCESS_CODE, {
          companyState: 'rejected',
          checks: [check('p1', 'Wang Fang', 'rejected', '自拍照与证件照片不是同一人'), check('p22', 'Li Lei', 'approved', null)],
          owners: [],
        });
      if (u.includes('/face/session'))
        return envelopeResponse(SUCCESS_CODE, {
          ownerName: 'Wang Fang',
          merchantName: 'Egret Payouts Ltd',
          status: 'rejected',
          reason: 'The ID photo is blurred',
        });
      return envelopeResponse(SUCCESS_CODE, null);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    queryClient.clear();
  });

  it('the owners’ page gives the reason of a rejected check, and none for an approved one', async () => {
    await show('zh-cn', <JumioPage />);
    expect((await screen.findByTestId('face-reason-p1')).textContent).toBe('原因：自拍照与证件照片不是同一人');
    expect(screen.getByTestId('face-status-p1').textContent).toBe('已拒绝');
    expect(screen.queryByTestId('face-reason-p22')).toBeNull();
  });

  it('the owner’s phone page gives the reason of the rejection', async () => {
    await show('en', <FacePage token="abcdefghijklmnopqrstuvwx" />);
    expect((await screen.findByTestId('face-phone-status')).textContent).toBe('Rejected');
    expect(screen.getByText('Reason: The ID photo is blurred')).toBeTruthy();
  });
});
