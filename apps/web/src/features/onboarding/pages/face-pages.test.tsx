import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { Language } from '@crossbill/contracts/constants';
import { i18n } from '../../../lib/i18n';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { FacePage, JumioPage } from './face-pages';

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

async function show(language: Language, page: ReactElement) {
  await inLanguage(language);
  await i18n.loadNamespaces('onboarding');
  renderAt('/', page);
}

describe('face authentication pages', () => {
  const api = fakeApi();
  beforeEach(() => {
    api.answer((u) => {
      if (u.pathname.endsWith('/merchant/face/list'))
        return {
          companyState: 'rejected',
          checks: [check('p1', 'Wang Fang', 'rejected', '自拍照与证件照片不是同一人'), check('p22', 'Li Lei', 'approved', null)],
          owners: [],
        };
      if (u.pathname.endsWith('/face/session'))
        return {
          ownerName: 'Wang Fang',
          merchantName: 'Egret Payouts Ltd',
          status: 'rejected',
          reason: 'The ID photo is blurred',
        };
      return null;
    });
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
