import { useMutation } from '@tanstack/react-query';
import { activatePayout as activatePayoutEndpoint } from '@crossbill/contracts/endpoints/wallet';
import { call } from '../../../lib/call';

/** Payout added to the merchant, default wallet accounts opened. */
export const activatePayout = () => call(activatePayoutEndpoint);

export const useActivatePayout = () => useMutation({ mutationFn: activatePayout });
