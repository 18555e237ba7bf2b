import type { Language } from '@crossbill/contracts/constants';
import { addDays, businessDate, businessDayRange } from '@crossbill/contracts/business-time';
import { sftpFileName, type SftpReport } from '@crossbill/contracts/sftp';
import type { ServerDeps } from '../../deps.ts';
import type { ExportBuilder, ExportSheet } from '../download/service.ts';
import * as ledger from '../ledger/service.ts';
import { decrypt as decryptSecret, encryptionKey as kekOf } from '../../platform/crypto/secret-box.ts';
import { audit, SYSTEM_ACTOR } from '../../platform/audit/audit.ts';
import { openSftp, SftpFailure, uploadFile, type SftpSession } from './connection.ts';
import { csvChunks } from './csv.ts';
import * as store from './store.ts';
import type { DeliveryRow, DestinationRow } from './store.ts';

/**
 * The daily report files (spec 9, SFTP). Every hour a run makes sure each enrolled destination has
 * its files of the last closed Beijing day in the log, then uploads the due ones: new files, failed
 * ones with attempts left (at most SFTP_MAX_ATTEMPTS, one per run, so a server down for a few
 * hours still receives the day) and ones whose worker stopped mid-upload. A delivered file is never
 * claimed again; only a resend arms it anew.
 */

/** The export builders of the three reports (the download center's, passed in by the composition root). */
export type ReportSheets = Readonly<Record<SftpReport, ExportBuilder<any>>>;

/** The files' language: column names and labels read by the merchant's programs, in English. */
const FILE_LANGUAGE: Language = 'en';
const CLAIM_BATCH = 20;
/** A failed file waits for a later run; a little under the hourly period so the next run takes it. */
export const RETRY_AFTER_MS = 50 * 60_000;
/** An upload still `sending` after this long lost its worker. */
export const STALE_SENDING_MS = 60 * 60_000;

type Deps = Pick<ServerDeps, 'db' | 'config' | 'now'>;

/** Put the files of the last closed Beijing day of every enrolled destination in the log. */
export async function scheduleDay(deps: Deps, now: Date): Promise<string> {
  const day = addDays(businessDate(now), -1);
  const rows = (await store.selectEnrolled(deps.db)).flatMap((d) =>
    d.reports.map((report) => ({
      merchantNo: d.merchantNo,
      destinationId: d.id,
      report,
      businessDate: day,
      fileName: sftpFileName(report, d.merchantNo, day),
    })),
  );
  await store.insertDue(deps.db, rows, now);
  return day;
}

async function sheetsOf(deps: Deps, builders: ReportSheets, f: DeliveryRow, now: Date): Promise<ExportSheet<unknown>[]> {
  const ctx = { db: deps.db, scope: [f.merchantNo], lang: FILE_LANGUAGE, userId: 0 };
  if (f.report !== 'settlements') {
    // the day's rows by their Beijing date: [00:00, next 00:00) UTC+8
    const params = { ...businessDayRange(f.businessDate, f.businessDate), now: now.toISOString() };
    return [builders[f.report]({ ...ctx, params })];
  }
  // one statement per currency the merchant holds; a merchant without any gets the header alone
  const currencies = (await ledger.balances(deps.db, { scope: [f.merchantNo] })).map((b) => b.currency).sort();
  if (currencies.length === 0) {
    const columnsOnly = builders.settlements({ ...ctx, params: { merchantNo: f.merchantNo, currency: 'USD', from: f.businessDate, to: f.businessDate } });
    return [{ ...columnsOnly, rows: noRows() }];
  }
  return currencies.map((currency) =>
    builders.settlements({ ...ctx, params: { merchantNo: f.merchantNo, currency, from: f.businessDate, to: f.businessDate } }),
  );
}

async function* noRows(): AsyncIterable<never> {}

function targetOf(deps: Deps, d: DestinationRow) {
  const secret = decryptSecret(kekOf(deps.config), d.secretEnc);
  return {
    host: d.host,
    port: d.port,
    username: d.username,
    auth: d.authKind === 'password' ? ({ kind: 'password', password: secret } as const) : ({ kind: 'key', privateKey: secret } as const),
    trusted: d.hostKeySha256,
  };
}

