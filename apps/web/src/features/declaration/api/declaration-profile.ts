import { useQuery } from '@tanstack/react-query';
import { getDeclarationProfile } from '@crossbill/contracts/endpoints/declaration';
import { endpointQuery } from '../../../lib/call';

/** The merchant's customs registration of its last declaration (null: none yet), to prefill a new one. */
export const useDeclarationProfile = (enabled: boolean) => useQuery({ ...endpointQuery(getDeclarationProfile, undefined), enabled });
