import type { PayeeInput, PayeeSaveInput } from '@crossbill/contracts/payee';
import { confirmFieldOf } from '@crossbill/contracts/payout-rules';
import type { ServerDeps } from '../deps.ts';
import { createPayee } from '../modules/payee/service.ts';

/**
 * The demo aggregate merchant's payees through the payee rules: four transfer contacts (GBP, EUR, USD,
 * JPY) and its own USD settlement account. Answers the ids of the contacts the demo transfers pay.
 */
export async function seedDemoPayees(deps: ServerDeps, o: { merchantNo: string; userId: number }): Promise<{ gbp: number; eur: number; usd: number }> {
  const { db } = deps;
  const payees: PayeeInput[] = [
    {
      category: 'others',
      entityType: 'corporate',
      currency: 'GBP',
      country: 'GB',
      method: 'local',
      accountFormat: 'sortCode',
      sortCode: '20-32-53',
      accountNumber: '73849261',
      name: 'Thames Valley Components Ltd',
      bankName: 'Barclays Bank UK PLC',
      swift: 'BARCGB22',
      address: '14 Kings Road, Reading RG1 3AA',
      nickname: 'Thames Valley',
      isDefault: true,
    },
    {
      category: 'others',
      entityType: 'corporate',
      currency: 'EUR',
      country: 'DE',
      method: 'local',
      accountFormat: 'iban',
      iban: 'DE89 3704 0044 0532 0130 00',
      name: 'Rheinland Logistik GmbH',
      bankName: 'Commerzbank AG',
      swift: 'COBADEFF',
      nickname: 'Rheinland Logistik',
      isDefault: true,
    },
    {
      category: 'others',
      entityType: 'corporate',
      currency: 'USD',
      country: 'US',
      method: 'local',
      accountFormat: 'aba',
      routingNumber: '021000021',
      accountNumber: '483920175',
      name: 'Pacific Crest Supplies Inc.',
      bankName: 'JPMorgan Chase Bank N.A.',
      swift: 'CHASUS33',
      nickname: 'Pacific Crest',
    },
    {
      category: 'others',
      entityType: 'individual',
      currency: 'JPY',
      country: 'JP',
      method: 'local',
      accountFormat: 'zengin',
      bankCode: '0005',
      branchCode: '251',
      accountNumber: '1234567',
      name: 'Sato Haruki',
      bankName: 'MUFG Bank Ltd',
      swift: 'BOTKJPJT',
      nickname: 'Haruki Sato',
    },
  ];
  const actor = { userId: o.userId };
  const payeeIds: number[] = [];
  // the account number typed twice, as the form asks
  const confirmed = (p: PayeeInput): PayeeSaveInput => {
    const field = confirmFieldOf(p.country, p.method, p.accountFormat);
    return field ? { ...p, accountConfirm: p[field] } : p;
  };
  for (const payee of payees)
    payeeIds.push((await createPayee(db, { merchantNo: o.merchantNo, purpose: 'transfer', payee: confirmed(payee), actor, now: deps.now() })).id);
  const [gbp, eur, usd] = payeeIds as [number, number, number];
  await createPayee(db, {
    merchantNo: o.merchantNo,
    purpose: 'settlement',
    actor,
    now: deps.now(),
    payee: confirmed({
      category: 'own',
      entityType: 'corporate',
      currency: 'USD',
      country: 'HK',
      method: 'local',
      accountFormat: 'hkBank',
      bankCode: '004',
      branchCode: '848',
      accountNumber: '512378001',
      name: 'Crossbill Demo Trading Ltd',
      bankName: 'The Hongkong and Shanghai Banking Corporation Ltd',
      swift: 'HSBCHKHH',
      nickname: 'HSBC HK USD settlement',
      isDefault: true,
    }),
  });
  return { gbp, eur, usd };
}
