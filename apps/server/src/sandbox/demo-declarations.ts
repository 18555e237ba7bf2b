import { declarationAddBody } from '@crossbill/contracts/declaration';
import { createPaymentBody } from '@crossbill/contracts/payment';
import type { ServerDeps } from '../deps.ts';
import { encryptionKey } from '../platform/crypto/secret-box.ts';
import { answerDueDeclarations, createDeclaration } from '../modules/declaration/service.ts';
import { createPayment } from '../modules/payment/service.ts';

const HOUR = 3_600_000;

/**
 * The demo merchant's customs declarations, filed through the declaration service on CNY payments of
 * the last days and answered by the sandbox customs at their time: accepted ones, one rejected for the
 * payer's identity (its name says REJECT, the sandbox rule), a payment split into two sub-orders, one
 * saved unsent and one just submitted (answered by the live server's minute job a minute later).
 */
export async function seedDemoDeclarations(deps: ServerDeps, o: { merchantNo: string; user: { id: number; name: string } }): Promise<void> {
  const { db } = deps;
  const kek = encryptionKey(deps.config);
  const now = deps.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const actor = { userId: o.user.id, name: o.user.name };
  let n = 0;
  const paid = (hoursAgo: number, amount: string) => {
    const body = createPaymentBody.parse({
      merchantOrderId: `DEMO-CBEC-${String(++n).padStart(3, '0')}`,
      amount,
      currency: 'CNY',
      paymentMethod: 'card',
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date(now).getUTCFullYear() + 2, cvv: '123' },
      customerEmail: `shopper${100 + n}@example.com`,
    });
    return db.transaction((tx) => createPayment(tx, o.merchantNo, body, { now: at(hoursAgo), source: 'sandbox' }));
  };
  const declare = (hoursAgo: number, transactionId: string, f: Record<string, unknown>) =>
    db.transaction((tx) =>
      createDeclaration(tx, {
        merchantNo: o.merchantNo,
        body: declarationAddBody.parse({
          transactionId,
          customsCode: 'HANGZHOU_ZONGSHU',
          merchantCustomsCode: '3301960DMO',
          merchantCustomsName: 'Crossbill Demo Cross-border Trading Co.',
          platformCode: '3301964DMP',
          ...f,
        }),
        actor,
        now: at(hoursAgo),
        kek,
      }),
    );
  const a = await paid(50, '368.00');
  await declare(49, a.transactionId, {
    amount: '368.00',
    goodsAmount: '338.00',
    freightAmount: '30.00',
    payerName: '张伟',
    payerIdNumber: '11010519491231002X',
  });
  const b = await paid(30, '1299.00');
  await declare(29, b.transactionId, { customsCode: 'NINGBO', amount: '1299.00', payerName: 'REJECT Test', payerIdNumber: '110101199003071233' });
  const split = await paid(20, '560.00');
  await declare(19, split.transactionId, { subOrderNo: 'SUB-1', amount: '320.00', payerName: '李娜', payerIdNumber: '440306198506153323' });
  await declare(19, split.transactionId, {
    subOrderNo: 'SUB-2',
    customsCode: 'GUANGZHOU',
    amount: '240.00',
    payerName: '李娜',
    payerIdNumber: '440306198506153323',
  });
  // the sandbox customs answered those a minute after each was sent
  await answerDueDeclarations(db, at(1), { scope: [o.merchantNo] });
  const draft = await paid(3, '88.00');
  await declare(2, draft.transactionId, { amount: '88.00', payerName: '王芳', payerIdNumber: '330102198801014412', submit: false });
  const fresh = await paid(1, '199.00');
  await declare(0, fresh.transactionId, { customsCode: 'ZHENGZHOU', amount: '199.00', payerName: '陈静', payerIdNumber: '330102198801014412' });
}
