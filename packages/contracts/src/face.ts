import { z } from 'zod';
import { FaceAuthFlag, type FaceAuthFlagValue } from './merchant.ts';
import { requiredText } from './validation.ts';

/**
 * Face authentication of company owners (spec 2 supplement/jumio, 3, 4): each owner gets a link and
 * a QR code (pending_scan), takes a selfie and an ID photo on a phone (pending), and the
 * verification provider decides (approved / rejected). The company's authentication follows.
 */
export const faceStatus = z.enum(FaceAuthFlag);

/** Company authentication (spec 4): incomplete, in review, rejected; approved once every owner passed. */
export const CompanyAuthState = ['incomplete', 'in_review', 'rejected', 'approved'] as const;
export type CompanyAuthStateValue = (typeof CompanyAuthState)[number];

export function companyAuthState(statuses: FaceAuthFlagValue[]): CompanyAuthStateValue {
  if (statuses.includes('rejected')) return 'rejected';
  if (statuses.length === 0 || statuses.includes('pending_scan')) return 'incomplete';
  if (statuses.includes('pending')) return 'in_review';
  return 'approved';
}

/** The merchant's faceAuthFlag from its owners' checks: the least advanced state wins. */
export function merchantFaceFlag(statuses: FaceAuthFlagValue[]): FaceAuthFlagValue | null {
  if (statuses.length === 0) return null;
  for (const s of ['rejected', 'pending_scan', 'pending'] as const) if (statuses.includes(s)) return s;
  return 'approved';
}

/** a link stays usable this long */
export const FACE_LINK_TTL_MS = 7 * 24 * 3600_000;

export const faceCheck = z.object({
  id: z.number().int(),
  personKey: z.string(),
  ownerName: z.string(),
  status: faceStatus,
  reason: z.string().nullable(),
  link: z.string().nullable(),
  qrSvg: z.string().nullable(),
  createTime: z.string(),
  expireTime: z.string(),
});
export type FaceCheck = z.infer<typeof faceCheck>;

/** GET /api/merchant/face/list */
export const faceOverview = z.object({
  companyState: z.enum(CompanyAuthState),
  checks: z.array(faceCheck),
  /** owners named in the application who may be sent a link */
  owners: z.array(z.object({ key: z.string(), fullName: z.string() })),
});

/** POST /api/merchant/face/start */
export const faceStartBody = z.object({
  personKey: requiredText(40),
  ownerName: requiredText(50),
});

/** GET /api/face/session (public, by token): what the phone page shows */
export const faceSession = z.object({ ownerName: z.string(), merchantName: z.string(), status: faceStatus, reason: z.string().nullable() });
export const faceTokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'validation.invalid') });
