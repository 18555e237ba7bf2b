import { useQuery } from '@tanstack/react-query';
import { getNotice } from '@crossbill/contracts/endpoints/notice';
import { endpointQuery } from '../../../lib/call';

export const noticeQuery = (id: number) => endpointQuery(getNotice, { params: { id } });

export const useNotice = (id: number | null) => useQuery({ ...noticeQuery(id ?? 0), enabled: id !== null });
