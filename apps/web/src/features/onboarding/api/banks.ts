import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bankEntry } from '@crossbill/contracts/onboarding';
import { api } from '../../../lib/api-client';

/** GET /api/onboarding/bank/search: by name or SWIFT, from 3 characters on (spec 5). */
export type Bank = z.infer<typeof bankEntry>;
export const useBankSearch = (keyword: string) =>
  useQuery({
    queryKey: ['onboarding', 'banks', keyword],
    queryFn: () => api.get<Bank[]>('/onboarding/bank/search', { keyword }, { quiet: true }),
    enabled: keyword.trim().length >= 3,
    staleTime: 300_000,
  });
