import { queryOptions } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '@crossbill/contracts/endpoint';
import { endpointQuery, keyOf, type CallOptions } from './call';

/**
 * An endpoint that a group or proxy merchant reads across its members (its `families`), read under
 * its plain path instead: the current merchant's own rows, e.g. the contacts a transfer form offers
 * (the transfer is the current merchant's). The key ends in 'own', apart from the family read of
 * the same input, and still starts with the endpoint's key, so the endpoint's refreshes reach it.
 */
export function ownQuery<E extends AnyEndpoint>(e: E, input: EndpointInput<E>, extra: CallOptions = {}) {
  const plain: E = { ...e, families: undefined };
  return queryOptions({ ...endpointQuery(plain, input, extra), queryKey: [...keyOf(e, input), 'own'] });
}
