import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { advanceEnrolment } from '../src/modules/enrolment/service.ts';
import { addApplication, reviewApplication } from '../src/modules/application/service.ts';
import { bookInboundCredit } from '../src/modules/wallet/service.ts';
import { publishNotice } from '../src/modules/notice/service.ts';
import { outboxFor } from '../src/platform/mail/mail.ts';
import { runSettlement } from '../src/modules/settlement/service.ts';
import { openAccount } from '../src/modules/virtual-account/service.ts';
import * as imports from '../src/modules/imports/service.ts';
import { TRACKING_IMPORT } from '../src/modules/transaction/tracking.ts';
import { paymentClient } from './payment-api.ts';
import { uploadFile, xlsxOf } from './xlsx-upload.ts';
import { formOf, postForm } from './multipart-form.ts';
import { PDFDocument } from 'pdf-lib';
import type { TestServer } from './harness.ts';
import { png } from './png.ts';
import { admin, apiOf, ok, PNG, WORLD_PIN, type RouteServer, type World, type WorldApi } from './world-api.ts';
import { gbPayeeBody } from './payee-bodies.ts';

export type { RouteServer, World, WorldApi } from './world-api.ts';
export { WORLD_PASSWORD, WORLD_PIN } from './world-api.ts';

/**
 * A portal with data in it, for the tests that walk every route (responses against the OpenAPI
 * document, the fuzz): an aggregate merchant (acquiring and payout) with payments, a refund, payees,
 * a transfer, an exchange, a disbursement, a virtual account, a notice and an export, whose
 * administrator is signed in; a group (type 3) of which it is a member, and a proxy (type 2)
 * merchant with a member of its own, and their administrators. Made through the HTTP API and the services, as a person and a
 * merchant's integration would; no vitest here, so that the fuzz benchmark can use it too.
 */
