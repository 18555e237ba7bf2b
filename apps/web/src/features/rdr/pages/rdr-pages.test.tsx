import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { RdrDetail } from '@crossbill/contracts/rdr';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { RdrDetailPage } from './detail-page';
import { RdrListPage } from './list-page';

const accepted: RdrDetail = {
  alertId: 'RD20261127000000000001',
  merchantNo: 'M1',
  caseNumber: 'RDR000000000001',
  enrolmentId: 'EN20261101000000000001',
  transactionId: 'T20261126000000000001',
  merchantOrderId: 'ORDER-1',
  amount: '19.90',
  currency: 'USD',
  reasonCode: '13.6',
  cardNumber: '411111****1111',
  outcome: 'accepted',
  rule: 'amount',
  refundId: 'R20261127000000000001',
  refundStatus: 'refunded',
  chargebackId: null,
  receivedAt: '2026-11-27T08:00:00.000Z',
  arn: '74000000000000000000001',
  descriptor: 'CROSSBILL*DEMO',
  reasonName: 'Credit not processed',
  cardBin: '411111',
  cardLast4: '1111',
  cardCountry: 'US',
  transactionAmount: '19.90',
  transactionCurrency: 'USD',
  rules: { maxAmounts: [{ currency: 'USD', amount: '25.00' }], reasonCodes: ['13.1'], cardBins: [], countries: ['GB'] },
  timeline: [
    { kind: 'received', at: '2026-11-27T08:00:00.000Z', actor: 'sandbox', data: { amount: '19.90', currency: 'USD', reasonCode: '13.6' } },
    { kind: 'accepted', at: '2026-11-27T08:00:00.000Z', actor: 'sandbox', data: { rule: 'amount' } },
    { kind: 'refunded', at: '2026-11-27T08:00:00.000Z', actor: 'sandbox', data: { refundId: 'R20261127000000000001' } },
  ],
};
const links = () => {
  const opened: string[] = [];
  const go = (kind: string) => (id: string) => opened.push(`${kind}:${id}`);
  return { opened, open: { transaction: go('transaction'), refund: go('refund'), chargeback: go('chargeback'), enrolment: go('enrolment') } };
};

describe('RDR alerts', () => {
  const api = fakeApi();

  it('lists alerts with their decision and the rule that decided', async () => {
    await inLanguage('en');
    const {
      alertId,
      merchantNo,
      caseNumber,
      enrolmentId,
      transactionId,
      merchantOrderId,
      amount,
      currency,
      reasonCode,
      cardNumber,
      outcome,
      rule,
      refundId,
      refundStatus,
      chargebackId,
      receivedAt,
    } = accepted;
    const item = {
      alertId,
      merchantNo,
      caseNumber,
      enrolmentId,
      transactionId,
      merchantOrderId,
      amount,
      currency,
      reasonCode,
      cardNumber,
      outcome,
      rule,
      refundId,
      refundStatus,
      chargebackId,
      receivedAt,
    };
    api.answer(() => ({
      content: [
        item,
        { ...item, alertId: 'RD20261127000000000002', outcome: 'declined', rule: null, refundId: null, refundStatus: 'not_refunded', chargebackId: 'CB1' },
      ],
      total: 2,
      page: 1,
      size: 10,
    }));
    const opened: string[] = [];
    renderAt('/risk/rdr', <RdrListPage onOpen={(id) => opened.push(id)} href={(id) => `/risk/rdr/view?id=${id}`} />, { codes: ['risk:rdr'] });
    expect(await screen.findByText('2 alerts')).toBeTruthy();
    expect(screen.getByText('Accepted (refunded)')).toBeTruthy();
    expect(screen.getByText('Amount rule')).toBeTruthy();
    expect(screen.getByText('Declined (chargeback)')).toBeTruthy();
    expect(screen.getByText('No rule matched')).toBeTruthy();
    fireEvent.click(screen.getAllByText('View')[1]!);
    expect(opened).toEqual(['RD20261127000000000002']);
  });

  it('shows an accepted alert: what was refunded, by which rule (marked among the rules), and links to the refund', async () => {
    await inLanguage('en');
    api.answer(() => accepted);
    const l = links();
    renderAt(`/risk/rdr/view?id=${accepted.alertId}`, <RdrDetailPage alertId={accepted.alertId} onBack={() => {}} open={l.open} />, { codes: ['risk:rdr'] });
    expect(await screen.findByText(/Accepted by a decision rule \(Amount rule\): 19\.90 USD was refunded/)).toBeTruthy();
    expect(screen.getByText('Matched')).toBeTruthy();
    expect(screen.getByText('13.6 · Credit not processed')).toBeTruthy();
    expect(screen.getByText('Refund R20261127000000000001 issued')).toBeTruthy();
    fireEvent.click(screen.getByText(accepted.refundId!));
    fireEvent.click(screen.getByText(accepted.enrolmentId));
    expect(l.opened).toEqual([`refund:${accepted.refundId}`, `enrolment:${accepted.enrolmentId}`]);
  });

  it('says in Chinese that a declined alert became a chargeback, and links to it', async () => {
    await inLanguage('zh-cn');
    api.answer(() => ({ ...accepted, outcome: 'declined', rule: null, refundId: null, refundStatus: 'not_refunded', chargebackId: 'CB20261127000000000001' }));
    const l = links();
    renderAt(`/risk/rdr/view?id=${accepted.alertId}`, <RdrDetailPage alertId={accepted.alertId} onBack={() => {}} open={l.open} />, { codes: ['risk:rdr'] });
    expect(await screen.findByText('未匹配任何决策规则：该争议已转为拒付 CB20261127000000000001。')).toBeTruthy();
    expect(screen.queryByText('已匹配')).toBeNull();
    fireEvent.click(screen.getByText('CB20261127000000000001'));
    expect(l.opened).toEqual(['chargeback:CB20261127000000000001']);
  });
});
