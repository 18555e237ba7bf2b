/** A dispute case as the server answers it (list row and detail), for the page tests. */
export const TX = 'T20261120000000000001';
const DAY = 86_400_000;

export function caseRow(over: Record<string, unknown> = {}) {
  return {
    transactionId: TX,
    merchantNo: 'M1',
    merchantOrderId: 'ORDER-1',
    paymentMethod: 'visa',
    cardNumber: '424242****4242',
    paymentAmount: '100.00',
    disputedAmount: '60.00',
    currency: 'USD',
    stage: 'pre_arbitration',
    outcome: 'open',
    // due within three days: the list marks it
    nextDueAt: new Date(Date.now() + 2 * DAY).toISOString(),
    openedAt: new Date(Date.now() - 5 * DAY).toISOString(),
    lastActivityAt: new Date(Date.now() - DAY).toISOString(),
    inquiries: 1,
    chargebacks: 1,
    ...over,
  };
}

const event = (over: Record<string, unknown>) => ({
  at: new Date(Date.now() - 5 * DAY).toISOString(),
  ref: 'CB20261120000000000001',
  actor: 'sandbox',
  actorName: null,
  amount: null,
  dueAt: null,
  round: null,
  documents: [],
  note: null,
  ...over,
});

export function caseDetail(over: Record<string, unknown> = {}) {
  return {
    payment: {
      transactionId: TX,
      merchantNo: 'M1',
      merchantOrderId: 'ORDER-1',
      paymentMethod: 'visa',
      cardNumber: '424242****4242',
      amount: '100.00',
      capturedAmount: '100.00',
      refundedAmount: '10.00',
      chargebackAmount: '60.00',
      currency: 'USD',
      createdAt: new Date(Date.now() - 9 * DAY).toISOString(),
    },
    stage: 'pre_arbitration',
    outcome: 'open',
    nextDueAt: new Date(Date.now() + 8 * DAY).toISOString(),
    chargebacks: [
      {
        id: 'CB20261120000000000001',
        scheme: 'visa',
        reasonCode: '13.1',
        reason: 'Merchandise or services not received',
        amount: '60.00',
        status: 'lost',
        round: 1,
        dueAt: new Date(Date.now() + 8 * DAY).toISOString(),
      },
    ],
    inquiries: [
      {
        id: 'RFI20261120000000000001',
        scheme: 'visa',
        reasonCode: '13.1',
        reason: 'Merchandise or services not received',
        amount: '100.00',
        status: 'open',
        round: null,
        dueAt: new Date(Date.now() + DAY).toISOString(),
      },
    ],
    timeline: [
      event({ kind: 'inquiryReceived', ref: 'RFI20261120000000000001', actor: 'issuer', amount: '100.00', dueAt: new Date(Date.now() + DAY).toISOString() }),
      event({ kind: 'refundApplied', ref: 'R20261120000000000001', actor: 'operator:7', actorName: 'Ada Lin', amount: '10.00', note: 'succeeded' }),
      event({ kind: 'chargebackReceived', amount: '60.00', round: 1 }),
      event({
        kind: 'rebuttalSubmitted',
        actor: 'operator:7',
        actorName: 'Ada Lin',
        round: 1,
        documents: [
          {
            documentId: 4,
            section: 'shipping_tracking',
            name: 'tracking.pdf',
            size: 900,
            contentType: 'application/pdf',
            supplemental: false,
            uploadedAt: new Date().toISOString(),
          },
        ],
      }),
      event({ kind: 'lost', actor: 'issuer', round: 1, note: 'Not enough', dueAt: new Date(Date.now() + 8 * DAY).toISOString() }),
    ],
    totals: { disputed: '60.00', returned: '0.00', fees: '15.00', penalty: '0.00', netLoss: '75.00', refunded: '10.00' },
    penaltyUsd: '500.00',
    penalty: '500.00',
    chargebackDays: 10,
    inquiryDays: 7,
    ...over,
  };
}
