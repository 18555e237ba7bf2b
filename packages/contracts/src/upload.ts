import { z } from 'zod';
import { ONBOARDING_CODE } from './resources.ts';

/**
 * Upload categories of spec section 5. The type is decided from the file's bytes (magic number), the
 * name only labels it; `exts` are the names the magic-number sniffer gives and the accept list of
 * the file picker.
 */
export const UPLOAD_CATEGORIES = {
  /** identity images: up to 5M, JPG, PNG, BMP, JPEG */
  identity: { maxBytes: 5 * 1024 * 1024, exts: ['jpg', 'png', 'bmp'], label: 'JPG, PNG, BMP, JPEG' },
  /** registration documents: up to 10M, JPG, PNG, JPEG */
  document: { maxBytes: 10 * 1024 * 1024, exts: ['jpg', 'png'], label: 'JPG, PNG, JPEG' },
  /** general files: up to 50M; documents, images, spreadsheets and archives that carry a magic number */
  general: { maxBytes: 50 * 1024 * 1024, exts: ['pdf', 'jpg', 'png', 'bmp', 'xlsx', 'docx', 'zip'], label: 'PDF, JPG, PNG, BMP, XLSX, DOCX, ZIP' },
} as const;
export type UploadCategory = keyof typeof UPLOAD_CATEGORIES;
export const uploadCategory = z.enum(Object.keys(UPLOAD_CATEGORIES) as [UploadCategory, ...UploadCategory[]]);

/** "5M", "10M", "50M": how the spec writes the limits */
export const sizeLabel = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}M`;

/** The picker's accept attribute: every extension a category takes (JPEG too). */
export function acceptOf(category: UploadCategory): string {
  const exts: string[] = [...UPLOAD_CATEGORIES[category].exts];
  if (exts.includes('jpg')) exts.push('jpeg');
  return exts.map((e) => `.${e}`).join(',');
}

/** What a file must be: the extensions the sniffer may name, the size limit and the label for messages. */
export type FileRule = { readonly exts: readonly string[]; readonly maxBytes: number; readonly label: string };

/** The check of a file against a rule (no file, type, then size); the upload categories and other callers share it. */
export function checkFileRule(
  rule: FileRule,
  file: { size: number; ext: string | null } | null,
): { messageKey: string; params?: Record<string, unknown> } | null {
  if (!file || file.size === 0) return { messageKey: 'upload.noFile' };
  const ext = file.ext === 'jpeg' ? 'jpg' : file.ext;
  if (!ext || !rule.exts.includes(ext)) return { messageKey: 'upload.type', params: { type: rule.label } };
  if (file.size > rule.maxBytes) return { messageKey: 'upload.size', params: { size: sizeLabel(rule.maxBytes) } };
  return null;
}

/** The check the server makes after sniffing, shared so the picker refuses the same files first. */
export function checkUpload(
  category: UploadCategory,
  file: { size: number; ext: string | null } | null,
): { messageKey: string; params?: Record<string, unknown> } | null {
  return checkFileRule(UPLOAD_CATEGORIES[category], file);
}

/** POST /api/upload/file answer */
export const uploadedFile = z.object({ fileId: z.string(), fileName: z.string(), size: z.number().int(), contentType: z.string() });
export type UploadedFile = z.infer<typeof uploadedFile>;

/** A stored file's id: random, 32 lower-case hex (the server's file store makes them). */
export const FILE_ID_PATTERN = /^[a-f0-9]{32}$/;
export const isFileId = (s: string): boolean => FILE_ID_PATTERN.test(s);
export const fileId = z.string().regex(FILE_ID_PATTERN, 'validation.invalid');

/**
 * What each kind of stored file belongs to, as the permission a role needs to read it through
 * `GET /api/upload/file/:id`: the upload categories are the onboarding application's documents
 * (owners' ID images, company documents); a transfer certificate is read with the transfers.
 * A file whose kind is not here (exports, import sheets, payee files) is served only by its own
 * object's endpoint, under that endpoint's code. A person's own files from before their merchant
 * existed are theirs to read.
 */
export const FILE_KIND_PERMISSION = {
  identity: ONBOARDING_CODE,
  document: ONBOARDING_CODE,
  general: ONBOARDING_CODE,
  'transfer-certificate': 'transfer:transfer',
  'brand-logo': 'checkout:brand',
} as const satisfies Record<UploadCategory | string, string>;
export type FileKind = keyof typeof FILE_KIND_PERMISSION;

/** The code a role needs to read a stored file of this kind; null when no role reads it here. */
export const filePermissionOf = (kind: string | null): string | null =>
  kind !== null && Object.hasOwn(FILE_KIND_PERMISSION, kind) ? FILE_KIND_PERMISSION[kind as FileKind] : null;