export async function buildWorld(s: RouteServer): Promise<World> {
  const posts: World['posts'] = [];
  const plain = apiOf(s.app);
  const api: WorldApi = async (method, url, o) => {
    const r = await plain(method, url, o);
    if (method === 'POST' && r.body.respCode === '20000') posts.push({ path: `/api${url.split('?')[0]}`.replace(/^\/api\/api/, '/api'), body: r.body });
    return r;
  };
  const now = () => s.deps.now();
  const group = await admin(s, api, { merchantType: MerchantType.GROUP });
  const proxy = await admin(s, api, { merchantType: MerchantType.PROXY });
  const a = await admin(s, api, {
    parentMerchantNo: group.merchant.merchantNo,
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
  });
  const cookie = a.cookie;
  const m = a.merchant.merchantNo;
  const values: Record<string, string> = { merchantNo: m, email: a.email };
  type Node = { id: number; childrenNode: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.childrenNode)]);
  const menus = flat(ok('menus', await api('GET', '/merLogin/listMenus', { cookie })) as Node[]);
  values.menuId = String(menus.find((n) => n.id > 0)!.id);
  const key = () => ({ 'idempotency-key': crypto.randomUUID() });

  // payment password, the way a person sets it: the mailed code, then the save
  ok('send code', await api('POST', '/security/payment/sendCode', { cookie }));
  const [mail] = await outboxFor(s.deps.db, a.email);
  const code = /\b(\d{6})\b/.exec(mail!.body ?? '')![1]!;
  ok('pin', await api('POST', '/security/payment/save', { cookie, body: { code, password: WORLD_PIN, confirmPassword: WORLD_PIN } }));

  for (const [currency, amount] of [
    ['USD', 10_000_000n],
    ['GBP', 10_000_000n],
  ] as const)
    await bookInboundCredit(s.deps.db, { merchantNo: m, currency, amount, bankTransactionId: `w-${crypto.randomUUID()}`, at: now() });

  // acquiring: a captured card payment (refunded in part), an authorization, a pending local payment
  const pay = await paymentClient(s as unknown as TestServer, m);
  const paid = ok('payment', await pay.pay('4242424242424242'));
  values.transactionId = paid.transactionId;
  values.merchantOrderId = paid.merchantOrderId;
  ok('authorization', await pay.pay('5555555555554444', { capture: false }));
  ok('local payment', await pay.local('alipay', 'CNY'));
  const refund = ok(
    'refund',
    await api('POST', '/refund/apply', { cookie, headers: key(), body: { transactionId: paid.transactionId, amount: '10.00', reason: 'Returned item' } }),
  );
  values.refundId = String(refund.refundId);
  // a chargeback from the sandbox issuer, with a rebuttal draft
  const disputed = ok('disputed payment', await pay.pay('4242424242424242', { amount: '40.00' }));
  const chargeback = ok('chargeback', await pay.call('POST', `/sandbox/payments/${disputed.transactionId}/dispute`, { reasonCode: '13.1', amount: '25.00' }));
  values.chargebackId = String(chargeback.chargebackId);
  values.disputedTransactionId = String(disputed.transactionId);
  ok('rebuttal draft', await api('POST', '/chargeback/rebuttal/draft', { cookie, body: { chargebackId: values.chargebackId, description: 'Delivered' } }));
  // a webhook endpoint (developer/notify): the walk reads its delivery log
  const hook = ok(
    'webhook endpoint',
    await api('POST', '/developer/webhook/create', { cookie, body: { url: 'http://127.0.0.1:9/hooks', events: ['payment.succeeded'] } }),
  );
  values.webhookEndpointId = String(hook.endpoint.endpointId);
  const evidencePdf = await PDFDocument.create();
  evidencePdf.addPage([200, 200]);
  const evidence = await postForm(
    s as unknown as TestServer,
    '/chargeback/rebuttal/documents',
    formOf([
      { field: 'chargebackId', value: values.chargebackId },
      { field: 'section', value: 'shipping_tracking' },
      { field: 'files', fileName: 'tracking.pdf', body: Buffer.from(await evidencePdf.save()) },
    ]),
    { cookie },
  );
  values.chargebackDocumentId = String((ok('rebuttal document', evidence as never) as Array<{ documentId: number }>)[0]!.documentId);
  // an Ethoca-type alert from the sandbox network on the disputed payment
  const alert = ok(
    'ethoca alert',
    await pay.call('POST', `/sandbox/payments/${disputed.transactionId}/ethoca`, { type: 'customer_dispute', cardNumber: '4242424242424242' }),
  );
  values.ethocaAlertId = String(alert.alertId);
  // a pre-dispute alert and an issuer's fraud report on the same payment
  const preAlert = ok('pre-dispute alert', await pay.call('POST', `/sandbox/payments/${disputed.transactionId}/alert`, { service: 'verifi_cdrn' }));
  values.preAlertId = String(preAlert.alertId);
  const fraud = ok('fraud report', await pay.call('POST', `/sandbox/payments/${disputed.transactionId}/fraud`, {}));
  values.fraudServiceId = String(fraud.notificationId);
  // an alert enrolment and an RDR enrolment with a rule
  const common = { merchantIdentifier: 'CROSSBILL-WORLD', pricingTier: 'standard', descriptors: ['CROSSBILL*WORLD'] };
  const alertEnrolment = ok('alert enrolment', await api('POST', '/risk/alert-enrolment/save', { cookie, body: { ...common, ethocaMerchantId: 'ETH-1001' } }));
  values.alertEnrolmentId = String(alertEnrolment.enrolmentId);
  const rdrEnrolment = ok(
    'rdr enrolment',
    await api('POST', '/risk/rdr-enrolment/save', {
      cookie,
      body: { ...common, bins: ['411111'], caids: ['CAID0001'], rules: { maxAmounts: [{ currency: 'USD', amount: '50.00' }] }, submit: true },
    }),
  );
  values.rdrEnrolmentId = String(rdrEnrolment.enrolmentId);
  // enrolled by the network (two provider steps), then an RDR alert its amount rule accepts
  for (let i = 0; i < 2; i++)
    await s.deps.db.transaction((tx) => advanceEnrolment(tx, { enrolmentId: values.rdrEnrolmentId!, actor: { kind: 'provider' }, now: now() }));
  const rdrPaid = ok('rdr payment', await pay.pay('4111111111111111', { amount: '20.00' }));
  values.rdrAlertId = String(ok('rdr alert', await pay.call('POST', `/sandbox/payments/${rdrPaid.transactionId}/rdr`, {})).alertId);
  // a subscription sold through the Payment API (its first payment stores the card)
  const subscription = ok(
    'subscription',
    await pay.call('POST', '/subscriptions', {
      contractNumber: 'WORLD-1',
      customer: { name: 'World Customer', email: 'world@example.com' },
      productName: 'World plan',
      price: '9.90',
      quantity: 1,
      currency: 'USD',
      frequencyUnit: 'month',
      frequencyCount: 1,
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: now().getUTCFullYear() + 3, cvv: '123' },
    }),
  );
  values.subscriptionId = String(subscription.subscription.subscriptionId);
  // a customs declaration of the payment, and a file of them
  const declaration = ok(
    'declaration',
    await api('POST', '/declaration/add', {
      cookie,
      body: {
        transactionId: paid.transactionId,
        customsCode: 'NINGBO',
        merchantCustomsCode: '3302960WLD',
        merchantCustomsName: 'World Trading',
        amount: '1.00',
        payerName: 'World Payer',
        payerIdNumber: '11010519491231002X',
      },
    }),
  );
  values.declarationId = String(declaration.declarationId);
  // split settlement: the group as a receiver of the member's captured sale
  const receiver = ok(
    'receiver',
    await api('POST', '/dividend/receiver/add', { cookie, body: { kind: 'member', receiverMerchantNo: group.merchant.merchantNo, name: 'Group' } }),
  );
  const splitSale = ok('split sale', await pay.pay('4242424242424242', { amount: '80.00' }));
  const splits = ok(
    'split',
    await api('POST', '/dividend/split', { cookie, body: { transactionId: splitSale.transactionId, splits: [{ receiverId: receiver.id, amount: '8.00' }] } }),
  );
  values.splitId = String(splits.content[0].splitId);
  // an approved website and a checkout session for it (the hosted page's session)
  const site = await addApplication(s.deps.db, {
    merchantNo: m,
    input: { name: 'World shop', type: 'website', url: 'https://shop.example.com', description: 'The world shop' },
    actor: { userId: null },
    now: now(),
  });
  await reviewApplication(s.deps.db, { appId: site.appId, decision: 'pass', now: now() });
  const session = ok(
    'checkout session',
    await pay.call('POST', '/checkout/sessions', {
      amount: '12.00',
      currency: 'USD',
      merchantOrderId: 'WORLD-CHECKOUT-1',
      returnUrl: 'https://shop.example.com/back',
      customerEmail: 'world@example.com',
      appId: site.appId,
    }),
  );
  values.sessionId = String(session.sessionId);
  // a blacklist of e-mail domains with one item
  const blacklist = ok(
    'blacklist',
    await api('POST', '/risk/blacklist/add', { cookie, body: { name: 'World domains', attribute: 'email_domain', scope: 'all' } }),
  );
  values.blacklistId = String(blacklist.id);
  // checkout: a payment method and a brand with a logo (its public address's token)
  values.checkoutCardId = String(
    ok('checkout card', await api('POST', '/checkout/card/add', { cookie, body: { method: 'visa', allWebsites: true, appIds: [] } })).id,
  );
  const logo = ok('brand logo', await uploadFile(s as unknown as TestServer, '/checkout/brand/logo/upload', cookie, png(200, 200), 'logo.png')) as unknown as {
    fileId: string;
  };
  const brandBody = { name: 'World', logoFileId: logo.fileId, colour: '#1677ff', allWebsites: true, appIds: [] };
  const options = { showMerchantOrderId: true, allowCancel: true, switchCountry: false, autoRedirect: false };
  const brand = ok('checkout brand', await api('POST', '/checkout/brand/add', { cookie, body: { ...brandBody, ...options } }));
  values.checkoutBrandId = String(brand.id);
  values.brandLogoToken = String(brand.logoUrl).split('/').pop()!;

  // payout: a payee, a transfer, an exchange, a settlement payee and a disbursement
  const payee = ok(
    'payee',
    await api('POST', '/transfer/contact/add', {
      cookie,
      body: gbPayeeBody(`Oliver ${crypto.randomUUID().slice(0, 6)}`),
    }),
  );
  values.payeeId = String(payee.id);
  const upload = async (url: string, body: Buffer, fileName: string) => {
    const r = await uploadFile(s as unknown as TestServer, url, cookie, body, fileName);
    return ok(`upload ${url}`, r) as { id: number | string; fileId?: string };
  };
  const certificate = await upload('/transfer/certificate/upload', PNG, 'certificate.png');
  const transfer = ok(
    'transfer',
    await api('POST', '/transfer/submit', {
      cookie,
      headers: key(),
      body: {
        payeeId: payee.id,
        sendCurrency: 'GBP',
        amount: '100.00',
        fixedSide: 'send',
        feeBearing: 'sender',
        purpose: 'services',
        paymentPassword: WORLD_PIN,
        certificateFileId: certificate.id,
      },
    }),
  );
  values.transferId = String(transfer.id);
  const quote = ok(
    'exchange quote',
    await api('POST', '/exchange/quote', { cookie, body: { sellCurrency: 'USD', buyCurrency: 'GBP', fixedSide: 'sell', amount: '100.00' } }),
  );
  const booked = ok('exchange', await api('POST', '/exchange/book', { cookie, headers: key(), body: { quoteId: quote.quoteId } }));
  values.exchangeId = String(booked.id);
  const ownPayee = {
    category: 'own',
    entityType: 'corporate',
    currency: 'GBP',
    country: 'GB',
    method: 'local',
    accountFormat: 'sortCode',
    sortCode: '20-00-00',
    accountNumber: '31926819',
    accountConfirm: '31926819',
    name: a.merchant.name,
    bankName: 'Barclays Bank UK PLC',
    nickname: `Main GBP ${crypto.randomUUID().slice(0, 4)}`,
  };
  const own = ok('settlement payee', await api('POST', '/settlement/payee/add', { cookie, body: ownPayee }));
  values.settlementPayeeId = String(own.id);
  const disbursement = ok(
    'disbursement',
    await api('POST', '/settlement/disbursement/apply', { cookie, headers: key(), body: { payeeId: own.id, currency: 'GBP', amount: '50.00' } }),
  );
  values.disbursementId = String(disbursement.id);
  const va = ok(
    'virtual account',
    await api('POST', '/virtualAccount/apply', {
      cookie,
      body: {
        currency: 'USD',
        country: 'US',
        type: 'corporate',
        holderName: 'Acme Export Ltd',
        address: '12 Harbour Road, Wan Chai, Hong Kong',
        shareholders: [{ name: 'Jane Doe', percentage: '60', nationality: 'GB' }],
      },
    }),
  );
  values.virtualAccountId = String(va.id);
  await openAccount(s.deps.db, va.id, new Date(now().getTime() + 7200_000));
  const credit = ok(
    'collection',
    await api('POST', '/sandbox/virtualAccount/credit', {
      cookie,
      body: {
        virtualAccountId: va.id,
        amount: '1250.75',
        currency: 'USD',
        payerName: 'Globex Corp',
        payerAccount: '0012345678',
        reference: 'FT-2026-0001',
        bankTransactionId: `bt-${crypto.randomUUID()}`,
      },
    }),
  );
  values.collectionId = String(credit.transaction.id);

  // files and imports: an upload, a payee attachment, tracking, blacklist, refund and transfer batches
  values.fileId = String((await upload('/upload/file', PNG, 'scan.png')).fileId);
  const attachment = await upload('/transfer/contact/file/upload', PNG, 'statement.png');
  values.payeeFileId = String(attachment.id);
  ok(
    'payee attachment',
    await api('POST', '/settlement/payee/update', { cookie, body: { id: own.id, payee: { ...ownPayee, attachmentIds: [attachment.id] } } }),
  );
  const tracking = await upload(
    '/transaction/tracking/batch/upload',
    await xlsxOf(['Transaction ID', 'Tracking number', 'Carrier'], [[paid.transactionId, 'bad number!', 'UPS']]),
    'tracking.xlsx',
  );
  values.trackingImportId = String(tracking.id);
  values.declarationImportId = String(
    (await upload('/declaration/batch/upload', await xlsxOf(['Transaction ID'], [[paid.transactionId]]), 'declarations.xlsx')).id,
  );
  values.blacklistImportId = String(
    (
      await upload(
        `/risk/blacklist/import/upload?listId=${values.blacklistId}`,
        await xlsxOf(['Type', 'Value', 'Status'], [['C', 'spam.example', 'Active']]),
        'items.xlsx',
      )
    ).id,
  );
  await imports.parseImport(s.deps.db, s.deps.files, TRACKING_IMPORT, Number(tracking.id), now);
  values.refundBatchId = String(
    (
      await upload(
        '/refund/batch/upload',
        await xlsxOf(['Transaction ID', 'Refund amount', 'Refund reason'], [[paid.transactionId, '1.00', 'Late']]),
        'refunds.xlsx',
      )
    ).id,
  );
  values.transferBatchId = String(
    (
      await upload(
        '/transfer/batch/upload',
        await xlsxOf(
          ['Payee nickname', 'Send currency', 'Send amount', 'Fee bearing', 'Purpose', 'Merchant reference'],
          [[payee.nickname, 'GBP', '20.00', 'sender', 'services', 'B-1']],
        ),
        'batch.xlsx',
      )
    ).id,
  );

  // settlement of yesterday's captures
  await runSettlement(s.deps.db, { now: new Date(now().getTime() + 2 * 86_400_000), merchantNo: m, rates: s.deps.rates });
  const statement = ok('statement', await api('GET', '/wallet/balance/view?currency=USD', { cookie }));
  values.statementReference = statement.content[0].reference;

  // the shell: a notice, an export in the download center, the team
  const notice = await publishNotice(s.deps.db, { title: 'Maintenance', content: 'The portal pauses on Sunday.' });
  values.noticeId = String((notice as { id: number }).id);
  const task = ok('export', await api('POST', '/transaction/export', { cookie, body: {} }));
  values.downloadId = String(task.id);
  const roles = ok('roles', await api('GET', '/permission/role/list', { cookie })) as Array<{ id: number }>;
  values.roleId = String(roles[0]!.id);
  const audited = ok('audit log', await api('GET', '/account/auditLog/list?size=1', { cookie })) as { content: Array<{ id: number }> };
  values.auditEntryId = String(audited.content[0]!.id);

  // the proxy merchant's member has a payment and a refund of its own
  const proxied = await admin(s, api, { parentMerchantNo: proxy.merchant.merchantNo });
  const proxiedPayment = ok('proxied payment', await (await paymentClient(s as unknown as TestServer, proxied.merchant.merchantNo)).pay('4242424242424242'));
  values.proxyTransactionId = proxiedPayment.transactionId;
  const proxiedRefund = ok(
    'proxied refund',
    await api('POST', '/refund/apply', {
      cookie: proxied.cookie,
      headers: key(),
      body: { transactionId: proxiedPayment.transactionId, amount: '1.00', reason: 'Returned item' },
    }),
  );
  values.proxyRefundId = String(proxiedRefund.refundId);

  return { cookies: { merchant: cookie, group: group.cookie, proxy: proxy.cookie }, merchantNo: m, values, api: plain, posts, secretKey: pay.secretKey, now };
}
