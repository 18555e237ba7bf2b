import { useQuery } from '@tanstack/react-query';
import { getFraudNotification } from '@crossbill/contracts/endpoints/fraud';
import { endpointQuery } from '../../../lib/call';

/** One notification; a bad id is answered 'Invalid ID parameter' (silent: the page shows it), never retried. */
export const useFraudNotification = (serviceId: string) => useQuery({ ...endpointQuery(getFraudNotification, { query: { serviceId } }), retry: false });
