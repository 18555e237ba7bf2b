import { Codes } from '@crossbill/contracts/codes';
import { brandLogoPath, type BrandInput, type CheckoutBrand, type Website } from '@crossbill/contracts/checkout';
import type { Page } from '@crossbill/contracts/envelope';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { audit, type Actor } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import { assertLogoOwned, newLogoToken } from './logo.ts';
import * as store from './store.ts';
import { assertApproved, namedWebsites } from './websites.ts';

/**
 * checkout/brand (spec 3 Checkout brand, spec 5 Brand): the hosted page's look per website. A
 * website belongs to one brand only, and one brand at most applies to 'All websites': the database
 * holds both (unique indexes), so two saves racing for one website end with one 409 naming it.
 */

function toBrand(r: store.BrandRow, appIds: string[], names: Map<string, Website>): CheckoutBrand {
  return {
    id: r.id,
    name: r.name,
    logoFileId: r.logoFileId,
    logoUrl: r.logoToken ? brandLogoPath(r.logoToken) : null,
    colour: r.colour,
    allWebsites: r.allWebsites,
    websites: appIds.map((a) => names.get(a)!),
    showMerchantOrderId: r.showMerchantOrderId,
    allowCancel: r.allowCancel,
    switchCountry: r.switchCountry,
    autoRedirect: r.autoRedirect,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

async function toBrands(db: Executor, merchantNo: string, rows: store.BrandRow[]): Promise<CheckoutBrand[]> {
  const sites = await store.brandWebsites(
    db,
    merchantNo,
    rows.map((r) => r.id),
  );
  const names = await namedWebsites(db, merchantNo, [...sites.values()].flat());
  return rows.map((r) => toBrand(r, sites.get(r.id) ?? [], names));
}

export async function listBrands(db: Executor, merchantNo: string, q: { page: number; size: number }): Promise<Page<CheckoutBrand>> {
  const { rows, total } = await store.listBrands(db, merchantNo, { limit: q.size, offset: (q.page - 1) * q.size });
  return { content: await toBrands(db, merchantNo, rows), total, page: q.page, size: q.size };
}

export async function getBrand(db: Executor, merchantNo: string, id: number): Promise<CheckoutBrand> {
  const row = await store.brandOf(db, merchantNo, id);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return (await toBrands(db, merchantNo, [row]))[0]!;
}

const brandLabel = (b: { id: number; name: string }) => b.name || `#${b.id}`;

/** 409 naming the first website another brand holds, or the brand already for 'All websites'. */
async function assertFree(db: Executor, merchantNo: string, input: { allWebsites: boolean; appIds: string[] }, brandId: number | null): Promise<void> {
  if (input.allWebsites) {
    const other = await store.allWebsitesBrand(db, merchantNo, brandId);
    if (other)
      throw new AppError(Codes.CONFLICT, {
        messageKey: 'checkout.allWebsitesTaken',
        params: { brand: brandLabel(other) },
        data: { fieldErrors: [{ field: 'allWebsites', message: 'checkout.allWebsitesTaken', params: { brand: brandLabel(other) } }] },
      });
  }
  const [taken] = await store.websitesTaken(db, merchantNo, input.appIds, brandId);
  if (taken) {
    const website = (await namedWebsites(db, merchantNo, [taken.appId])).get(taken.appId)!;
    const params = { website: `${website.name} (${website.appId})`, brand: brandLabel({ id: taken.brandId, name: taken.brandName }) };
    throw new AppError(Codes.CONFLICT, {
      messageKey: 'checkout.websiteTaken',
      params,
      data: { fieldErrors: [{ field: 'appIds', message: 'checkout.websiteTaken', params }] },
    });
  }
}

const isUniqueViolation = (e: unknown): boolean => {
  for (let cur = e as { code?: unknown; cause?: unknown } | null, depth = 0; cur && depth < 5; cur = cur.cause as never, depth++) {
    if (cur.code === '23505') return true;
  }
  return false;
};

/**
 * Add (id null) or edit a brand. The checks before the write give the answer; a save that raced
 * past them meets the unique indexes, and the answer is worked out again once the winner committed.
 */
export async function saveBrand(
  db: Db,
  files: FileStore,
  o: { merchantNo: string; id: number | null; input: BrandInput; actor: Actor; now: Date },
): Promise<CheckoutBrand> {
  const { input } = o;
  try {
    return await db.transaction(async (tx) => {
      const before = o.id === null ? null : await store.brandOf(tx, o.merchantNo, o.id, true);
      if (o.id !== null && !before) throw new AppError(Codes.NOT_FOUND);
      if (input.logoFileId && input.logoFileId !== before?.logoFileId) await assertLogoOwned(tx, files, o.merchantNo, input.logoFileId);
      await assertApproved(tx, o.merchantNo, input.appIds);
      await assertFree(tx, o.merchantNo, input, o.id);
      const logoToken = !input.logoFileId ? null : input.logoFileId === before?.logoFileId ? before.logoToken : newLogoToken();
      const values = {
        name: input.name,
        logoFileId: input.logoFileId,
        logoToken,
        colour: input.colour,
        allWebsites: input.allWebsites,
        showMerchantOrderId: input.showMerchantOrderId,
        allowCancel: input.allowCancel,
        switchCountry: input.switchCountry,
        autoRedirect: input.autoRedirect,
        updatedAt: o.now,
      };
      const row = before
        ? await store.updateBrand(tx, o.merchantNo, before.id, values)
        : await store.insertBrand(tx, { ...values, merchantNo: o.merchantNo, createdAt: o.now });
      const beforeSites = before ? (await store.brandWebsites(tx, o.merchantNo, [before.id])).get(before.id) : [];
      await store.setBrandWebsites(tx, o.merchantNo, row.id, input.appIds);
      const summary = { name: values.name, logoFileId: values.logoFileId, colour: values.colour, allWebsites: values.allWebsites, appIds: input.appIds };
      await audit(tx, {
        ...o.actor,
        merchantNo: o.merchantNo,
        action: before ? 'checkout.brand.edit' : 'checkout.brand.add',
        target: String(row.id),
        summary: before
          ? {
              before: { name: before.name, logoFileId: before.logoFileId, colour: before.colour, allWebsites: before.allWebsites, appIds: beforeSites },
              after: summary,
            }
          : summary,
      });
      return (await toBrands(tx, o.merchantNo, [row]))[0]!;
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    await assertFree(db, o.merchantNo, input, o.id);
    throw new AppError(Codes.CONFLICT);
  }
}
