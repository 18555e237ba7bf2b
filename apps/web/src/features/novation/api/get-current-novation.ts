import { queryOptions, useQuery } from '@tanstack/react-query';
import type { novationPending } from '@crossbill/contracts/shell';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/merchant/Novation/current: the agreement the popup asks about (null: nothing pending). */
export type PendingNovation = z.infer<typeof novationPending>;

export const fetchCurrentNovation = () => api.get<PendingNovation | null>('/merchant/Novation/current');

export const currentNovationQuery = queryOptions({ queryKey: ['novation', 'current'], queryFn: fetchCurrentNovation });

export const useCurrentNovation = (enabled: boolean) => useQuery({ ...currentNovationQuery, enabled });
