import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { EnrolmentListPage } from './enrolment-list-page';

const row = {
  enrolmentId: 'EN20261127000000000001',
  merchantNo: 'M1',
  kind: 'alerts',
  merchantIdentifier: 'SHOP-1',
  ethocaMerchantId: 'ETH-1',
  integratorMemberId: '',
  pricingTier: 'standard',
  status: 'enrolled',
  developerLabel: 'enrolled',
  descriptors: ['CB*SHOP'],
  bins: [],
  caids: [],
  rules: null,
  lastActivityAt: '2026-11-01T00:00:00.000Z',
  statusChangedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-10-30T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('alert enrolment list', () => {
  const api = fakeApi();
  it('shows the enrolments with their state and opens one; the new button needs the edit code', async () => {
    await inLanguage('en');
    api.answer(() => ({ content: [row], total: 1, page: 1, size: 10 }));
    const opened: string[] = [];
    renderAt('/risk/alert-enrolment', <EnrolmentListPage kind="alerts" onOpen={(id) => opened.push(id)} onAdd={() => {}} />, {
      codes: ['risk:alertEnrolment'],
    });
    expect(await screen.findByText('1 enrolments')).toBeTruthy();
    expect(screen.getByText('Enrolled')).toBeTruthy();
    expect(screen.queryByText('New alert enrolment')).toBeNull();
    fireEvent.click(screen.getByText('View'));
    expect(opened).toEqual([row.enrolmentId]);
  });
});
