/** A chargeback's details as the server answers them (a new Visa 13.1, product not received), for the page tests. */
export const ID = 'CB20261127000000000001';

/** A chargeback as the list answers it (due in 5 days). */
export function item(over: Record<string, unknown> = {}) {
  return {
    chargebackId: ID,
    merchantNo: 'M1',
    transactionId: 'T20261120000000000001',
    arn: '74000000000000000000001',
    scheme: 'visa',
    reasonCode: '13.1',
    reason: 'Merchandise or services not received',
    category: 'product_not_received',
    amount: '120.00',
    currency: 'USD',
    fee: '15.00',
    penalty: '0.00',
    round: 1,
    status: 'new',
    rebuttalStatus: 'none',
    closed: false,
    dueAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    decidedAt: null,
    outcomeComment: null,
    createdAt: new Date().toISOString(),
    ...over,
  };
}

export function detail(over: Record<string, unknown> = {}) {
  return {
    ...item(),
    sections: ['shipping_tracking', 'delivery_proof', 'customer_communication', 'other'],
    secondRebuttalPenalty: '500.00',
    canRebut: true,
    canSecondRebut: false,
    canAccept: true,
    rebuttals: [],
    timeline: [
      { at: new Date().toISOString(), kind: 'received', actor: 'sandbox', actorName: null, data: {} },
      { at: new Date().toISOString(), kind: 'draftSaved', actor: 'operator:12', actorName: 'Ada Lin', data: {} },
    ],
    transaction: {
      transactionId: 'T20261120000000000001',
      merchantOrderId: 'ORDER-1',
      amount: '120.00',
      capturedAmount: '120.00',
      refundedAmount: '0.00',
      chargebackAmount: '120.00',
      currency: 'USD',
      paymentMethod: 'visa',
      createdAt: new Date().toISOString(),
      threeDs: null,
      eci: null,
      ip: null,
      customerEmail: null,
      trackingNumber: '1Z999',
      trackingCarrier: 'UPS',
      refunds: [],
    },
    ...over,
  };
}
