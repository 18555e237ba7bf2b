import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import { AccessProvider } from '../../../components/access';
import { i18n } from '../../../lib/i18n';
import { inLanguage } from '../../../test/utils';
import { PayoutGuidePage } from './payout-guide-page';

function show(codes: string[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccessProvider permissions={new Set(codes)}>
        <PayoutGuidePage onActivated={() => {}} />
      </AccessProvider>
    </QueryClientProvider>,
  );
}

describe('payout guide', () => {
  beforeEach(async () => {
    await inLanguage('en');
    await i18n.loadNamespaces(['guide']);
  });

  it('offers activation to a role holding the onboarding code', () => {
    show([ONBOARDING_CODE]);
    expect(screen.getByRole('button', { name: 'Activate payout' })).toBeTruthy();
  });

  it('without the code: no activate button, and whom to ask instead', () => {
    show(['index']);
    expect(screen.queryByRole('button', { name: 'Activate payout' })).toBeNull();
    expect(screen.getByText('Ask an administrator of this merchant account to activate payout.')).toBeTruthy();
  });
});
