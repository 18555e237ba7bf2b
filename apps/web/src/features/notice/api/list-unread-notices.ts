import { useQuery } from '@tanstack/react-query';
import { NOTICE_BELL_SIZE, NOTICE_REFRESH_MS } from '@crossbill/contracts/constants';
import { listUnreadNotices } from '@crossbill/contracts/endpoints/notice';
import { endpointQuery } from '../../../lib/call';

/** The bell's first unread notices and the unread count, polled in the background. */
export const unreadNoticesQuery = {
  ...endpointQuery(listUnreadNotices, { query: { size: NOTICE_BELL_SIZE } }, { background: true }),
  refetchInterval: NOTICE_REFRESH_MS,
};

export const useUnreadNotices = () => useQuery(unreadNoticesQuery);
