import { useQuery } from '@tanstack/react-query';
import { getTransaction } from '@crossbill/contracts/endpoints/transaction';
import { endpointQuery } from '../../../lib/call';

/** Every field, the refunds and the timeline. */
export const transactionQuery = (transactionId: string) => endpointQuery(getTransaction, { query: { transactionId } });

export const useTransaction = (transactionId: string) => useQuery(transactionQuery(transactionId));
