import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalFormData } from '@crossbill/contracts/transfer-approval';
import { api } from '../../../lib/api-client';
import { approvalKeys } from './get-setting';

/** GET /api/transApproval/formData: users with the Transfers permission and the USD mid rates of the cap. */
export const fetchFormData = () => api.get<ApprovalFormData>('/transApproval/formData');

export const formDataQuery = queryOptions({ queryKey: [...approvalKeys.all, 'formData'], queryFn: fetchFormData });

export const useApprovalFormData = () => useQuery(formDataQuery);
