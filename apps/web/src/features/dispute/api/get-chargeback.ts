import { useQuery } from '@tanstack/react-query';
import { getChargeback } from '@crossbill/contracts/endpoints/dispute';
import { endpointQuery } from '../../../lib/call';

export const useChargeback = (chargebackId: string) => useQuery(endpointQuery(getChargeback, { query: { chargebackId } }));
