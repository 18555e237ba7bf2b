import { useQuery } from '@tanstack/react-query';
import { getSubscriptionStats } from '@crossbill/contracts/endpoints/subscription';
import { endpointQuery } from '../../../lib/call';

/** GET /api/subscription/stats: active subscriptions, monthly recurring revenue per currency, churn (contracts subscription-stats.ts). */
export const useSubscriptionStats = () => useQuery(endpointQuery(getSubscriptionStats, undefined));
