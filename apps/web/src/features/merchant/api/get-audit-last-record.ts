import { queryOptions, useQuery } from '@tanstack/react-query';
import { Codes } from '@crossbill/contracts/codes';
import type { auditRecord } from '@crossbill/contracts/shell';
import type { z } from 'zod';
import { api, isApiError } from '../../../lib/api-client';

/** GET /api/merchant/account/getMerchantAuditLastRecord?code=09: the last review of the application. */
export type AuditRecord = z.infer<typeof auditRecord>;

export async function fetchAuditLastRecord(): Promise<AuditRecord | null> {
  try {
    return await api.get<AuditRecord | null>('/merchant/account/getMerchantAuditLastRecord', { code: '09' });
  } catch (e) {
    if (isApiError(e, Codes.NO_DATA.code)) return null; // never reviewed
    throw e;
  }
}

export const auditLastRecordQuery = queryOptions({ queryKey: ['merchant', 'auditLastRecord'], queryFn: fetchAuditLastRecord });

export const useAuditLastRecord = (enabled: boolean) => useQuery({ ...auditLastRecordQuery, enabled });
