import { queryOptions, useQuery } from '@tanstack/react-query';
import { Codes } from '@crossbill/contracts/codes';
import type { EndpointData } from '@crossbill/contracts/endpoint';
import { getAuditLastRecord } from '@crossbill/contracts/endpoints/merchant';
import { APPLICATION_AUDIT } from '@crossbill/contracts/shell';
import { isApiError } from '../../../lib/api-client';
import { call, keyOf } from '../../../lib/call';

/** GET /api/merchant/account/getMerchantAuditLastRecord?code=09: the last review of the application. */
export type AuditRecord = NonNullable<EndpointData<typeof getAuditLastRecord>>;

const input = { query: { code: APPLICATION_AUDIT } };

export async function fetchAuditLastRecord(): Promise<AuditRecord | null> {
  try {
    return await call(getAuditLastRecord, input);
  } catch (e) {
    if (isApiError(e, Codes.NO_DATA.code)) return null; // never reviewed
    throw e;
  }
}

export const auditLastRecordQuery = queryOptions({ queryKey: keyOf(getAuditLastRecord, input), queryFn: fetchAuditLastRecord });

export const useAuditLastRecord = (enabled: boolean) => useQuery({ ...auditLastRecordQuery, enabled });
