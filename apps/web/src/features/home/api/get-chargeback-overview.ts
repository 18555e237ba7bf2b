import { useQuery } from '@tanstack/react-query';
import { getChargebackOverview } from '@crossbill/contracts/endpoints/chargeback-rate';
import { endpointQuery } from '../../../lib/call';

/** GET /api/index/chargebacks (group merchants under /blocMer): the dashboard's chargeback figures. */
export const useChargebackOverview = () => useQuery(endpointQuery(getChargebackOverview, undefined));
