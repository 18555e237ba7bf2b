import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listNotices } from '@crossbill/contracts/endpoints/notice';
import { endpointQuery } from '../../../lib/call';

/** The newest notices (the home page's latest notices; the list page is the notice entity). */
export const useNotices = (page: number, size: number) =>
  useQuery({ ...endpointQuery(listNotices, { query: { page, size } }), placeholderData: keepPreviousData });
