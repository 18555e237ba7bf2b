import { z } from 'zod';
import { checkAmount, isCurrency, type Currency } from './money.ts';

/**
 * Add funds (spec 2 wallet/balance "add funds"; spec 9: funds arrive in 1-2 working days). The
 * merchant sends a bank transfer to the provider's collection account of the currency, quoting its
 * unique reference; the provider books the arrival into the merchant's available balance.
 */
export const FUNDS_ARRIVAL_DAYS = '1-2';

export interface CollectionAccount {
  currency: Currency;
  bankName: string;
  bankAddress: string;
  accountName: string;
  accountNumber: string;
  /** SWIFT/BIC */
  swift: string;
  /** local clearing: sort code (GBP), ABA routing (USD), bank code (HKD, CNH), none for IBAN accounts */
  localCode?: { label: 'sortCode' | 'routingNumber' | 'bankCode'; value: string };
}

const HOLDER = 'Crossbill Payments Ltd - Client Funds';

/** The provider's collection accounts (client-money accounts), one per currency it collects in. */
export const COLLECTION_ACCOUNTS: readonly CollectionAccount[] = [
  {
    currency: 'USD',
    bankName: 'JPMorgan Chase Bank, N.A.',
    bankAddress: '383 Madison Avenue, New York, NY 10179, US',
    accountName: HOLDER,
    accountNumber: '000000758211946',
    swift: 'CHASUS33',
    localCode: { label: 'routingNumber', value: '021000021' },
  },
  {
    currency: 'EUR',
    bankName: 'Deutsche Bank AG',
    bankAddress: 'Taunusanlage 12, 60325 Frankfurt am Main, DE',
    accountName: HOLDER,
    accountNumber: 'DE89370400440532013000',
    swift: 'DEUTDEFF',
  },
  {
    currency: 'GBP',
    bankName: 'Barclays Bank UK PLC',
    bankAddress: '1 Churchill Place, London E14 5HP, GB',
    accountName: HOLDER,
    accountNumber: 'GB33BUKB20201555555555',
    swift: 'BUKBGB22',
    localCode: { label: 'sortCode', value: '20-20-15' },
  },
  {
    currency: 'HKD',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    bankAddress: '1 Queen’s Road Central, Hong Kong',
    accountName: HOLDER,
    accountNumber: '808-123456-838',
    swift: 'HSBCHKHH',
    localCode: { label: 'bankCode', value: '004' },
  },
  {
    currency: 'CNH',
    bankName: 'Bank of China (Hong Kong) Limited',
    bankAddress: '1 Garden Road, Central, Hong Kong',
    accountName: HOLDER,
    accountNumber: '012-875-9-204561-3',
    swift: 'BKCHHKHH',
    localCode: { label: 'bankCode', value: '012' },
  },
  {
    currency: 'SGD',
    bankName: 'DBS Bank Ltd',
    bankAddress: '12 Marina Boulevard, Singapore 018982',
    accountName: HOLDER,
    accountNumber: '072-904312-5',
    swift: 'DBSSSGSG',
  },
  {
    currency: 'JPY',
    bankName: 'MUFG Bank, Ltd.',
    bankAddress: '2-7-1 Marunouchi, Chiyoda-ku, Tokyo, JP',
    accountName: HOLDER,
    accountNumber: '0045218',
    swift: 'BOTKJPJT',
  },
];

/**
 * The merchant's unique funding reference: "CBF" + the merchant number's digits + two check digits
 * (ISO 7064 MOD 97-10, as in IBANs), so that a mistyped reference is caught when the transfer is
 * matched. Deterministic: the same merchant always quotes the same reference.
 */
export function fundingReference(merchantNo: string): string {
  const digits = merchantNo.replace(/\D/g, '') || '0';
  const check = 98n - ((BigInt(digits) * 100n) % 97n);
  return `CBF${digits}${String(check).padStart(2, '0')}`;
}

/** True when a reference's check digits hold. */
export function isFundingReference(ref: string): boolean {
  const m = /^CBF(\d+)(\d{2})$/.exec(ref);
  return !!m && BigInt(m[1]! + m[2]!) % 97n === 1n;
}

export const collectionAccount = z.object({
  currency: z.string(),
  bankName: z.string(),
  bankAddress: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
  localCode: z.object({ label: z.enum(['sortCode', 'routingNumber', 'bankCode']), value: z.string() }).optional(),
});

/** GET /api/wallet/addFunds/instructions */
export const addFundsInstructions = z.object({
  reference: z.string(),
  accounts: z.array(collectionAccount),
  arrivalDays: z.string(),
  /** the server runs sandbox scenarios: the page may simulate an incoming transfer */
  sandbox: z.boolean(),
  /** seconds between a simulated transfer and its booking */
  sandboxDelaySeconds: z.number().int(),
});
export type AddFundsInstructions = z.infer<typeof addFundsInstructions>;

/** POST /api/sandbox/inbound-credit (Idempotency-Key): a simulated incoming transfer. */
export const sandboxCreditBody = z
  .object({ currency: z.string().refine((c) => isCurrency(c), 'money.unknownCurrency'), amount: z.string({ message: 'validation.required' }) })
  .strict()
  .superRefine((v, ctx) => {
    if (!isCurrency(v.currency)) return;
    if (checkAmount(ctx, ['amount'], v.amount, v.currency) && !/[1-9]/.test(v.amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'exchange.amountPositive' });
  });
/** `reference` is the payer's (the funding reference); `bankTransactionId` the bank's own id, which books once. */
export const scheduledCredit = z.object({ reference: z.string(), bankTransactionId: z.string(), currency: z.string(), amount: z.string(), dueAt: z.string() });
export type ScheduledCredit = z.infer<typeof scheduledCredit>;
