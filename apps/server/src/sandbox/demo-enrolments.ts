import { alertEnrolmentSave, rdrEnrolmentSave } from '@crossbill/contracts/enrolment';
import type { ServerDeps } from '../deps.ts';
import { advanceEnrolment, saveEnrolment, type EnrolmentActor } from '../modules/enrolment/service.ts';

const DAY = 86_400_000;

/**
 * The demo merchant's dispute-prevention enrolments, made through the enrolment service at their own
 * times in the past weeks: an alert enrolment the network enrolled, and an RDR enrolment with its
 * decision rules, enrolled too.
 */
export async function seedDemoEnrolments(deps: ServerDeps, o: { merchantNo: string; user: { id: number; name: string } }): Promise<void> {
  const now = deps.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const merchant: EnrolmentActor = { kind: 'operator', userId: o.user.id, name: o.user.name };
  const enrol = async (enrolmentId: string, daysAgo: number) => {
    for (const d of [daysAgo - 1, daysAgo - 2])
      await deps.db.transaction((tx) => advanceEnrolment(tx, { enrolmentId, actor: { kind: 'provider' }, now: at(d) }));
  };
  const alert = await deps.db.transaction((tx) =>
    saveEnrolment(tx, {
      merchantNo: o.merchantNo,
      kind: 'alerts',
      input: alertEnrolmentSave.parse({
        merchantIdentifier: 'CROSSBILL-DEMO',
        ethocaMerchantId: 'ETH-200417',
        integratorMemberId: 'CB-INT-01',
        pricingTier: 'standard',
        descriptors: ['CROSSBILL*DEMO', 'CB*DEMO STORE'],
        submit: true,
      }),
      actor: merchant,
      now: at(40),
    }),
  );
  await enrol(alert.enrolmentId, 40);
  const rdr = await deps.db.transaction((tx) =>
    saveEnrolment(tx, {
      merchantNo: o.merchantNo,
      kind: 'rdr',
      input: rdrEnrolmentSave.parse({
        merchantIdentifier: 'CROSSBILL-DEMO',
        pricingTier: 'volume',
        descriptors: ['CROSSBILL*DEMO'],
        bins: ['400000', '411111'],
        caids: ['CBDEMO0001'],
        rules: {
          maxAmounts: [
            { currency: 'USD', amount: '25.00' },
            { currency: 'EUR', amount: '20.00' },
          ],
          reasonCodes: ['13.1', '13.2'],
          cardBins: ['424242'],
          countries: ['GB'],
        },
        submit: true,
      }),
      actor: merchant,
      now: at(30),
    }),
  );
  await enrol(rdr.enrolmentId, 30);
}
