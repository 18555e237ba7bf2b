import type { FastifyInstance } from 'fastify';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { migrate } from './platform/db/migrate.ts';
import { createHttpApp } from './platform/http/app.ts';
import { registerIdempotency } from './platform/http/route.ts';
import { idempotencyJobs } from './platform/http/idempotency-jobs.ts';
import { localFileStore } from './platform/files/storage.ts';
import { createMailer, type MailLog } from './platform/mail/mail.ts';
import { sandboxSmsProvider } from './platform/sms/sms.ts';
import { startJobs, type JobDef, type Jobs } from './platform/jobs/jobs.ts';
import type { JobQueue, ServerDeps } from './deps.ts';
import { createAuthProvider } from './auth-provider.ts';
import { syncResources } from './modules/access/service.ts';
import { registerAccessRoutes } from './modules/access/routes.ts';
import { registerIdentityRoutes } from './modules/identity/routes.ts';
import { requireFreshFactor } from './modules/identity/service.ts';
import { identityJobs } from './modules/identity/jobs.ts';
import { registerMerchantRoutes } from './modules/merchant/routes.ts';
import { merchantJobs } from './modules/merchant/jobs.ts';
import { registerNoticeRoutes } from './modules/notice/routes.ts';
import { registerSavedViewRoutes } from './modules/saved-view/routes.ts';
import { registerDownloadRoutes } from './modules/download/routes.ts';
import { downloadJobs } from './modules/download/jobs.ts';
import type { ExportBuilders } from './modules/download/exports.ts';
import { transactionExports } from './modules/transaction/service.ts';
import { refundExports } from './modules/refund/export.ts';
import { walletExports } from './modules/wallet/statement.ts';
import { settlementExports } from './modules/settlement/statement.ts';
import { activityExports } from './modules/activity/service.ts';
import { auditLogExports } from './modules/audit-log/service.ts';
import { registerAuditLogRoutes } from './modules/audit-log/routes.ts';
import { auditLogJobs } from './modules/audit-log/jobs.ts';
import { registerCommonRoutes } from './modules/common/routes.ts';
import { registerActionLogRoutes } from './modules/action-log/routes.ts';
import { registerActivityRoutes } from './modules/activity/routes.ts';
import { registerWalletRoutes } from './modules/wallet/routes.ts';
import { registerVirtualAccountRoutes } from './modules/virtual-account/routes.ts';
import { virtualAccountJobs } from './modules/virtual-account/jobs.ts';
import { registerUploadRoutes } from './modules/upload/routes.ts';
import { registerOnboardingRoutes } from './modules/onboarding/routes.ts';
import { onboardingJobs } from './modules/onboarding/jobs.ts';
import multipart from '@fastify/multipart';
import { registerTransferApprovalRoutes } from './modules/transfer-approval/routes.ts';
import { registerTransferRoutes } from './modules/transfer/routes.ts';
import { transferJobs } from './modules/transfer/jobs.ts';
import { refundJobs } from './modules/refund/jobs.ts';
import { transactionJobs } from './modules/transaction/jobs.ts';
import { registerTransferApprovalHandler } from './modules/transfer/service.ts';
import { registerTransferPayeeGuard } from './modules/transfer/cancel.ts';
import { registerExchangeRoutes } from './modules/exchange/routes.ts';
import { marketRates, type RateSource } from './modules/exchange/service.ts';
import { exchangeJobs } from './modules/exchange/jobs.ts';
import { registerSandboxRoutes, sandboxJobs } from './sandbox/inbound-credits.ts';
import { registerPayeeRoutes } from './modules/payee/routes.ts';
import { syncBankDirectory } from './modules/payee/service.ts';
import { registerDisbursementRoutes } from './modules/disbursement/routes.ts';
import { disbursementJobs } from './modules/disbursement/jobs.ts';
import { registerRoleRoutes } from './modules/access/role-routes.ts';
import { registerInvitationRoutes } from './modules/identity/invitation-routes.ts';
import { registerApplicationRoutes } from './modules/application/routes.ts';
import { registerPaymentApi } from './modules/payment/routes.ts';
import { backfillKeyPrefixes } from './modules/payment/service.ts';
import { registerApiKeyRoutes } from './modules/payment/api-key-routes.ts';
import { registerRiskRoutes } from './modules/risk/routes.ts';
import { riskJobs } from './modules/risk/jobs.ts';
import { cardHashKey } from './modules/risk/card-hash.ts';
import { paymentScreen } from './modules/risk/service.ts';
import { addEntry } from './modules/risk/entries.ts';
import { paymentJobs } from './modules/payment/jobs.ts';
import { registerSettlementRoutes } from './modules/settlement/routes.ts';
import { settlementJobs } from './modules/settlement/jobs.ts';
import { registerTransactionRoutes } from './modules/transaction/routes.ts';
import { registerImportRoutes } from './modules/imports/routes.ts';
import { registerRefundRoutes } from './modules/refund/routes.ts';
import { registerDisputeRoutes } from './modules/dispute/routes.ts';
import { registerDisputeCaseRoutes } from './modules/dispute/case-routes.ts';
import { registerChargebackRateRoutes } from './modules/dispute/rate-routes.ts';
import { disputeExports } from './modules/dispute/rate-export.ts';
import { apiDispute, disputeJobs } from './modules/dispute/jobs.ts';
import { registerAlertRoutes } from './modules/alert/routes.ts';
import { alertJobs, apiAlert } from './modules/alert/jobs.ts';
import { alertsOfPayment } from './modules/alert/service.ts';
import { enrolmentJobs } from './modules/enrolment/jobs.ts';
import { registerEnrolmentRoutes } from './modules/enrolment/routes.ts';
import { registerEthocaRoutes } from './modules/ethoca/routes.ts';
import { apiEthoca } from './modules/ethoca/sandbox.ts';
import { apiRdr } from './modules/rdr/sandbox.ts';
import { registerRdrRoutes } from './modules/rdr/routes.ts';
import { apiRefund } from './modules/refund/service.ts';
import { registerFraudRoutes } from './modules/fraud/routes.ts';
import { apiFraud } from './modules/fraud/sandbox.ts';
import { fraudJobs } from './modules/fraud/jobs.ts';
import { sandboxJobs as trafficJobs } from './sandbox/jobs.ts';
import { registerDashboardRoutes } from './modules/dashboard/routes.ts';
import { registerSubscriptionRoutes } from './modules/subscription/routes.ts';
import { registerSearchRoutes } from './modules/search/routes.ts';
import { registerCheckoutRoutes } from './modules/checkout/routes.ts';
import { subscriptionApi } from './modules/subscription/api.ts';
import { subscriptionJobs } from './modules/subscription/jobs.ts';
import { subscriptionExports } from './modules/subscription/export.ts';
import { declarationExports } from './modules/declaration/export.ts';
import { declarationJobs } from './modules/declaration/jobs.ts';
import { registerDeclarationRoutes } from './modules/declaration/routes.ts';
import { registerDividendRoutes } from './modules/dividend/routes.ts';
import { dividendJobs } from './modules/dividend/jobs.ts';
import { dividendExports } from './modules/dividend/export.ts';
import { registerDividendHooks } from './modules/dividend/settle.ts';
import { registerHostedCheckoutRoutes } from './modules/hosted-checkout/routes.ts';
import { hostedCheckoutApi } from './modules/hosted-checkout/api.ts';
import { dashboardJobs } from './modules/dashboard/jobs.ts';
import { registerSftpRoutes } from './modules/sftp/routes.ts';
import { sftpJobs } from './modules/sftp/jobs.ts';
import { TRANSACTION_EXPORT } from './modules/transaction/service.ts';
import { REFUND_EXPORT } from './modules/refund/export.ts';
import { PERIOD_STATEMENT_EXPORT } from './modules/settlement/statement.ts';
import { notifyJobs } from './modules/notify/jobs.ts';
import { registerNotifyRoutes } from './modules/notify/routes.ts';
// composition/: use cases that join several modules which must not import each other (access lies
// below identity and merchant), wired here beside the root rather than inside any one module
import { registerMenuRoutes } from './composition/menu-routes.ts';
import { registerOperatorRoutes } from './composition/operator-routes.ts';