async function deliverOne(deps: Deps, builders: ReportSheets, session: SftpSession, d: DestinationRow, f: DeliveryRow): Promise<boolean> {
  const started = Date.now();
  try {
    const stats = { rows: 0 };
    const sheets = await sheetsOf(deps, builders, f, deps.now());
    const bytes = await uploadFile(session, d.folder, f.fileName, csvChunks(sheets, FILE_LANGUAGE, stats));
    await store.finishDelivery(deps.db, f.id, { status: 'delivered', bytes, rows: stats.rows, durationMs: Date.now() - started, at: deps.now() });
    return true;
  } catch (e) {
    const detail = e instanceof SftpFailure ? `${e.code}: ${e.detail}` : (e as Error).message;
    await store.finishDelivery(deps.db, f.id, { status: 'failed', durationMs: Date.now() - started, error: detail.slice(0, 1000), at: deps.now() });
    return false;
  }
}

/** Upload the files of one destination over one connection; a connection failure fails them all (retried later). */
async function deliverTo(deps: Deps, builders: ReportSheets, d: DestinationRow | null, files: DeliveryRow[]): Promise<{ delivered: number; failed: number }> {
  const fail = async (error: string) => {
    for (const f of files) await store.finishDelivery(deps.db, f.id, { status: 'failed', durationMs: 0, error, at: deps.now() });
    return { delivered: 0, failed: files.length };
  };
  // a destination switched off finishes what was already queued (disenrolling), nothing after
  if (!d || (d.state !== 'enrolled' && d.state !== 'disenrolling')) return fail('the destination is not enrolled');
  let session: SftpSession;
  try {
    session = await openSftp(targetOf(deps, d), { allowPrivate: deps.config.SANDBOX });
  } catch (e) {
    const f = e as SftpFailure;
    return fail(`${f.code}: ${f.detail}`.slice(0, 1000));
  }
  let delivered = 0;
  try {
    for (const f of files) if (await deliverOne(deps, builders, session, d, f)) delivered++;
  } finally {
    session.close();
  }
  return { delivered, failed: files.length - delivered };
}

/** When a destination being switched off has no upload left in flight, it is disenrolled. */
async function settleSwitchOff(deps: Deps, d: DestinationRow | null): Promise<void> {
  if (!d) return;
  await deps.db.transaction(async (tx) => {
    // read again, locked: the switch may have come while this run was uploading
    const now = await store.selectDestination(tx, { merchantNo: d.merchantNo, id: d.id, lock: true });
    if (!now || now.state !== 'disenrolling' || (await store.countSending(tx, d.id)) > 0) return;
    await store.updateDestination(tx, d, { state: 'disenrolled', updatedAt: deps.now() });
    await audit(tx, { userId: SYSTEM_ACTOR.userId, merchantNo: d.merchantNo, action: 'sftp.disenrolled', target: String(d.id) });
  });
}

/** One run: schedule the closed day, then upload due files until none is left. `deliveryId` limits it to one file (a resend). */
export async function runDeliveries(deps: Deps, builders: ReportSheets, o: { deliveryId?: number } = {}): Promise<{ delivered: number; failed: number }> {
  const now = deps.now();
  if (o.deliveryId === undefined) await scheduleDay(deps, now);
  const total = { delivered: 0, failed: 0 };
  for (;;) {
    const claimed = await store.claimDue(deps.db, {
      now,
      retryBefore: new Date(now.getTime() - RETRY_AFTER_MS),
      staleBefore: new Date(now.getTime() - STALE_SENDING_MS),
      limit: CLAIM_BATCH,
      id: o.deliveryId,
    });
    if (claimed.length === 0) break;
    const byDestination = new Map<number, DeliveryRow[]>();
    for (const f of claimed) byDestination.set(f.destinationId, [...(byDestination.get(f.destinationId) ?? []), f]);
    for (const [destinationId, files] of byDestination) {
      const d = await store.selectDestination(deps.db, { merchantNo: files[0]!.merchantNo, id: destinationId });
      const r = await deliverTo(deps, builders, d, files);
      total.delivered += r.delivered;
      total.failed += r.failed;
      await settleSwitchOff(deps, d);
    }
    if (o.deliveryId !== undefined) break;
  }
  return total;
}
