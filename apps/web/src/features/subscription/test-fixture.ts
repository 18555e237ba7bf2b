import type { SubscriptionStats } from '@crossbill/contracts/subscription-stats';
import type { ProrationPreview, SubscriptionDetail, SubscriptionItem } from '@crossbill/contracts/subscription';

/** A monthly plan of 2 × 9.95 USD, 3 of 12 cycles billed, for the page tests. */
export const ID = 'SB2026112700000001';

export function item(over: Partial<SubscriptionItem> = {}): SubscriptionItem {
  return {
    subscriptionId: ID,
    merchantNo: 'M1',
    contractNumber: 'C-1001',
    customerId: 'CUS-1',
    customerName: 'Ada Lin',
    customerEmail: 'ada@example.com',
    productName: 'Coffee club',
    price: '9.95',
    quantity: 2,
    amount: '19.90',
    currency: 'USD',
    frequencyUnit: 'month',
    frequencyCount: 2,
    billingCycles: 12,
    collectionMethod: 1,
    status: 1,
    dunning: 'none',
    cardNumber: '411111****1111',
    startDate: '2026-08-27T00:00:00.000Z',
    expireDate: null,
    planNo: 1,
    currentCycle: 3,
    nextBillingAt: '2026-12-27T00:00:00.000Z',
    prorationAmount: null,
    retryCount: 0,
    nextRetryAt: null,
    cancelMode: null,
    cancelAt: null,
    createdAt: '2026-08-27T00:00:00.000Z',
    version: 4,
    ...over,
  };
}

export function detail(over: Partial<SubscriptionDetail> = {}): SubscriptionDetail {
  return {
    ...item(),
    cardBin: '411111',
    cardLast4: '1111',
    cardBrand: 'Visa',
    cardCountry: 'US',
    firstTransactionId: 'T20260827000000000001',
    cycles: [
      {
        planNo: 1,
        cycleNo: 2,
        dueAt: '2026-10-27T00:00:00.000Z',
        amount: '19.90',
        outcome: 'paid',
        attempts: 2,
        transactionId: 'T20261028000000000002',
        responseCode: '00',
        responseMessage: 'Approved',
        billedAt: '2026-10-28T00:00:00.000Z',
      },
    ],
    charges: [
      {
        transactionId: 'T20261027000000000001',
        planNo: 1,
        cycleNo: 2,
        initiator: 'merchant',
        type: 'sale',
        status: 'failed',
        amount: '19.90',
        responseCode: '51',
        createdAt: '2026-10-27T00:00:00.000Z',
      },
    ],
    changes: [
      {
        changedAt: '2026-11-01T00:00:00.000Z',
        planNo: 2,
        before: { price: '5.00', quantity: 1, frequencyUnit: 'minute', frequencyCount: 5 },
        after: { price: '9.95', quantity: 2, frequencyUnit: 'month', frequencyCount: 2 },
        credit: '1.25',
        charged: '18.65',
        refunded: '0.00',
        refundId: null,
      },
    ],
    timeline: [{ kind: 'created', at: '2026-08-27T00:00:00.000Z', data: {} }],
    ...over,
  };
}

export function preview(over: Partial<ProrationPreview> = {}): ProrationPreview {
  return {
    subscriptionId: ID,
    currency: 'USD',
    effectiveAt: '2026-11-28T00:00:00.000Z',
    cycleCharged: '19.90',
    credit: '6.63',
    newAmount: '25.00',
    chargeNow: '18.37',
    refundNow: '0.00',
    nextBillingAt: '2027-01-28T00:00:00.000Z',
    ...over,
  };
}

/** The figures over the list: two currencies, 3 of 40 churned. */
export function stats(over: Partial<SubscriptionStats> = {}): SubscriptionStats {
  return {
    asOf: '2026-11-28T00:00:00.000Z',
    active: 37,
    mrr: [
      { currency: 'EUR', amount: '438.00', subscriptions: 1 },
      { currency: 'USD', amount: '1541.52', subscriptions: 36 },
    ],
    churn: { windowDays: 30, cancelled: 2, unpaid: 1, activeAtStart: 40, rate: '7.50' },
    ...over,
  };
}