/** Every module's export builders, handed to the download center's build job (download/exports.ts). */
export const EXPORT_BUILDERS: ExportBuilders = {
  ...transactionExports,
  ...refundExports,
  ...walletExports,
  ...settlementExports,
  ...activityExports,
  ...auditLogExports,
  ...disputeExports,
  ...subscriptionExports,
  ...declarationExports,
  ...dividendExports,
};

/** The SFTP channel's daily files are the download center's exports of these three, as CSV. */
export const SFTP_REPORT_SHEETS = {
  transactions: EXPORT_BUILDERS[TRANSACTION_EXPORT]!,
  refunds: EXPORT_BUILDERS[REFUND_EXPORT]!,
  settlements: EXPORT_BUILDERS[PERIOD_STATEMENT_EXPORT]!,
};

export interface BuildOptions {
  config: Config;
  database: Database;
  /** start job workers in this process (config.JOBS decides in production) */
  work?: boolean;
  /** run each recurring sweep once at start (`npm run worker` does: a worker started after a crash carries what was left at once) */
  sweepAtStart?: boolean;
  logger?: boolean;
  /** where log lines go (tests read them); stdout unless given */
  logStream?: { write(line: string): void };
  now?: () => Date;
  /** where mid rates come from; the sandbox's market table unless given */
  rates?: RateSource;
}

