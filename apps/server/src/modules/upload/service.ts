import { fileTypeFromBuffer } from 'file-type';
import { checkFileRule, filePermissionOf, UPLOAD_CATEGORIES, type FileRule, type UploadCategory, type UploadedFile } from '@crossbill/contracts/upload';
import { Codes } from '@crossbill/contracts/codes';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { filesOwnedBy, moveFiles } from '../../platform/files/storage.ts';
import { audit, auditDenial } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';

/**
 * Uploads (spec 5, DESIGN.md 9): the type comes from the bytes (magic number), never the name; the
 * size limit per category; stored under a random id in the owner's scope. Before a merchant exists
 * the owner is the person (`U<userId>`); the files move to the merchant when its application lands.
 */
export const userScope = (userId: number) => `U${userId}`;
/** the scopes a caller's files may live in */
export const scopesOf = (auth: { userId: number; merchantNo: string | null }) => [userScope(auth.userId), ...(auth.merchantNo ? [auth.merchantNo] : [])];

export function uploadError(check: { messageKey: string; params?: Record<string, unknown> }): AppError {
  return new AppError(Codes.VALIDATION, {
    messageKey: check.messageKey,
    params: check.params,
    data: { fieldErrors: [{ field: 'file', message: check.messageKey, params: check.params }] },
  });
}

/**
 * Sniff the bytes (magic number) and check them against a rule: the type the bytes say, or the
 * problem (`upload.noFile` / `upload.type` / `upload.size`) for the caller to report its own way.
 */
export async function checkFile(rule: FileRule, body: Buffer | null): Promise<{ ext: string; mime: string; problem?: undefined } | { problem: FileProblem }> {
  const type = body && body.length > 0 ? await fileTypeFromBuffer(body) : undefined;
  const problem = checkFileRule(rule, body ? { size: body.length, ext: type?.ext ?? null } : null);
  return problem ? { problem } : { ext: type!.ext, mime: type!.mime };
}
export type FileProblem = { messageKey: string; params?: Record<string, unknown> };

/** Sniff and check against an upload category; the extension the bytes say, or the error. */
export async function sniff(category: UploadCategory, body: Buffer | null): Promise<{ ext: string; mime: string }> {
  const checked = await checkFile(UPLOAD_CATEGORIES[category], body);
  if (checked.problem) throw uploadError(checked.problem);
  return checked;
}

export async function storeUpload(
  db: Db,
  files: FileStore,
  input: { owner: string; category: UploadCategory; fileName: string; body: Buffer | null; actor: { userId: number | null; ip?: string; userAgent?: string } },
): Promise<UploadedFile> {
  const type = await sniff(input.category, input.body);
  const body = input.body!;
  // the name is only a label: keep it printable and short
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const fileName = input.fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '_').slice(0, 200) || `file.${type.ext}`;
  return db.transaction(async (tx) => {
    const fileId = await files.put(tx, { merchantNo: input.owner, fileName, contentType: type.mime, body, kind: input.category });
    await audit(tx, {
      ...input.actor,
      merchantNo: input.owner.startsWith('U') ? null : input.owner,
      action: 'file.upload',
      target: fileId,
      summary: { category: input.category, size: body.length, type: type.ext },
    });
    return { fileId, fileName, size: body.length, contentType: type.mime };
  });
}

/**
 * May this caller read the stored file `id` by id (GET /upload/file/:id)? Their own person-scope
 * files, yes; a merchant's file when its kind has a code (contracts FILE_KIND_PERMISSION) that the
 * operator's role holds (a refusal is audited like a route's); NOT_FOUND when the file is outside
 * the caller's scopes or of a kind only its own object's endpoint serves.
 */
export async function assertReadable(
  db: Db,
  files: FileStore,
  auth: { userId: number; merchantNo: string | null; permissions: ReadonlySet<string> },
  id: string,
  client: { ip?: string; userAgent?: string },
): Promise<void> {
  const file = await files.info(db, id, scopesOf(auth));
  if (!file) throw new AppError(Codes.NOT_FOUND);
  if (file.owner === userScope(auth.userId)) return;
  const code = filePermissionOf(file.kind);
  if (!code) throw new AppError(Codes.NOT_FOUND);
  if (auth.permissions.has(code)) return;
  await auditDenial(db, { userId: auth.userId, merchantNo: auth.merchantNo, target: `file ${id}`, code, ...client });
  throw new AppError(Codes.FORBIDDEN);
}

/** Every id belongs to one of the scopes (a form may not point at someone else's file). */
export async function assertOwned(db: Executor, ids: string[], scopes: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const owned = await filesOwnedBy(db, unique, scopes);
  if (owned.length !== unique.length) throw new AppError(Codes.VALIDATION, { messageKey: 'upload.noFile' });
}

/** Files uploaded before the merchant existed now belong to it. */
export async function attachToMerchant(db: Executor, ids: string[], fromScope: string, merchantNo: string): Promise<void> {
  if (ids.length) await moveFiles(db, ids, fromScope, merchantNo);
}
