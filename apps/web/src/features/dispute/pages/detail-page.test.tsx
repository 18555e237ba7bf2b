import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { ChargebackDetailPage } from './detail-page';
import { ID, detail } from '../test-fixture';

const ALL = ['transaction:refuse', 'transaction:refuse:appeal', 'transaction:refuse:secondAppeal', 'transaction:refuse:accept'];

describe('chargeback details', () => {
  const api = fakeApi();
  const show = (d: ReturnType<typeof detail>, codes = ALL) => {
    api.answer((u) => (u.pathname.endsWith('/chargeback/detail') ? d : detail()));
    renderAt(`/transaction/refuse/details?id=${ID}`, <ChargebackDetailPage chargebackId={ID} onBack={() => {}} onOpenTransaction={() => {}} />, { codes });
  };

  it('offers rebut and accept on a new chargeback, each only with its code', async () => {
    await inLanguage('en');
    show(detail());
    expect(await screen.findByRole('button', { name: 'Rebut' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Second rebuttal' })).toBeNull();
    expect(screen.getByText(/Sandbox · Chargeback received/)).toBeTruthy();
    // an operator by name, not by id
    expect(screen.getByText(/Ada Lin · Draft saved/)).toBeTruthy();
  });

  it('hides the actions an operator holds no code for', async () => {
    await inLanguage('en');
    show(detail(), ['transaction:refuse']);
    expect(await screen.findByText('Chargeback')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rebut' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('offers only supplemental documents while the rebuttal is with the issuer', async () => {
    await inLanguage('en');
    show(detail({ status: 'rebuttal_submitted', rebuttalStatus: 'submitted', canRebut: false, canAccept: false }));
    expect(await screen.findByRole('button', { name: 'Add supplemental document' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rebut' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('accepts after a confirmation that says the loss is final', async () => {
    await inLanguage('en');
    show(detail());
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/becomes final/)).toBeTruthy();
    expect(api.sent('/chargeback/accept')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept the loss' }));
    await waitFor(() => expect(api.bodies('/chargeback/accept')).toEqual([{ chargebackId: ID }]));
  });

  it('shows the second rebuttal penalty before submitting and sends it acknowledged after a confirmation naming it', async () => {
    await inLanguage('en');
    show(detail({ status: 'lost', round: 2, rebuttalStatus: 'lost', canRebut: false, canSecondRebut: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Second rebuttal' }));
    expect(await screen.findByText(/a penalty of 500\.00 USD is charged/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByText(/a penalty of 500\.00 USD is charged to your balance/);
    expect(api.sent('/rebuttal/second')).toHaveLength(0);
    fireEvent.click(within(confirm.closest('.ant-modal')!).getByRole('button', { name: 'Submit and accept the penalty risk' }));
    await waitFor(() => expect(api.bodies('/chargeback/rebuttal/second')).toHaveLength(1));
    expect(api.bodies('/chargeback/rebuttal/second')[0]).toMatchObject({ chargebackId: ID, acknowledgePenalty: true });
  });

  it('leads to the full-page editor of the open round: to rebut, or to continue its draft', async () => {
    await inLanguage('en');
    let edits = 0;
    const at = (d: ReturnType<typeof detail>, codes = ALL) => {
      // each case reads its own answer, not the one cached by the case before
      queryClient.clear();
      api.answer(() => d);
      return renderAt(
        `/transaction/refuse/details?id=${ID}`,
        <ChargebackDetailPage chargebackId={ID} onBack={() => {}} onOpenTransaction={() => {}} onEdit={() => edits++} />,
        {
          codes,
        },
      );
    };
    const first = at(detail());
    fireEvent.click(await screen.findByRole('button', { name: 'Rebut on a full page' }));
    expect(edits).toBe(1);
    first.unmount();
    const drafted = at(detail({ rebuttalStatus: 'draft' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue draft' }));
    expect(edits).toBe(2);
    drafted.unmount();
    // the second round only with its own code; nothing once the rebuttal is with the issuer
    const second = detail({ status: 'lost', rebuttalStatus: 'lost', canRebut: false, canSecondRebut: true });
    const without = at(second, ['transaction:refuse', 'transaction:refuse:appeal']);
    expect(await screen.findByText('Chargeback')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rebut on a full page' })).toBeNull();
    without.unmount();
    at(detail({ status: 'rebuttal_submitted', rebuttalStatus: 'submitted', canRebut: false, canAccept: false }));
    expect(await screen.findByRole('button', { name: 'Add supplemental document' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /full page|Continue draft/ })).toBeNull();
  });

  it('links to the payment’s dispute case file for an operator holding its code', async () => {
    await inLanguage('en');
    const cases: string[] = [];
    api.answer(() => detail());
    renderAt(
      `/transaction/refuse/details?id=${ID}`,
      <ChargebackDetailPage chargebackId={ID} onBack={() => {}} onOpenTransaction={() => {}} onOpenCase={(id) => cases.push(id)} />,
      { codes: [...ALL, 'transaction:dispute'] },
    );
    fireEvent.click(await screen.findByText('Open the case file'));
    expect(cases).toEqual(['T20261120000000000001']);
  });

  it('offers no case file link without its code', async () => {
    await inLanguage('en');
    api.answer(() => detail());
    renderAt(
      `/transaction/refuse/details?id=${ID}`,
      <ChargebackDetailPage chargebackId={ID} onBack={() => {}} onOpenTransaction={() => {}} onOpenCase={() => {}} />,
      {
        codes: ALL,
      },
    );
    expect(await screen.findByText('Chargeback')).toBeTruthy();
    expect(screen.queryByText('Open the case file')).toBeNull();
  });

  it('says a case lost in the second round is closed, with the penalty charged and no action left', async () => {
    await inLanguage('en');
    show(detail({ status: 'lost', round: 2, rebuttalStatus: 'lost', closed: true, penalty: '500.00', canRebut: false, canAccept: false }));
    expect(await screen.findByText('Case closed')).toBeTruthy();
    expect(screen.getByText('500.00 USD')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Rebut|Second rebuttal|Accept)$/ })).toBeNull();
  });

  it('leaves a first loss open (no "closed"), with the second rebuttal offered', async () => {
    await inLanguage('zh-cn');
    show(detail({ status: 'lost', round: 1, rebuttalStatus: 'lost', canRebut: false, canSecondRebut: true }));
    expect(await screen.findByRole('button', { name: '二次申诉' })).toBeTruthy();
    expect(screen.queryByText('案件已关闭')).toBeNull();
  });

  it('names the reason and the actions in Chinese', async () => {
    await inLanguage('zh-cn');
    show(detail());
    expect(await screen.findByText('13.1 · 未收到商品或服务')).toBeTruthy();
    expect(screen.getByRole('button', { name: /申\s?诉/ })).toBeTruthy();
    expect(screen.getByText(/沙箱 · 收到拒付/)).toBeTruthy();
  });
});
