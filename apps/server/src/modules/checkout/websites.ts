import type { Website } from '@crossbill/contracts/checkout';
import type { Executor } from '../../platform/db/client.ts';
import { fieldError } from '../../platform/http/errors.ts';
import * as store from './store.ts';

/** Websites of checkout methods and brands: the merchant's approved applications. */

export const approvedWebsites = (db: Executor, merchantNo: string): Promise<Website[]> => store.approvedWebsites(db, merchantNo);

/** Every appId must be one of the merchant's approved applications: else a 422 naming it on `appIds`. */
export async function assertApproved(db: Executor, merchantNo: string, appIds: string[]): Promise<void> {
  if (appIds.length === 0) return;
  const approved = new Set((await store.approvedWebsites(db, merchantNo)).map((w) => w.appId));
  const wrong = appIds.find((a) => !approved.has(a));
  if (wrong) throw fieldError('appIds', 'checkout.websiteNotApproved', { website: wrong });
}

/** The websites of these appIds, named (an id the merchant no longer has is shown as itself). */
export async function namedWebsites(db: Executor, merchantNo: string, appIds: string[]): Promise<Map<string, Website>> {
  const rows = await store.websiteNames(db, merchantNo, [...new Set(appIds)]);
  const out = new Map(rows.map((r) => [r.appId, r]));
  for (const a of appIds) if (!out.has(a)) out.set(a, { appId: a, name: a, url: '' });
  return out;
}
