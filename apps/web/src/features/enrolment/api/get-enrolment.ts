import { useQuery } from '@tanstack/react-query';
import type { EnrolmentKind } from '@crossbill/contracts/enrolment-states';
import { endpointQuery } from '../../../lib/call';
import { KIND } from '../kind';

/** One enrolment with its timeline (null id: nothing to read, a new one). */
export const useEnrolment = (kind: EnrolmentKind, enrolmentId: string | null) =>
  useQuery({ ...endpointQuery(KIND[kind].get, { query: { enrolmentId: enrolmentId ?? '' } }), enabled: enrolmentId !== null });
