import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { applications } from '../application/schema.ts';
import { checkoutBrands, checkoutBrandWebsites, checkoutMethods } from './schema.ts';

/** SQL of checkout methods and brands; every read is scoped by merchant number. */

export type MethodRow = typeof checkoutMethods.$inferSelect;
export type BrandRow = typeof checkoutBrands.$inferSelect;

/**
 * Serialises the changes of one merchant's checkout configuration (priorities, brands' websites)
 * until the transaction ends: a transaction-scoped advisory lock keyed by the merchant, which also
 * covers a merchant with no rows yet (nothing to lock FOR UPDATE).
 */
export async function lockMerchant(db: Executor, merchantNo: string, what: 'methods' | 'brands'): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${what}:${merchantNo}`}))`);
}

/** The merchant's approved applications (the websites a method or brand can apply to), by name. */
export async function approvedWebsites(db: Executor, merchantNo: string) {
  return db
    .select({ appId: applications.appId, name: applications.name, url: applications.url })
    .from(applications)
    .where(and(eq(applications.merchantNo, merchantNo), eq(applications.auditStatus, 'pass')))
    .orderBy(asc(applications.name), asc(applications.id));
}

/** Names of the merchant's applications (any state: one approved earlier may have been suspended since). */
export async function websiteNames(db: Executor, merchantNo: string, appIds: string[]) {
  if (appIds.length === 0) return [];
  return db
    .select({ appId: applications.appId, name: applications.name, url: applications.url })
    .from(applications)
    .where(and(eq(applications.merchantNo, merchantNo), inArray(applications.appId, appIds)));
}

// ---- methods ----

export async function methodsOf(db: Executor, merchantNo: string, o: { limit?: number; offset?: number } = {}) {
  const q = db.select().from(checkoutMethods).where(eq(checkoutMethods.merchantNo, merchantNo)).orderBy(asc(checkoutMethods.priority), asc(checkoutMethods.id));
  return o.limit === undefined ? q : q.limit(o.limit).offset(o.offset ?? 0);
}

export async function countMethods(db: Executor, merchantNo: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(checkoutMethods).where(eq(checkoutMethods.merchantNo, merchantNo));
  return Number(r?.n ?? 0);
}

export async function methodOf(db: Executor, merchantNo: string, id: number): Promise<MethodRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutMethods)
    .where(and(eq(checkoutMethods.merchantNo, merchantNo), eq(checkoutMethods.id, id)));
  return row;
}

export async function methodByCode(db: Executor, merchantNo: string, method: string): Promise<MethodRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutMethods)
    .where(and(eq(checkoutMethods.merchantNo, merchantNo), eq(checkoutMethods.method, method)));
  return row;
}

export async function insertMethod(db: Executor, values: typeof checkoutMethods.$inferInsert): Promise<MethodRow> {
  const [row] = await db.insert(checkoutMethods).values(values).returning();
  return row!;
}

export async function updateMethod(
  db: Executor,
  merchantNo: string,
  id: number,
  values: Partial<Pick<MethodRow, 'enabled' | 'allWebsites' | 'appIds' | 'priority' | 'updatedAt'>>,
) {
  await db
    .update(checkoutMethods)
    .set(values)
    .where(and(eq(checkoutMethods.merchantNo, merchantNo), eq(checkoutMethods.id, id)));
}

// ---- brands ----

export async function listBrands(db: Executor, merchantNo: string, o: { limit: number; offset: number }) {
  const where = eq(checkoutBrands.merchantNo, merchantNo);
  const rows = await db.select().from(checkoutBrands).where(where).orderBy(desc(checkoutBrands.id)).limit(o.limit).offset(o.offset);
  const [total] = await db.select({ n: count() }).from(checkoutBrands).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function brandOf(db: Executor, merchantNo: string, id: number, forUpdate = false): Promise<BrandRow | undefined> {
  const q = db
    .select()
    .from(checkoutBrands)
    .where(and(eq(checkoutBrands.merchantNo, merchantNo), eq(checkoutBrands.id, id)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** The appIds of each brand. */
export async function brandWebsites(db: Executor, merchantNo: string, brandIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(brandIds.map((id) => [id, []]));
  if (brandIds.length === 0) return out;
  const rows = await db
    .select()
    .from(checkoutBrandWebsites)
    .where(and(eq(checkoutBrandWebsites.merchantNo, merchantNo), inArray(checkoutBrandWebsites.brandId, brandIds)))
    .orderBy(asc(checkoutBrandWebsites.appId));
  for (const r of rows) out.get(r.brandId)?.push(r.appId);
  return out;
}

/** Which of these websites another brand (not `exceptBrandId`) already holds, with that brand. */
export async function websitesTaken(db: Executor, merchantNo: string, appIds: string[], exceptBrandId: number | null) {
  if (appIds.length === 0) return [];
  return db
    .select({ appId: checkoutBrandWebsites.appId, brandId: checkoutBrands.id, brandName: checkoutBrands.name })
    .from(checkoutBrandWebsites)
    .innerJoin(checkoutBrands, eq(checkoutBrands.id, checkoutBrandWebsites.brandId))
    .where(
      and(
        eq(checkoutBrandWebsites.merchantNo, merchantNo),
        inArray(checkoutBrandWebsites.appId, appIds),
        exceptBrandId === null ? undefined : ne(checkoutBrandWebsites.brandId, exceptBrandId),
      ),
    );
}

/** The merchant's brand for 'All websites', other than `exceptBrandId`. */
export async function allWebsitesBrand(db: Executor, merchantNo: string, exceptBrandId: number | null = null): Promise<BrandRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutBrands)
    .where(
      and(
        eq(checkoutBrands.merchantNo, merchantNo),
        eq(checkoutBrands.allWebsites, true),
        exceptBrandId === null ? undefined : ne(checkoutBrands.id, exceptBrandId),
      ),
    );
  return row;
}

/** The brand that lists this website. */
export async function brandOfWebsite(db: Executor, merchantNo: string, appId: string): Promise<BrandRow | undefined> {
  const [row] = await db
    .select({ b: checkoutBrands })
    .from(checkoutBrandWebsites)
    .innerJoin(checkoutBrands, eq(checkoutBrands.id, checkoutBrandWebsites.brandId))
    .where(and(eq(checkoutBrandWebsites.merchantNo, merchantNo), eq(checkoutBrandWebsites.appId, appId)));
  return row?.b;
}

export async function brandByLogoToken(db: Executor, token: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(checkoutBrands).where(eq(checkoutBrands.logoToken, token));
  return row;
}

export async function insertBrand(db: Executor, values: typeof checkoutBrands.$inferInsert): Promise<BrandRow> {
  const [row] = await db.insert(checkoutBrands).values(values).returning();
  return row!;
}

export async function updateBrand(
  db: Executor,
  merchantNo: string,
  id: number,
  values: Partial<Omit<BrandRow, 'id' | 'merchantNo' | 'createdAt'>>,
): Promise<BrandRow> {
  const [row] = await db
    .update(checkoutBrands)
    .set(values)
    .where(and(eq(checkoutBrands.merchantNo, merchantNo), eq(checkoutBrands.id, id)))
    .returning();
  return row!;
}

export async function setBrandWebsites(db: Executor, merchantNo: string, brandId: number, appIds: string[]): Promise<void> {
  await db.delete(checkoutBrandWebsites).where(and(eq(checkoutBrandWebsites.merchantNo, merchantNo), eq(checkoutBrandWebsites.brandId, brandId)));
  if (appIds.length) await db.insert(checkoutBrandWebsites).values(appIds.map((appId) => ({ brandId, merchantNo, appId })));
}
