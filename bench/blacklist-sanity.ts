// The sanity part of the blacklist benchmark (bench/blacklist.ts): after the runs, payments through the
// server with listed values (active, dated, inactive, expired, another merchant's, out of the list's
// scope) and a batch of listed cards; which ones the check declined, and the hits read back.
import type pg from 'pg';
import type { Db, Tx } from '../apps/server/src/platform/db/client.ts';
import { addEntry } from '../apps/server/src/modules/risk/entries.ts';
import { getBlacklist, hitOf, type Operator } from '../apps/server/src/modules/risk/service.ts';
import { listedCard, listedValue, stateOf, type BenchList } from './blacklist-data.ts';
import { cleanPayment, type v1Client } from './blacklist-load.ts';

const LISTED_CARDS = 50;

export async function sanity(o: {
  db: Db;
  pool: pg.Pool;
  client: ReturnType<typeof v1Client>;
  lists: BenchList[];
  measured: string;
  key: Buffer;
  actor: Operator;
}) {
  const mine = (attribute: BenchList['attribute']) => o.lists.find((l) => l.merchantNo === o.measured && l.attribute === attribute)!;
  const cards = mine('card');
  const other = o.lists.find((l) => l.merchantNo !== o.measured && l.attribute === 'card');
  const value = (l: BenchList, state: Parameters<typeof listedValue>[2] = 'active') => listedValue(o.pool, l, state, new Date());

  // one card through the service, as an operator adds it: its hash must match the bulk-loaded ones' way
  const added = '4000056655665556';
  await o.db.transaction((tx) =>
    addEntry(tx as unknown as Tx, o.key, [o.measured], {
      body: { listId: cards.id, type: 'C', value: added, status: 'active' },
      actor: o.actor,
      now: new Date(),
    }),
  );

  const card = (number: string) => ({ card: { number, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, cvv: '123' } });
  const plan: Array<{ name: string; over: Record<string, unknown>; decline: boolean }> = [
    { name: 'listed card (bulk-loaded, active)', over: card(await value(cards)), decline: true },
    { name: 'listed card, expiry date ahead', over: card(await value(cards, 'expiring')), decline: true },
    { name: 'listed card, inactive item', over: card(await value(cards, 'inactive')), decline: false },
    { name: 'listed card, past its expiry date', over: card(await value(cards, 'expired')), decline: false },
    { name: 'card added through the service (addEntry)', over: card(added), decline: true },
    { name: "card on another merchant's list only", over: other ? card(await value(other)) : {}, decline: false },
    { name: 'listed e-mail (list scope card)', over: { customerEmail: await value(mine('email')) }, decline: true },
    { name: 'e-mail at a listed domain', over: { customerEmail: `someone@${await value(mine('email_domain'))}` }, decline: true },
    { name: 'listed IP', over: { customerIp: await value(mine('ip')) }, decline: true },
    { name: 'listed phone, card payment (list scope local)', over: { customerPhone: await value(mine('phone')) }, decline: false },
    {
      name: 'listed phone, local payment (alipay)',
      over: { paymentMethod: 'alipay', card: undefined, customerPhone: await value(mine('phone')) },
      decline: true,
    },
  ];
  const declinedIds: string[] = [];
  const cases = [];
  let n = 0;
  for (const c of plan) {
    const r = await o.client.call('POST', '/payments', cleanPayment(1e9 + n++, c.over));
    if (r.body.respCode !== '20000') throw new Error(`sanity ${c.name}: ${r.status} ${r.body.respCode} ${r.body.respMsg}`);
    const declined = r.body.data?.responseCode === 'B1';
    if (declined) declinedIds.push(String(r.body.data!.transactionId));
    cases.push({ name: c.name, declined, ok: declined === c.decline });
  }

  // a batch of distinct live listed cards: every one must be declined
  let sent = 0;
  let declined = 0;
  // spread over the whole list (the step is odd, so it walks through every state)
  const step = Math.max(1, Math.floor((cards.to - cards.from) / (LISTED_CARDS * 1.2))) | 1;
  for (let g = cards.from; sent < LISTED_CARDS && g < cards.to; g += step) {
    if (stateOf(g) !== 'active') continue;
    const r = await o.client.call('POST', '/payments', cleanPayment(2e9 + g, card(listedCard(g))));
    sent++;
    if (r.body.data?.responseCode === 'B1') {
      declined++;
      declinedIds.push(String(r.body.data.transactionId));
    }
  }

  const { rows } = await o.pool.query<{ n: string }>(`select count(*)::text as n from blacklist_hits where merchant_no = $1 and transaction_id = any($2)`, [
    o.measured,
    declinedIds,
  ]);
  const list = await getBlacklist(o.db, [o.measured], { id: cards.id, now: new Date() });
  const hit = declinedIds[0] ? await hitOf(o.db, [o.measured], declinedIds[0]) : null;
  return {
    cases,
    listedCards: { sent, declined },
    expectedHits: declinedIds.length,
    hitsRecorded: Number(rows[0]!.n),
    cardList: { hitCount: list.hitCount, hits30d: list.hits30d, checked30d: list.checked30d, hitRate30d: list.hitRate30d },
    detail: hit ? `${hit.listName} / ${hit.attribute} / ${hit.value}` : 'none',
  };
}
