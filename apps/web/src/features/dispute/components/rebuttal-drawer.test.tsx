import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { detail } from '../test-fixture';
import { RebuttalDrawer, type DrawerMode } from './rebuttal-drawer';

const file = (name: string, bytes: number, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });
const MB = 1024 * 1024;

describe('rebuttal drawer', () => {
  const api = fakeApi();
  let closed = 0;
  const show = (d = detail(), mode: DrawerMode = 'rebut') => {
    closed = 0;
    api.answer(() => ({}));
    renderAt('/transaction/refuse/details', <RebuttalDrawer detail={d as never} mode={mode} onClose={() => closed++} />, {
      codes: ['transaction:refuse:appeal'],
    });
  };
  const pick = (label: string, files: File[]) => {
    const input = screen.getByText(label, { exact: false }).closest('.ant-upload')!.querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files } });
  };

  it("asks for the category's sections with what the transaction knows prefilled, and saves the draft's body", async () => {
    await inLanguage('en');
    show();
    const tracking = (await screen.findByLabelText('Shipping and tracking')) as HTMLTextAreaElement;
    expect(tracking.value).toBe('Tracking number: 1Z999\nCarrier: UPS');
    expect(screen.getByLabelText('Proof of delivery')).toBeTruthy();
    expect(screen.queryByLabelText('3-D Secure result')).toBeNull();
    fireEvent.change(screen.getByLabelText('Rebuttal description'), { target: { value: 'Delivered on time' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.bodies('/chargeback/rebuttal/draft')).toHaveLength(1));
    expect(api.bodies('/chargeback/rebuttal/draft')[0]).toEqual({
      chargebackId: 'CB20261127000000000001',
      description: 'Delivered on time',
      evidence: { shipping_tracking: 'Tracking number: 1Z999\nCarrier: UPS' },
    });
  });

  it('resumes a saved draft and submits the first round with its words once confirmed', async () => {
    await inLanguage('en');
    const draft = {
      round: 1,
      status: 'draft',
      description: 'Saved words',
      evidence: { delivery_proof: 'Signed by J.' },
      submittedAt: null,
      submittedBy: null,
      decidedAt: null,
      documents: [],
    };
    show(detail({ rebuttals: [draft], rebuttalStatus: 'draft' }));
    expect(((await screen.findByLabelText('Rebuttal description')) as HTMLTextAreaElement).value).toBe('Saved words');
    expect((screen.getByLabelText('Proof of delivery') as HTMLTextAreaElement).value).toBe('Signed by J.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // a submitted rebuttal can no longer be edited: the drawer asks first, like the full-page editor
    // (the drawer is a dialog too: the confirmation is the one holding its question)
    const confirm = (await screen.findByText('Submit the rebuttal?')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(confirm).getByText(/can no longer be edited/)).toBeTruthy();
    expect(api.bodies('/chargeback/rebuttal/submit')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.bodies('/chargeback/rebuttal/submit')).toHaveLength(1));
    expect(api.bodies('/chargeback/rebuttal/submit')[0]).toEqual({
      chargebackId: 'CB20261127000000000001',
      description: 'Saved words',
      evidence: { delivery_proof: 'Signed by J.' },
    });
    await waitFor(() => expect(closed).toBe(1));
  });

  it('asks to leave or save when closing with unsaved changes', async () => {
    await inLanguage('en');
    show();
    fireEvent.change(await screen.findByLabelText('Rebuttal description'), { target: { value: 'Not yet saved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const prompt = await screen.findByText('Unsaved changes detected. Do you want to leave this page without saving?');
    const modal = prompt.closest('.ant-modal') as HTMLElement;
    expect(closed).toBe(0);
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies('/chargeback/rebuttal/draft')).toHaveLength(1));
    await waitFor(() => expect(closed).toBe(1));
  });

  it('refuses files breaking the spec 5 rules with a message naming the rule, and uploads the rest with their section', async () => {
    await inLanguage('en');
    show();
    await screen.findByText('Upload: Proof of delivery', { exact: false });
    pick('Upload: Proof of delivery', [file('photo.png', 10, 'image/png')]);
    expect((await screen.findByRole('alert')).textContent).toContain('photo.png is not an accepted file type.');
    pick('Upload: Proof of delivery', [file('big.pdf', 2 * MB + 1)]);
    expect((await screen.findByRole('alert')).textContent).toContain('big.pdf is larger than 2 MB.');
    pick('Upload: Proof of delivery', [file('a.pdf', 10), file('b.pdf', 10), file('c.pdf', 10), file('d.pdf', 10)]);
    expect((await screen.findByRole('alert')).textContent).toContain('A section holds at most 3 files.');
    expect(api.sent('/rebuttal/documents')).toHaveLength(0);
    pick('Upload: Proof of delivery', [file('pod.pdf', 10)]);
    await waitFor(() => expect(api.sent('/chargeback/rebuttal/documents')).toHaveLength(1));
    const form = api.sent('/chargeback/rebuttal/documents')[0]!.init!.body as FormData;
    expect(form.get('chargebackId')).toBe('CB20261127000000000001');
    expect(form.get('section')).toBe('delivery_proof');
    expect((form.get('files0') as File).name).toBe('pod.pdf');
  });

  it('takes TIFF or JPEG of up to 5 MB for Discover, in Chinese too', async () => {
    await inLanguage('zh-cn');
    show(detail({ scheme: 'discover', reasonCode: 'RG' }));
    expect(await screen.findByText(/仅限 TIFF 或 JPEG，每次最多 10 个文件，每个不超过 5 MB/)).toBeTruthy();
    pick('上传：签收证明', [file('pod.pdf', 10)]);
    expect((await screen.findByRole('alert')).textContent).toContain('pod.pdf 的文件类型不被接受。');
  });
});
