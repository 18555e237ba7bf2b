import crypto from 'node:crypto';
import { imageSize } from 'image-size';
import { BRAND_LOGO, type BrandLogo } from '@crossbill/contracts/checkout';
import { Codes } from '@crossbill/contracts/codes';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { audit, auditDenial, type Actor } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { checkFile } from '../upload/service.ts';
import * as store from './store.ts';

/**
 * Brand logos (spec 5): JPG or PNG as the bytes say (magic number, not the name), at least
 * 130 x 130 pixels as decoded, at most 500 kB. Each refusal names the logo field. Customers'
 * browsers read a brand's logo without a session, by an unguessable token that changes with it.
 */

/** 413 naming the logo: what the multipart reader's own cut-off becomes on this route. */
export const logoTooLarge = () =>
  new AppError(Codes.PAYLOAD_TOO_LARGE, {
    messageKey: 'checkout.logoSize',
    params: { size: BRAND_LOGO.sizeLabel },
    data: { fieldErrors: [{ field: 'logo', message: 'checkout.logoSize', params: { size: BRAND_LOGO.sizeLabel } }] },
  });

/** The logo's type (from the bytes), size and decoded dimensions, or the 4xx naming what is wrong. */
export async function checkLogo(body: Buffer | null): Promise<{ mime: string; width: number; height: number }> {
  const checked = await checkFile(BRAND_LOGO, body);
  if (checked.problem) {
    if (checked.problem.messageKey === 'upload.size') throw logoTooLarge();
    if (checked.problem.messageKey === 'upload.noFile') throw fieldError('logo', 'checkout.logoMissing');
    throw fieldError('logo', 'checkout.logoType', { type: BRAND_LOGO.label });
  }
  let dim: { width?: number; height?: number };
  try {
    dim = imageSize(body!);
  } catch {
    // the magic number said JPG or PNG, but the image cannot be decoded
    throw fieldError('logo', 'checkout.logoType', { type: BRAND_LOGO.label });
  }
  const width = dim.width ?? 0;
  const height = dim.height ?? 0;
  if (width < BRAND_LOGO.minSide || height < BRAND_LOGO.minSide)
    throw fieldError('logo', 'checkout.logoDimensions', { min: BRAND_LOGO.minSide, width, height });
  return { mime: checked.mime, width, height };
}

export async function uploadLogo(
  db: Db,
  files: FileStore,
  o: { merchantNo: string; permissions: ReadonlySet<string>; fileName: string; body: Buffer; actor: Actor & { userId: number } },
): Promise<BrandLogo> {
  // the route opens to the brand pages; storing a logo is part of adding or editing a brand
  if (!o.permissions.has('checkout:brand:add') && !o.permissions.has('checkout:brand:edit')) {
    await auditDenial(db, { ...o.actor, merchantNo: o.merchantNo, target: 'checkout brand logo', code: 'checkout:brand:edit' });
    throw new AppError(Codes.FORBIDDEN);
  }
  const logo = await checkLogo(o.body);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const fileName = o.fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '_').slice(0, 200) || 'logo';
  return db.transaction(async (tx) => {
    const fileId = await files.put(tx, { merchantNo: o.merchantNo, fileName, contentType: logo.mime, body: o.body, kind: 'brand-logo' });
    await audit(tx, {
      ...o.actor,
      merchantNo: o.merchantNo,
      action: 'checkout.brand.logoUpload',
      target: fileId,
      summary: { size: o.body.length, width: logo.width, height: logo.height, type: logo.mime },
    });
    return { fileId, size: o.body.length, width: logo.width, height: logo.height, contentType: logo.mime };
  });
}

/** A logo a brand may point at: uploaded as a brand logo by this merchant. */
export async function assertLogoOwned(db: Executor, files: FileStore, merchantNo: string, fileId: string): Promise<void> {
  const info = await files.info(db, fileId, [merchantNo]);
  if (!info || info.kind !== 'brand-logo') throw fieldError('logoFileId', 'checkout.logoMissing');
}

export const newLogoToken = () => crypto.randomBytes(24).toString('hex');

/** The logo behind a public token, with its stored type; null when the token names none. */
export async function openLogo(db: Executor, files: FileStore, token: string) {
  const brand = await store.brandByLogoToken(db, token);
  if (!brand?.logoFileId) return null;
  return files.open(db, brand.logoFileId, [brand.merchantNo]);
}
