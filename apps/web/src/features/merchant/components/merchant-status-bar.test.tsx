import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SessionInfo } from '@crossbill/contracts/session';
import { inLanguage } from '../../../test/utils';
import { statusNotices } from '../status-notices';
import { MerchantStatusBar } from './merchant-status-bar';

type Face = SessionInfo['faceAuth'];
const normalFace: Face = { required: true, faceAuthFlag: 'approved', approveStatus: null, rejectReason: null };

function show(auditStatus: number, faceAuth: Face | null = normalFace, supplementHref?: string) {
  return render(
    <MemoryRouter>
      <MerchantStatusBar auditStatus={auditStatus} faceAuth={faceAuth} supplementHref={supplementHref} />
    </MemoryRouter>,
  );
}

const bar = () => screen.queryByTestId('merchant-status-bar');

describe('merchant status bar', () => {
  describe('in English', () => {
    beforeEach(() => inLanguage('en'));

    it('renders nothing when all is normal', () => {
      show(0);
      expect(bar()).toBeNull();
      show(0, { required: false, faceAuthFlag: 'rejected', approveStatus: 'fail', rejectReason: null });
      expect(bar()).toBeNull();
    });

    it('says the information is not complete, with a fill-in link only when that page exists', () => {
      show(1);
      expect(bar()!.textContent).toContain('Your merchant information is not complete.');
      expect(screen.queryByRole('link')).toBeNull();
      show(1, normalFace, '/supplement');
      expect(screen.getByRole('link', { name: 'Fill in' }).getAttribute('href')).toBe('/supplement');
    });

    it('says the information is under review (1-3 business days)', () => {
      show(2);
      expect(bar()!.textContent).toMatch(/under review.*1-3 business days/);
    });

    it('says the review failed, with a modify link when that page exists', () => {
      show(3, normalFace, '/supplement');
      expect(bar()!.textContent).toContain('The review of your merchant information failed.');
      expect(screen.getByRole('link', { name: 'Modify' })).toBeTruthy();
    });

    it('shows the face authentication states', () => {
      show(0, { required: true, faceAuthFlag: 'rejected', approveStatus: null, rejectReason: null });
      expect(bar()!.textContent).toContain('Authentication rejected. Please modify the information.');
      expect(bar()!.textContent).not.toContain('Reason');
    });

    it('gives the reason of a rejected face check', () => {
      show(0, { required: true, faceAuthFlag: 'rejected', approveStatus: 'fail', rejectReason: 'The selfie does not match the ID photo' });
      expect(bar()!.textContent).toContain('Authentication rejected. Please modify the information. Reason: The selfie does not match the ID photo');
    });
  });

  describe('in Chinese', () => {
    beforeEach(() => inLanguage('zh-cn'));

    it('shows the same states in zh-cn', () => {
      show(2, { required: true, faceAuthFlag: 'pending_scan', approveStatus: null, rejectReason: null });
      expect(bar()!.textContent).toContain('您的商户信息正在审核中，审核需要 1-3 个工作日。');
      expect(bar()!.textContent).toContain('公司负责人尚未完成人脸扫描。');
      show(3, normalFace, '/supplement');
      expect(screen.getByRole('link', { name: '去修改' })).toBeTruthy();
    });

    it('gives the reason of a rejected face check in zh-cn', () => {
      show(0, { required: true, faceAuthFlag: 'rejected', approveStatus: 'fail', rejectReason: '自拍照与证件照片不是同一人' });
      expect(bar()!.textContent).toContain('认证被拒绝，请修改信息。 原因：自拍照与证件照片不是同一人');
    });
  });
});

describe('status notices', () => {
  it('derive from the audit status and face authentication', () => {
    expect(statusNotices(0, null)).toEqual([]);
    expect(statusNotices(1, null).map((n) => n.textKey)).toEqual(['statusBar.notCompleted']);
    expect(statusNotices(0, { required: true, faceAuthFlag: 'pending', approveStatus: null, rejectReason: null }).map((n) => n.textKey)).toEqual([
      'statusBar.facePending',
    ]);
    expect(statusNotices(0, { required: true, faceAuthFlag: 'approved', approveStatus: 'waiting', rejectReason: null }).map((n) => n.textKey)).toEqual([
      'statusBar.faceWaiting',
    ]);
    expect(statusNotices(0, { required: true, faceAuthFlag: null, approveStatus: 'fail', rejectReason: null }).map((n) => n.textKey)).toEqual([
      'statusBar.faceFailed',
    ]);
  });
});
