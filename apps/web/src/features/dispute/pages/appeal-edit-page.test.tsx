import { useCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { ID, detail } from '../test-fixture';
import { AppealEditPage } from './appeal-edit-page';

const REBUT = ['transaction:refuse', 'transaction:refuse:appeal'];
const EDITOR = `/transaction/appeal/edit?chargebackId=${ID}`;

/** The page as its route mounts it, and where the router is now. */
function Routed() {
  const navigate = useNavigate();
  const where = useLocation();
  const open = useCallback((id: string) => navigate(`/transaction/refuse/details?id=${id}`), [navigate]);
  return (
    <>
      <AppealEditPage chargebackId={ID} onOpenChargeback={open} />
      <output data-testid="where">{`${where.pathname}${where.search}`}</output>
    </>
  );
}

const draft = (over: Record<string, unknown> = {}) => ({
  round: 1,
  status: 'draft',
  description: 'Saved words',
  evidence: { delivery_proof: 'Signed by J.' },
  submittedAt: null,
  submittedBy: null,
  decidedAt: null,
  documents: [
    {
      documentId: 7,
      section: 'delivery_proof',
      name: 'pod.pdf',
      size: 100,
      contentType: 'application/pdf',
      supplemental: false,
      uploadedAt: new Date().toISOString(),
    },
  ],
  ...over,
});

describe('rebuttal editor', () => {
  const api = fakeApi();
  const where = () => screen.getByTestId('where').textContent;
  const show = (d: ReturnType<typeof detail>, codes = REBUT) => {
    api.answer((u) => (u.pathname.endsWith('/chargeback/detail') ? d : {}));
    renderAt(EDITOR, <Routed />, { codes });
  };

  it('starts from what the transaction knows and saves the draft', async () => {
    await inLanguage('en');
    show(detail());
    const tracking = (await screen.findByLabelText('Shipping and tracking')) as HTMLTextAreaElement;
    expect(tracking.value).toBe('Tracking number: 1Z999\nCarrier: UPS');
    expect(screen.getByText('First rebuttal')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rebuttal description'), { target: { value: 'Delivered on time' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.bodies('/chargeback/rebuttal/draft')).toHaveLength(1));
    expect(api.bodies('/chargeback/rebuttal/draft')[0]).toEqual({
      chargebackId: ID,
      description: 'Delivered on time',
      evidence: { shipping_tracking: 'Tracking number: 1Z999\nCarrier: UPS' },
    });
    expect(await screen.findByText('The draft is saved.')).toBeTruthy();
  });

  it('resumes the saved draft with its words and files, and submits it after a confirmation, then shows the chargeback', async () => {
    await inLanguage('en');
    show(detail({ rebuttals: [draft()], rebuttalStatus: 'draft' }));
    expect(((await screen.findByLabelText('Rebuttal description')) as HTMLTextAreaElement).value).toBe('Saved words');
    expect((screen.getByLabelText('Proof of delivery') as HTMLTextAreaElement).value).toBe('Signed by J.');
    expect(screen.getByText('pod.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/can no longer be edited/)).toBeTruthy();
    expect(api.sent('/chargeback/rebuttal/submit')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.bodies('/chargeback/rebuttal/submit')).toEqual([
        { chargebackId: ID, description: 'Saved words', evidence: { delivery_proof: 'Signed by J.' } },
      ]),
    );
    await waitFor(() => expect(where()).toBe(`/transaction/refuse/details?id=${ID}`));
  });

  it('submits edited words without asking about unsaved changes', async () => {
    await inLanguage('en');
    show(detail());
    fireEvent.change(await screen.findByLabelText('Rebuttal description'), { target: { value: 'Sent at once' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(where()).toBe(`/transaction/refuse/details?id=${ID}`));
    expect(screen.queryByText('Unsaved changes detected. Do you want to leave this page without saving?')).toBeNull();
  });

  it('asks before leaving with unsaved words: stay, then leave without them', async () => {
    await inLanguage('en');
    show(detail());
    fireEvent.change(await screen.findByLabelText('Rebuttal description'), { target: { value: 'Not yet saved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back to the chargeback' }));
    const prompt = await screen.findByText('Unsaved changes detected. Do you want to leave this page without saving?');
    expect(where()).toBe(EDITOR);
    const modal = prompt.closest('.ant-modal') as HTMLElement;
    // staying keeps the page and its words
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(where()).toBe(EDITOR);
    expect((screen.getByLabelText('Rebuttal description') as HTMLTextAreaElement).value).toBe('Not yet saved');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the chargeback' }));
    fireEvent.click(within((await screen.findByText(/Unsaved changes detected/)).closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe(`/transaction/refuse/details?id=${ID}`));
    expect(api.sent('/chargeback/rebuttal/draft')).toHaveLength(0);
  });

  it('saves the draft from the prompt, then leaves', async () => {
    await inLanguage('en');
    show(detail());
    fireEvent.change(await screen.findByLabelText('Rebuttal description'), { target: { value: 'Keep me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back to the chargeback' }));
    fireEvent.click(within((await screen.findByText(/Unsaved changes detected/)).closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where()).toBe(`/transaction/refuse/details?id=${ID}`));
    expect(api.bodies('/chargeback/rebuttal/draft')).toMatchObject([{ description: 'Keep me' }]);
  });

  it('says there is no open round on a decided chargeback, with the way back, and no form', async () => {
    await inLanguage('en');
    show(detail({ status: 'won', closed: true, canRebut: false, canAccept: false, rebuttalStatus: 'won' }));
    expect(await screen.findByText('This chargeback has no rebuttal open')).toBeTruthy();
    expect(screen.getByText('The chargeback is “Won”: there is nothing to rebut now.')).toBeTruthy();
    expect(screen.queryByLabelText('Rebuttal description')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Back to the chargeback' }).at(-1)!);
    await waitFor(() => expect(where()).toBe(`/transaction/refuse/details?id=${ID}`));
  });

  it("writes the second round's own draft, with the penalty shown and confirmed; without its code, no form", async () => {
    await inLanguage('en');
    const lost = detail({
      status: 'lost',
      rebuttalStatus: 'draft',
      canRebut: false,
      canSecondRebut: true,
      rebuttals: [
        draft({ status: 'lost', description: 'First words', documents: [] }),
        draft({ round: 2, description: 'Second words', evidence: {}, documents: [] }),
      ],
    });
    show(lost, [...REBUT, 'transaction:refuse:secondAppeal']);
    expect(((await screen.findByLabelText('Rebuttal description')) as HTMLTextAreaElement).value).toBe('Second words');
    expect(screen.getByText('Second rebuttal')).toBeTruthy();
    expect(screen.getByText(/a penalty of 500\.00 USD is charged/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit and accept the penalty risk' }));
    await waitFor(() =>
      expect(api.bodies('/chargeback/rebuttal/second')).toEqual([{ chargebackId: ID, description: 'Second words', evidence: {}, acknowledgePenalty: true }]),
    );
  });

  it('refuses the second round to an operator without its code', async () => {
    await inLanguage('en');
    show(detail({ status: 'lost', canRebut: false, canSecondRebut: true }));
    expect(await screen.findByText(/permission/i)).toBeTruthy();
    expect(screen.queryByLabelText('Rebuttal description')).toBeNull();
  });

  it('speaks Chinese', async () => {
    await inLanguage('zh-cn');
    show(detail());
    expect(await screen.findByText('拒付 CB20261127000000000001 的申诉')).toBeTruthy();
    expect(await screen.findByText('首次申诉')).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存草稿' })).toBeTruthy();
  });
});
