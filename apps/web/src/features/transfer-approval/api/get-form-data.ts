import { useQuery } from '@tanstack/react-query';
import { getApprovalFormData } from '@crossbill/contracts/endpoints/transfer-approval';
import { endpointQuery } from '../../../lib/call';

/** GET /api/transApproval/formData: users with the Transfers permission and the USD mid rates of the cap. */
export const formDataQuery = endpointQuery(getApprovalFormData, undefined);

export const useApprovalFormData = () => useQuery(formDataQuery);
