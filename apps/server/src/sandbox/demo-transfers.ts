import type { ServerDeps } from '../deps.ts';
import type { Tx } from '../platform/db/client.ts';
import { executeTransfer, submitTransfer, transferPricing } from '../modules/transfer/service.ts';
import { saveSetting } from '../modules/transfer-approval/settings.ts';
import { givePaymentPassword } from './payment-pin.ts';
import { businessDate } from '@crossbill/contracts/business-time';

/** The demo person's payment password (README, demo section). */
export const DEMO_PAYMENT_PASSWORD = '530817';

/**
 * The aggregate merchant's transfer history, through the transfer service: an approval rule (USD
 * from 20,000 needs the demo person's approval; approving one's own transfers is allowed so that
 * the demo can show the whole flow alone), one transfer paid, one waiting for approval and one
 * scheduled three days ahead.
 */
export async function seedDemoTransfers(
  deps: ServerDeps,
  o: { merchantNo: string; user: { id: number; name: string }; password: string; payees: Record<'gbp' | 'usd' | 'eur', number> },
): Promise<void> {
  const { db } = deps;
  const { merchantNo, user } = o;
  await givePaymentPassword(db, { userId: user.id, merchantNo, pin: DEMO_PAYMENT_PASSWORD, now: deps.now() });
  await saveSetting(db, {
    merchantNo,
    password: o.password,
    actor: { userId: user.id },
    now: deps.now(),
    rates: deps.rates,
    setting: {
      approveSelfFlag: true,
      allowApproveMultiStepFlag: false,
      conditions: [{ currency: 'USD', lowerAmount: '20000', upperAmount: null, required: true, mode: 'any', steps: [{ approverUserIds: [user.id] }] }],
    },
  });
  const pricing = transferPricing(deps.config.FX_SPREAD_BPS);
  const submitter = { userId: user.id, name: user.name };
  const submit = (body: Parameters<typeof submitTransfer>[1]['body']) =>
    db.transaction((tx) => submitTransfer(tx as Tx, { merchantNo, body, submitter, pricing, now: deps.now(), lang: 'en' }));

  const paid = await submit({
    payeeId: o.payees.gbp,
    sendCurrency: 'GBP',
    fixedSide: 'send',
    amount: '1250.00',
    feeBearing: 'sender',
    purpose: 'goods_trade',
    merchantReference: 'PO-2026-0142',
  });
  await executeTransfer(db, paid.id, deps.now);
  await submit({
    payeeId: o.payees.usd,
    sendCurrency: 'USD',
    fixedSide: 'send',
    amount: '24500.00',
    feeBearing: 'shared',
    purpose: 'goods_trade',
    merchantReference: 'PO-2026-0157',
  });
  const inThreeDays = businessDate(new Date(deps.now().getTime() + 3 * 86_400_000));
  await submit({
    payeeId: o.payees.eur,
    sendCurrency: 'EUR',
    fixedSide: 'send',
    amount: '3800.00',
    feeBearing: 'sender',
    purpose: 'services',
    merchantReference: 'INV-RL-0318',
    scheduledDate: inThreeDays,
  });
}
