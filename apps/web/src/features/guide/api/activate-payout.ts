import { useMutation } from '@tanstack/react-query';
import type { PayoutActivationResult } from '@crossbill/contracts/wallet';
import { api } from '../../../lib/api-client';

/** POST /api/merchant/payout/activate: payout added to the merchant, default wallet accounts opened. */
export const activatePayout = () => api.post<PayoutActivationResult>('/merchant/payout/activate');

export const useActivatePayout = () => useMutation({ mutationFn: activatePayout });
