// The data of the blacklist benchmark (bench/blacklist.ts): the lists, made through the risk service,
// and their items, made in bulk SQL (one statement per chunk, never one call per item). Every value is
// a function of its item number g, so the benchmark can pick listed values back (and rebuild a
// listed card's number, which the table keeps only as its keyed hash).
import type pg from 'pg';
import { BLACKLIST_ATTRIBUTES, maskedCard, type BlacklistAttribute, type BlacklistScope } from '@crossbill/contracts/blacklist';
import type { Db, Tx } from '../apps/server/src/platform/db/client.ts';
import { cardHash } from '../apps/server/src/modules/risk/card-hash.ts';
import { createBlacklist, type Operator } from '../apps/server/src/modules/risk/service.ts';

/** Share of the items per attribute (cards and e-mails are what merchants list most). */
const WEIGHT: Record<BlacklistAttribute, number> = { card: 0.3, email: 0.25, ip: 0.2, phone: 0.15, email_domain: 0.1 };
/**
 * The measured merchant's lists: every scope in use, so a card payment passes lists of scope all and
 * card and skips the local one (its phone list). The other merchants' lists are of scope all, and
 * their phone list is switched off: the index holds their items, the check must not match them.
 */
const SCOPE: Record<BlacklistAttribute, BlacklistScope> = { card: 'all', email: 'card', email_domain: 'all', ip: 'all', phone: 'local' };
const ATTRIBUTES: BlacklistAttribute[] = ['card', 'email', 'email_domain', 'ip', 'phone'];

export interface BenchList {
  id: number;
  merchantNo: string;
  attribute: BlacklistAttribute;
  scope: BlacklistScope;
  active: boolean;
  /** item numbers [from, to) */
  from: number;
  to: number;
}

/** Merchants needed for `lists` lists: one list per attribute per merchant (the contracts' rule). */
export const merchantsFor = (lists: number) => Math.ceil(lists / BLACKLIST_ATTRIBUTES.length);

/** The lists (through createBlacklist) and each one's share of the item numbers. */
export async function createLists(db: Db, o: { merchants: string[]; lists: number; items: number; actor: Operator; now: Date }): Promise<BenchList[]> {
  const shapes = Array.from({ length: o.lists }, (_, i) => ({ merchant: Math.floor(i / ATTRIBUTES.length), attribute: ATTRIBUTES[i % ATTRIBUTES.length]! }));
  const total = shapes.reduce((a, s) => a + WEIGHT[s.attribute], 0);
  const out: BenchList[] = [];
  let next = 0;
  for (const [i, s] of shapes.entries()) {
    const first = s.merchant === 0;
    const scope: BlacklistScope = first ? SCOPE[s.attribute] : 'all';
    const active = first || s.attribute !== 'phone';
    const merchantNo = o.merchants[s.merchant]!;
    const list = await db.transaction((tx) =>
      createBlacklist(tx as unknown as Tx, {
        merchantNo,
        body: { name: `Bench ${s.attribute} ${s.merchant + 1}`, attribute: s.attribute, scope, active },
        actor: o.actor,
        now: o.now,
      }),
    );
    const size = i === shapes.length - 1 ? o.items - next : Math.round((o.items * WEIGHT[s.attribute]) / total);
    out.push({ id: list.id, merchantNo, attribute: s.attribute, scope, active, from: next, to: next + size });
    next += size;
  }
  return out;
}

/** A listed card's number: BIN 400012 (Visa), the item number, the Luhn digit. */
export const listedCard = (g: number) => withLuhn(`400012${String(g).padStart(9, '0')}`);