export interface Server {
  app: FastifyInstance;
  deps: ServerDeps;
  jobs: Jobs;
  close(): Promise<void>;
}

/** The composition root: migrate, wire platform and modules, start jobs. */
export async function buildServer(opts: BuildOptions): Promise<Server> {
  const { config, database } = opts;
  await migrate(database);
  await syncResources(database.db);
  await syncBankDirectory(database.db);
  await backfillKeyPrefixes({ db: database.db, config });

  let jobs: Jobs | null = null;
  const queue: JobQueue = {
    async send(name, data, o) {
      if (!jobs) throw new Error('jobs not started');
      await jobs.send(name, data, o);
    },
  };
  // the mailer logs through the HTTP app's logger, which exists only after deps
  const logRef: { current?: MailLog } = {};
  const deps: ServerDeps = {
    config,
    database,
    db: database.db,
    files: localFileStore(config.filesDir),
    jobs: queue,
    mail: createMailer(database.db, config.SMTP_URL, { info: (o, m) => logRef.current?.info(o, m), warn: (o, m) => logRef.current?.warn(o, m) }),
    sms: sandboxSmsProvider(database.db, { info: (o, m) => logRef.current?.info(o, m) }),
    rates: opts.rates ?? marketRates,
    now: opts.now ?? (() => new Date()),
    lifecycle: { draining: false },
  };

  // hooks one module lends another (kept out of imports to avoid cycles): in place before any job runs
  registerTransferApprovalHandler();
  registerDividendHooks(deps.rates);
  registerTransferPayeeGuard();
  const jobDefs: JobDef[] = [
    ...idempotencyJobs(deps.db, deps.now),
    ...identityJobs(deps),
    ...merchantJobs(deps),
    ...downloadJobs(deps, EXPORT_BUILDERS),
    ...virtualAccountJobs(deps),
    ...onboardingJobs(deps),
    ...exchangeJobs(deps),
    ...sandboxJobs(deps),
    ...disbursementJobs(deps),
    ...transferJobs(deps),
    ...refundJobs(deps),
    ...transactionJobs(deps),
    ...riskJobs(deps),
    ...paymentJobs(deps),
    ...trafficJobs(deps),
    ...dashboardJobs(deps),
    ...settlementJobs(deps),
    ...disputeJobs(deps),
    ...alertJobs(deps),
    ...fraudJobs(deps),
    ...enrolmentJobs(deps),
    ...subscriptionJobs(deps),
    ...declarationJobs(deps),
    ...dividendJobs(deps),
    ...sftpJobs(deps, SFTP_REPORT_SHEETS),
    ...notifyJobs(deps),
    ...auditLogJobs(deps),
  ] as JobDef[];
  jobs = await startJobs(database, jobDefs, { work: opts.work ?? config.JOBS, sweepAtStart: opts.sweepAtStart, stopTimeoutMs: config.SHUTDOWN_TIMEOUT_MS });

  const app = await createHttpApp({ config, auth: createAuthProvider(deps), logger: opts.logger, logStream: opts.logStream });
  logRef.current = app.log;
  // multipart for uploads; each route reads its parts with its category's size limit
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 4, fields: 10 } });
  registerIdempotency(app, deps.db);
  registerCommonRoutes(app, deps);
  registerIdentityRoutes(app, deps);
  registerAccessRoutes(app, deps);
  registerMenuRoutes(app, deps);
  registerMerchantRoutes(app, deps);
  registerNoticeRoutes(app, deps);
  registerSavedViewRoutes(app, deps);
  registerDownloadRoutes(app, deps);
  registerActionLogRoutes(app, deps);
  registerActivityRoutes(app, deps);
  registerAuditLogRoutes(app, deps);
  registerWalletRoutes(app, deps);
  registerVirtualAccountRoutes(app, deps);
  registerUploadRoutes(app, deps);
  registerOnboardingRoutes(app, deps);
  registerTransferApprovalRoutes(app, deps);
  registerTransferRoutes(app, deps);
  registerExchangeRoutes(app, deps);
  registerSandboxRoutes(app, deps);
  registerPayeeRoutes(app, deps);
  registerDeclarationRoutes(app, deps);
  registerDisbursementRoutes(app, deps);
  registerRoleRoutes(app, deps, (auth) => requireFreshFactor(deps.db, auth, deps.now()));
  registerOperatorRoutes(app, deps);
  registerInvitationRoutes(app, deps);
  registerApplicationRoutes(app, deps);
  registerTransactionRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerApiKeyRoutes(app, deps);
  registerSettlementRoutes(app, deps);
  registerRefundRoutes(app, deps);
  registerDisputeRoutes(app, deps);
  // the case file shows the pre-dispute alerts' steps (the alert module reads chargebacks: passed in, not imported)
  registerDisputeCaseRoutes(app, deps, { alertSteps: (db, scope, id) => alertsOfPayment(db, scope, id).then((r) => r.events) });
  registerAlertRoutes(app, deps);
  registerChargebackRateRoutes(app, deps);
  registerEthocaRoutes(app, deps);
  registerRdrRoutes(app, deps);
  registerImportRoutes(app, deps);
  // the fraud details put a reported payment on the blacklists through the blacklist module's own item rule
  const cardKey = cardHashKey(deps.config);
  registerFraudRoutes(app, deps, {
    addItem: (tx, q) =>
      addEntry(tx, cardKey, [q.merchantNo], {
        body: { listId: q.listId, type: 'M', transactionId: q.transactionId, status: 'active', expiryDate: q.expiryDate, remarks: q.remarks },
        actor: q.actor,
        now: q.now,
      }),
  });
  registerEnrolmentRoutes(app, deps);
  registerSubscriptionRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerDividendRoutes(app, deps);
  registerSftpRoutes(app, deps);
  registerNotifyRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
  // the Payment API's refunds go through the refund module's one service (payment never imports refund)
  registerRiskRoutes(app, deps);
  // every /v1 payment passes the merchant's blacklists first (the risk module's check; the billing job's stored-card charges pass the same)
  const screen = paymentScreen(deps.config);
  // the hosted payment page pays through the same payment service and risk check as /v1
  registerHostedCheckoutRoutes(app, deps, { screen });
  // subscriptions are sold through the Payment API too: their routes join the signed /v1 plugin
  await registerPaymentApi(app, deps, {
    refund: apiRefund(deps),
    screen,
    sandbox: [apiDispute(deps), apiAlert(deps), apiFraud(deps), apiEthoca(deps), apiRdr(deps)],
    extensions: [subscriptionApi(deps, { screen }), hostedCheckoutApi(deps)],
  });
  await app.ready();

  return {
    app,
    deps,
    jobs,
    async close() {
      deps.lifecycle.draining = true;
      // new requests get 503 while the ones in flight finish (Fastify's return503OnClosing)
      await app.close();
      await jobs?.stop();
    },
  };
}
