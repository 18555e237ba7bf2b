import { useQuery } from '@tanstack/react-query';
import { getMerchantInfo } from '@crossbill/contracts/endpoints/merchant';
import { endpointQuery } from '../../lib/call';
import type { FilterField } from './entity';

/**
 * The filters of a list in a group (or proxy) view: a member filter first (spec 7: the group reads
 * its members' rows; ?member narrows every family route to one of them), then the list's own.
 */
export function useFamilyFields(family: boolean, fields: readonly FilterField[]): readonly FilterField[] {
  const info = useQuery({ ...endpointQuery(getMerchantInfo, undefined), enabled: family, staleTime: 60_000 });
  const members = info.data?.members ?? [];
  if (!family || members.length === 0) return fields;
  const member: FilterField = {
    kind: 'select',
    name: 'member',
    label: 'list:member',
    search: true,
    options: () => members.map((m) => ({ value: m.merchantNo, label: `${m.merchantName} (${m.merchantNo})` })),
  };
  return [member, ...fields];
}
