import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { caseDetail, TX } from '../case-fixture';
import { CaseDetailPage } from './case-detail-page';

const ALL = ['transaction:dispute', 'transaction:refuse:appeal'];

describe('dispute case file', () => {
  const api = fakeApi();
  const chargebacks: string[] = [];
  const show = (codes = ALL, d = caseDetail()) => {
    api.answer((u) => (u.pathname.endsWith('/dispute/case/detail') ? d : { inquiryId: 'RFI20261120000000000001', status: 'answered' }));
    renderAt(
      `/transaction/dispute/detail?transactionId=${TX}`,
      <CaseDetailPage transactionId={TX} onBack={() => {}} onOpenTransaction={() => {}} onOpenChargeback={(id) => chargebacks.push(id)} />,
      { codes },
    );
  };

  it('shows one timeline with actors, amounts, due dates and documents, the totals and the help with the penalty in force', async () => {
    await inLanguage('en');
    show();
    expect(await screen.findByText('Inquiry received')).toBeTruthy();
    const steps = [...document.querySelectorAll('.ant-timeline-item strong')].map((e) => e.textContent);
    expect(steps).toEqual(['Inquiry received', 'Refund requested', 'Chargeback received', 'Rebuttal submitted', 'Lost']);
    expect(screen.getAllByText(/Ada Lin/).length).toBe(2);
    expect(screen.getByText('Shipping and tracking: tracking.pdf')).toBeTruthy();
    expect(screen.getByText('“Not enough”')).toBeTruthy();
    expect(screen.getAllByText(/^Due by /).length).toBe(2);
    expect(screen.getByText('Net loss')).toBeTruthy();
    expect(screen.getByText(/a penalty of .*500\.00.* is charged/)).toBeTruthy();
    expect(screen.getByText(/within 7 days/)).toBeTruthy();
    expect(screen.getByText(/14-day cancellation period/)).toBeTruthy();
    expect(screen.queryByText(/In this payment's currency/)).toBeNull();
    // the chargebacks and the inquiries, one row each: reason, amount, status, round (chargebacks), due date while open
    const row = (title: string) => {
      const card = screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
      return [...card.querySelectorAll('tbody tr.ant-table-row td')].map((td) => td.textContent);
    };
    expect(row('Chargebacks').slice(0, 5)).toEqual(['CB20261120000000000001', '13.1 · Merchandise or services not received', '60.00 USD', 'Lost', '1']);
    expect(row('Inquiries').slice(0, 4)).toEqual(['RFI20261120000000000001', '13.1 · Merchandise or services not received', '100.00 USD', 'Awaiting answer']);
    fireEvent.click(screen.getByText('CB20261120000000000001', { selector: 'a' }));
    expect(chargebacks).toEqual(['CB20261120000000000001']);
  });

  it('shows what the USD penalty makes in the payment’s currency, only for another currency', async () => {
    await inLanguage('en');
    const d = caseDetail({ penalty: '462.50' });
    show(ALL, { ...d, payment: { ...d.payment, currency: 'EUR' } });
    expect(await screen.findByText(/In this payment's currency that is about 462\.50 EUR today\./)).toBeTruthy();
    expect(screen.getByText(/a penalty of 500\.00 USD is charged/)).toBeTruthy();
  });

  it('answers an open inquiry through the inquiry answer call', async () => {
    await inLanguage('en');
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Please enter your answer.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Delivered, signed by the customer.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(api.bodies('/chargeback/inquiry/answer')).toEqual([{ inquiryId: 'RFI20261120000000000001', response: 'Delivered, signed by the customer.' }]),
    );
  });

  it('offers no answer without the rebuttal code', async () => {
    await inLanguage('en');
    show(['transaction:dispute']);
    expect(await screen.findByText('Inquiry received')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
  });

  it('speaks Chinese: stages, events, the help and the cancellation note', async () => {
    await inLanguage('zh-cn');
    show();
    expect(await screen.findByText('收到调单')).toBeTruthy();
    expect(screen.getAllByText('二次申诉/预仲裁').length).toBeGreaterThan(0);
    expect(screen.getByText('争议处理流程')).toBeTruthy();
    expect(screen.getByText(/14 天撤销期/)).toBeTruthy();
    expect(screen.getByText('净损失')).toBeTruthy();
  });
});
