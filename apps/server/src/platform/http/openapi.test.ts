import { beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Codes } from '@crossbill/contracts/codes';
import { useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { buildWorld, type World } from '../../../test/route-world.ts';
import { answerValidator, cookieFor, harvest, openapiDoc, operations, requestFieldNames, urlOf, type Doc, type Operation } from '../../../test/route-walk.ts';
import { fieldName } from '../i18n.ts';

const s = useTestServer();

/**
 * Values of required parameters, by path (families share their base path's): a key of the world's
 * values or of what earlier answers held, or `=literal`. A GET route with a required parameter and
 * no entry here fails the test: a new route needs its sample.
 */
const SAMPLES: Record<string, Record<string, string>> = {
  '/api/savedView/list': { listId: '=transactions' },
  '/api/dict/list': { names: '=CURRENCY,PAYOUT_CURRENCY' },
  '/api/loginForgetPwd': { email: 'email' },
  '/api/loginCodeVerify': { email: 'email', code: '=000000' },
  '/api/merLogin/listMenuButtons': { parentId: 'menuId' },
  '/api/merAnnouncement/info/{id}': { id: 'noticeId' },
  '/api/downloadFile/download/{id}': { id: 'downloadId' },
  '/api/wallet/balance/view': { currency: '=USD' },
  '/api/wallet/balance/batch/view': { currency: '=USD', reference: 'statementReference' },
  '/api/virtualAccount/detail': { id: 'virtualAccountId' },
  '/api/collection/transaction/detail': { id: 'collectionId' },
  '/api/upload/file/{id}': { id: 'fileId' },
  '/api/onboarding/bank/search': { keyword: '=Barclays' },
  '/api/search': { keyword: 'transactionId' },
  '/api/face/session': { token: '=aaaaaaaaaaaaaaaaaaaaaaaa' },
  '/api/approveTask/getApproveTaskByAssociationId': { associationId: 'transferId' },
  '/api/transfer/detail': { id: 'transferId' },
  '/api/transfer/approval/flow': { id: 'transferId' },
  '/api/transfer/certificate/download': { id: 'transferId' },
  '/api/transfer/batch/detail': { id: 'transferBatchId' },
  '/api/transfer/batch/report': { id: 'transferBatchId' },
  '/api/exchange/detail': { id: 'exchangeId' },
  '/api/exchange/rate': { sellCurrency: '=USD', buyCurrency: '=GBP' },
  '/api/transfer/contact/detail': { id: 'payeeId' },
  '/api/transfer/contact/bank/search': { keyword: '=Barclays' },
  '/api/transfer/contact/file/download': { id: 'payeeFileId' },
  '/api/settlement/payee/detail': { id: 'settlementPayeeId' },
  '/api/settlement/payee/bank/search': { keyword: '=Barclays' },
  '/api/settlement/payee/file/download': { id: 'payeeFileId' },
  '/api/settlement/disbursement/detail': { id: 'disbursementId' },
  '/api/permission/role/detail': { id: 'roleId' },
  '/api/account/auditLog/detail': { id: 'auditEntryId' },
  '/api/merLogin/passwordLink': { token: '=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
  '/api/transaction/detail': { transactionId: 'transactionId' },
  '/api/transaction/tracking/batch/detail': { id: 'trackingImportId' },
  '/api/transaction/tracking/batch/report': { id: 'trackingImportId' },
  '/api/declaration/detail': { declarationId: 'declarationId' },
  '/api/declaration/batch/detail': { id: 'declarationImportId' },
  '/api/declaration/batch/report': { id: 'declarationImportId' },
  '/api/settlement/batch/detail': { batchId: 'batchId' },
  '/api/wallet/settlement/batch/detail': { batchId: 'batchId' },
  '/api/settlement/batch/transactions': { batchId: 'batchId' },
  '/api/wallet/settlement/details': { batchId: 'batchId' },
  '/api/refund/refundable': { transactionId: 'transactionId' },
  '/api/refund/detail': { refundId: 'refundId' },
  '/api/chargeback/detail': { chargebackId: 'chargebackId' },
  '/api/developer/webhook/deliveries': { endpointId: 'webhookEndpointId' },
  '/api/risk/alert/detail': { id: 'ethocaAlertId' },
  '/api/risk/rdr/detail': { id: 'rdrAlertId' },
  '/api/chargebackAlert/detail': { alertId: 'preAlertId' },
  '/api/risk/fraud-notification/details': { serviceId: 'fraudServiceId' },
  '/api/risk/alert-enrolment/detail': { enrolmentId: 'alertEnrolmentId' },
  '/api/risk/rdr-enrolment/detail': { enrolmentId: 'rdrEnrolmentId' },
  '/api/risk/blacklist/detail': { id: 'blacklistId' },
  '/api/risk/blacklist/item/list': { listId: 'blacklistId' },
  '/api/risk/blacklist/import/template': { listId: 'blacklistId' },
  '/api/risk/blacklist/import/detail': { id: 'blacklistImportId' },
  '/api/risk/blacklist/import/report': { id: 'blacklistImportId' },
  '/api/report/refuse-rate/month': { month: '=2026-01' },
  '/api/chargeback/rebuttal/document': { chargebackId: 'chargebackId', documentId: 'chargebackDocumentId' },
  '/api/dispute/case/detail': { transactionId: 'disputedTransactionId' },
  '/api/dispute/case/document': { transactionId: 'disputedTransactionId', documentId: 'chargebackDocumentId' },
  '/api/refund/batch/detail': { id: 'refundBatchId' },
  '/api/refund/batch/report': { id: 'refundBatchId' },
  '/api/refund/batch/refundable': { transactionIds: 'transactionId' },
  '/api/proxyMer/transaction/detail': { transactionId: 'proxyTransactionId' },
  '/api/proxyMer/refund/detail': { refundId: 'proxyRefundId' },
  '/v1/payments': { merchantOrderId: 'merchantOrderId' },
  '/v1/payments/{transactionId}': { transactionId: 'transactionId' },
  '/api/subscription/detail': { subscriptionId: 'subscriptionId' },
  '/api/dividend/detail': { splitId: 'splitId' },
  '/api/dividend/splittable': { transactionId: 'transactionId' },
  '/v1/subscriptions/{subscriptionId}': { subscriptionId: 'subscriptionId' },
  '/v1/checkout/sessions/{sessionId}': { sessionId: 'sessionId' },
  '/api/pay/session/{sessionId}': { sessionId: 'sessionId' },
  '/api/checkout/card/detail': { id: 'checkoutCardId' },
  '/api/checkout/brand/detail': { id: 'checkoutBrandId' },
  '/api/pay/brand-logo/{token}': { token: 'brandLogoToken' },
};

/**
 * GET routes that cannot answer a success to a signed-in administrator of an approved merchant,
 * and why. Everything else must answer 20000 with data that matches the document.
 */
const NO_SUCCESS: Record<string, string> = {
  '/api/loginCodeVerify': 'needs the code mailed by loginForgetPwd',
  '/api/face/session': "needs a face-authentication link's token",
  '/api/merLogin/passwordLink': "needs a mailed set-password link's token",
  '/api/merLogin/cache/improveInformation': 'an approved merchant has no application draft',
  '/api/merLogin/getApplication': 'an approved merchant has no application',
};

const basePath = (path: string) => path.replace(/^\/api\/(blocMer|proxyMer)\//, '/api/');

describe('the OpenAPI document', () => {
  let doc: Doc;
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(s);
    doc = await openapiDoc(world.api);
  }, 180_000);

  it('is a valid OpenAPI 3.1 document whose every reference resolves', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.paths ?? {}).length).toBeGreaterThan(200);
  });

  it('has a label in both languages for every field a request takes (a refusal names the field by it)', () => {
    const names = [...requestFieldNames(doc)];
    expect(names.length).toBeGreaterThan(150);
    // the same keys in both languages is the locale test's (apps/web/src/locales/locales.test.ts)
    expect(names.filter((n) => !fieldName('en', n))).toEqual([]);
  });

  it("describes every GET route's real answers, for an administrator of merchants that have data", async () => {
    const validate = answerValidator(doc);
    const values: Record<string, string> = { ...world.values };
    const gets = operations(doc).filter((o) => o.method === 'GET' && !o.path.startsWith('/api/docs') && o.path !== '/api/merLogin/logout');
    // routes without required parameters first: their answers hold the ids the others take
    const required = (o: Operation) => o.parameters.some((p) => p.required);
    const ordered = [...gets.filter((o) => !required(o)), ...gets.filter(required)];
    const v1 = await paymentClient(s, world.merchantNo);

    const violations: string[] = [];
    const unsampled: string[] = [];
    const failed: string[] = [];
    for (const op of ordered) {
      const sample = SAMPLES[op.path] ?? SAMPLES[basePath(op.path)] ?? {};
      const pathParams: Record<string, string> = {};
      const query: Record<string, string> = {};
      let missing = false;
      for (const p of op.parameters.filter((x) => x.required)) {
        const ref = sample[p.name];
        const value = ref === undefined ? undefined : ref.startsWith('=') ? ref.slice(1) : values[ref];
        if (value === undefined) missing = true;
        else (p.in === 'path' ? pathParams : query)[p.name] = value;
      }
      if (missing) {
        unsampled.push(op.path);
        continue;
      }
      const url = urlOf(op.path, pathParams, query);
      const res = op.path.startsWith('/v1/') ? await v1.call('GET', url.slice(3)) : await world.api('GET', url, { cookie: cookieFor(world, op.path) });
      if (res.status !== 200 || (op.response && res.body.respCode !== '20000')) {
        // a family path runs its base route's handler and schema: walked with the base's sample, the
        // family's own administrator may not see that object (the proxy's member has other data); a
        // fraud notification answers such an id with spec 8's 'Invalid ID parameter' rather than 404
        const familyMiss = basePath(op.path) !== op.path && (res.status === 404 || res.body.respCode === Codes.INVALID_ID_PARAMETER.code);
        if (!NO_SUCCESS[basePath(op.path)] && !familyMiss) failed.push(`${op.path}: ${res.status} ${res.body.respCode} ${res.body.respMsg}`);
        continue;
      }
      if (!op.response) continue; // a file
      harvest(values, res.body.data);
      for (const e of validate(op, res.body)) violations.push(`${op.path} ${e}`);
    }
    expect({ unsampled, failed, violations }).toEqual({ unsampled: [], failed: [], violations: [] });
  }, 180_000);

  it('describes the answers of the POSTs that made the data (payments aside: /v1 is signed)', () => {
    const validate = answerValidator(doc);
    const byPath = new Map(
      operations(doc)
        .filter((o) => o.method === 'POST')
        .map((o) => [o.path, o]),
    );
    const violations: string[] = [];
    const seen = new Set<string>();
    for (const { path, body } of world.posts) {
      const op = byPath.get(path);
      if (!op) throw new Error(`no POST ${path} in the document`);
      seen.add(path);
      for (const e of validate(op, body)) violations.push(`${path} ${e}`);
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(violations).toEqual([]);
  });
});
