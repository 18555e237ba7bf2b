import { useQuery } from '@tanstack/react-query';
import { getWalletSettlementDetail } from '@crossbill/contracts/endpoints/settlement';
import { endpointQuery } from '../../../lib/call';

/** A batch's ledger entry on the wallet's side. */
export const useWalletDetail = (batchId: string) => useQuery({ ...endpointQuery(getWalletSettlementDetail, { query: { batchId } }), enabled: !!batchId });
