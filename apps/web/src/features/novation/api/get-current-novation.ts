import { useQuery } from '@tanstack/react-query';
import type { EndpointData } from '@crossbill/contracts/endpoint';
import { getCurrentNovation } from '@crossbill/contracts/endpoints/merchant';
import { endpointQuery } from '../../../lib/call';

/** GET /api/merchant/Novation/current: the agreement the popup asks about (null: nothing pending). */
export type PendingNovation = NonNullable<EndpointData<typeof getCurrentNovation>>;

export const currentNovationQuery = endpointQuery(getCurrentNovation, undefined);

export const useCurrentNovation = (enabled: boolean) => useQuery({ ...currentNovationQuery, enabled });
