import type { ChargebackOverview, RateThreshold } from '@crossbill/contracts/chargeback-rate';
import { CHARGEBACK_REMINDER_DAYS } from '@crossbill/contracts/dispute';
import type { Executor } from '../../platform/db/client.ts';
import { standingOf } from './rate-report.ts';
import * as store from './store.ts';
import { toFilter } from './views.ts';

/**
 * The home dashboard's chargeback block. Each figure is the count of the chargeback list under the
 * filters its link opens (views.toFilter), so the number and the list it leads to always agree; the
 * ratio comes from the monthly rollup.
 */
export async function chargebackOverview(db: Executor, scope: string[], o: { thresholds: RateThreshold[]; now: Date }): Promise<ChargebackOverview> {
  const n = (q: Parameters<typeof toFilter>[1]) => store.countRows(db, toFilter(scope, q, o.now));
  const [open, dueSoon, won30, lost30, standing] = await Promise.all([
    n({ group: 'all', due: 'open' }),
    n({ group: 'all', due: 'soon' }),
    n({ group: 'won', decided: 'last30' }),
    n({ group: 'loss', decided: 'last30' }),
    standingOf(db, scope, o.thresholds, o.now),
  ]);
  // the program this month is closest to, as a share of its ratio (the first one while nothing was sold)
  const share = (p: (typeof standing.programs)[number]) => (p.current === null ? -1 : Number(p.current) / Number(p.ratio));
  const nearest = standing.programs.reduce<(typeof standing.programs)[number] | null>((best, p) => (best === null || share(p) > share(best) ? p : best), null);
  return { open, dueSoon, dueDays: CHARGEBACK_REMINDER_DAYS, won30, lost30, month: standing.month, nearest };
}