export function withLuhn(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/**
 * An item's state by its number: 1 in 20 inactive, 1 in 20 past its expiry date, 1 in 20 with an
 * expiry date ahead (some within the 7 "expiring soon" days), the rest long-term valid.
 */
export type ItemState = 'inactive' | 'expired' | 'expiring' | 'active';
export const stateOf = (g: number): ItemState => (['inactive', 'expired', 'expiring'] as const)[g % 20] ?? 'active';

// The same rule in SQL; expires_at is the start of the day after the expiry date, Beijing time (entries.ts).
const STATE_SQL = {
  status: `case when g % 20 = 0 then 'inactive' else 'active' end`,
  expiryDate: `case g % 20 when 1 then to_char(($2::timestamptz at time zone 'Asia/Shanghai')::date - (1 + g % 30), 'YYYY-MM-DD')
                            when 2 then to_char(($2::timestamptz at time zone 'Asia/Shanghai')::date + (g % 90), 'YYYY-MM-DD') end`,
};

/** The normalised value of a non-card item g in SQL (what normalValue gives for it); IPs 1 in 10 v6. */
const VALUE_SQL: Record<Exclude<BlacklistAttribute, 'card'>, string> = {
  email: `'bl' || g || '@m' || (g % 20000) || '.example.com'`,
  email_domain: `'bad' || g || '.example'`,
  ip: `case when g % 10 = 0 then '2001:db8::' || to_hex(g >> 16) || ':' || to_hex(g & 65535)
            else '10.' || ((g >> 16) & 255) || '.' || ((g >> 8) & 255) || '.' || (g & 255) end`,
  // US numbers: area code 212, 646, 718 or 917, exchange 200..999 (valid for libphonenumber)
  phone: `'+1' || (array['212','646','718','917'])[1 + g % 4] || (200 + (g / 4) % 800) || lpad(((g / 3200) % 10000)::text, 4, '0')`,
};

/** Insert the items of every list: cards hashed here in chunks (the key stays in Node), the rest in SQL. */
export async function insertItems(pool: pg.Pool, lists: BenchList[], key: Buffer, now: Date, progress: (done: number) => void): Promise<void> {
  const CHUNK = 50_000;
  let done = 0;
  for (const l of lists) {
    for (let from = l.from; from < l.to; from += CHUNK) {
      const to = Math.min(l.to, from + CHUNK);
      if (l.attribute === 'card') {
        const values: string[] = [];
        const displays: string[] = [];
        for (let g = from; g < to; g++) {
          const pan = listedCard(g);
          values.push(cardHash(key, pan));
          displays.push(maskedCard(pan.slice(0, 6), pan.slice(-4)));
        }
        await pool.query(
          `insert into blacklist_items (list_id, merchant_no, attribute, value, display, type, status, expiry_date, expires_at, created_at, updated_at)
           select $3, $4, 'card', v.value, v.display, 'C', ${STATE_SQL.status}, e.d, (e.d::date + 1)::timestamp at time zone 'Asia/Shanghai', $2, $2
           from unnest($5::text[], $6::text[]) with ordinality as v(value, display, i)
           cross join lateral (select ($1::int + v.i - 1)::int as g) n
           cross join lateral (select ${STATE_SQL.expiryDate} as d) e`,
          [from, now, l.id, l.merchantNo, values, displays],
        );
      } else {
        await pool.query(
          `insert into blacklist_items (list_id, merchant_no, attribute, value, display, type, status, expiry_date, expires_at, created_at, updated_at)
           select $4, $5, $6, v.value, v.value, 'C', ${STATE_SQL.status}, e.d, (e.d::date + 1)::timestamp at time zone 'Asia/Shanghai', $2, $2
           from generate_series($1::int, $3::int - 1) g
           cross join lateral (select ${VALUE_SQL[l.attribute]} as value) v
           cross join lateral (select ${STATE_SQL.expiryDate} as d) e`,
          [from, now, to, l.id, l.merchantNo, l.attribute],
        );
      }
      done += to - from;
      progress(done);
    }
    await pool.query(`update blacklists set item_count = (select count(*) from blacklist_items where list_id = $1) where id = $1`, [l.id]);
  }
  // the planner sees what it would see after autovacuum: the runs measure the check, not stale statistics
  await pool.query(`vacuum analyze blacklist_items`);
  await pool.query(`vacuum analyze blacklists`);
}

/** A listed value of a list, in the state asked for (for the sanity payments). */
export async function listedValue(pool: pg.Pool, l: BenchList, state: ItemState, now: Date): Promise<string> {
  let g = l.from + ((20 + ['inactive', 'expired', 'expiring'].indexOf(state) - (l.from % 20)) % 20);
  if (state === 'active') while (stateOf(g) !== 'active') g++;
  if (g >= l.to) throw new Error(`list ${l.id} has no ${state} item`);
  if (l.attribute === 'card') return listedCard(g);
  const { rows } = await pool.query<{ value: string; status: string; expires_at: Date | null }>(
    `select value, status, expires_at from blacklist_items where list_id = $1 and value = (select ${VALUE_SQL[l.attribute]} from (select $2::int as g) x)`,
    [l.id, g],
  );
  const r = rows[0];
  if (!r) throw new Error(`item ${g} of list ${l.id} not found`);
  const live = r.status === 'active' && (!r.expires_at || r.expires_at > now);
  if (live !== (state === 'active' || state === 'expiring')) throw new Error(`item ${g} of list ${l.id} is not ${state}`);
  return r.value;
}
