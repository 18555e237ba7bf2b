import { describe, expect, it } from 'vitest';
import { outboxFor } from '../../platform/mail/mail.ts';
import { useTestServer } from '../../../test/fixtures.ts';
import { bill, MINUTE, subscriptionSetup, verifyLedger } from '../../../test/subscriptions.ts';

const s = useTestServer({}, { work: false });

describe('stored-card charges pass the risk screen like the first payment', () => {
  it('a card blacklisted after the first payment declines the next cycle with the list as reason; retried once it is off the list', async () => {
    const t = await subscriptionSetup(s);
    const email = `screen-${t.merchantNo}@example.com`;
    const customer = { customerId: 'CUS-9', name: 'Grace Hopper', email };
    const listed = await t.created({ customer });
    const other = await t.created({ customer: { ...customer, email: `other-${t.merchantNo}@example.com` } }, '5555555555554444');

    const list = await t.portal('POST', '/risk/blacklist/add', { name: 'Stolen cards', attribute: 'card', scope: 'card' });
    expect(list.body.respCode, list.body.respMsg).toBe('20000');
    const item = await t.portal('POST', '/risk/blacklist/item/add', { listId: list.body.data.id, type: 'C', value: '4242 4242 4242 4242' });
    expect(item.body.respCode, item.body.respMsg).toBe('20000');

    s.clock.advance(MINUTE);
    await bill(s, t.merchantNo);
    let d = await t.detail(listed);
    // a declined cycle like any other: past due, retried on the merchant's schedule (1 minute for a per-minute plan)
    expect(d).toMatchObject({ status: 1, dunning: 'past_due', currentCycle: 2 });
    expect(d.cycles[1]).toMatchObject({ cycleNo: 2, outcome: 'failed', responseCode: 'B1', responseMessage: 'Blocked by a merchant blacklist' });
    expect(Date.parse(d.nextRetryAt) - Date.parse(d.cycles[1].billedAt)).toBe(MINUTE);
    // the transaction says which list and item declined it
    const tx = await t.portal('GET', `/transaction/detail?transactionId=${d.cycles[1].transactionId}`);
    expect(tx.body.data).toMatchObject({ initiator: 'merchant', status: 'failed', customerEmail: email });
    expect(tx.body.data.blacklistHit).toMatchObject({ listName: 'Stolen cards', attribute: 'card', value: '424242****4242' });
    // the other card is not on the list: charged
    expect((await t.detail(other)).cycles.map((c: { outcome: string }) => c.outcome)).toEqual(['paid', 'paid']);
    // the customer hears why
    const [failed] = await outboxFor(s.deps.db, email, 5);
    expect(failed).toMatchObject({ tag: 'subscription.failed' });
    expect(failed!.body).toContain('Blocked by a merchant blacklist');
    // in Chinese too, by the decline's code: the customer's language is not known
    expect(failed!.body).toContain('扣款被拒绝：命中商户黑名单，已拦截');

    // off the list again, the retry goes through
    const off = await t.portal('POST', '/risk/blacklist/toggle', { id: list.body.data.id, active: false });
    expect(off.body.respCode, off.body.respMsg).toBe('20000');
    s.clock.advance(MINUTE);
    await bill(s, t.merchantNo);
    d = await t.detail(listed);
    // the retry is due with cycle 3: both charged, in order
    expect(d).toMatchObject({ dunning: 'none', currentCycle: 3 });
    expect(d.cycles.map((c: { outcome: string; attempts: number }) => `${c.outcome}/${c.attempts}`)).toEqual(['paid/1', 'paid/2', 'paid/1']);
    await verifyLedger(s);
  });
});
