import { useMutation } from '@tanstack/react-query';
import type { EndpointData } from '@crossbill/contracts/endpoint';
import { confirmNovation } from '@crossbill/contracts/endpoints/merchant';
import { call } from '../../../lib/call';

/** POST /api/merchant/Novation/confirmResigning {agreed: true, contractVersion} → the confirmation. */
export type NovationResult = EndpointData<typeof confirmNovation>;

export const confirmResigning = (contractVersion: string) => call(confirmNovation, { body: { agreed: true, contractVersion } });

export const useConfirmResigning = () => useMutation({ mutationFn: confirmResigning });
