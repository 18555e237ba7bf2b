import { useQuery } from '@tanstack/react-query';
import { getRdrAlert } from '@crossbill/contracts/endpoints/rdr';
import { endpointQuery } from '../../../lib/call';

/** One RDR alert with its payment, rules, refund or chargeback, and timeline. */
export const useRdrAlert = (id: string) => useQuery(endpointQuery(getRdrAlert, { query: { id } }));
