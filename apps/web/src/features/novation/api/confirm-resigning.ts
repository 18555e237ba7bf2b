import { useMutation } from '@tanstack/react-query';
import type { novationResult } from '@crossbill/contracts/shell';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /api/merchant/Novation/confirmResigning {agreed: true, contractVersion} → the confirmation. */
export type NovationResult = z.infer<typeof novationResult>;

export const confirmResigning = (contractVersion: string) => api.post<NovationResult>('/merchant/Novation/confirmResigning', { agreed: true, contractVersion });

export const useConfirmResigning = () => useMutation({ mutationFn: confirmResigning });
