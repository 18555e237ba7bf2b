import { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { notice, noticeListQuery, noticeReadBody, unreadNoticeList } from '../shell.ts';
import { NOTICE_BELL_SIZE } from '../constants.ts';
import { intParam, serialIdParam } from '../validation.ts';

/**
 * Notices (spec 2 notice/list and notice/detail, spec 7 /merAnnouncement/*): shell elements (the bell,
 * the notice pages), so any operator of the merchant reads them, no button code. Group (type 3) and
 * proxy (type 2) merchants read them across their members; info and read too, so that a group
 * operator opens a member's notice from the group list.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['notice'];

export const listNotices = defineEndpoint({
  method: 'GET',
  path: '/merAnnouncement/list',
  permission: 'operator',
  families,
  query: noticeListQuery,
  response: pageOf(notice),
  summary: 'Notices visible to the merchant (or the group members), newest first, with read state',
  tags,
});

export const listUnreadNotices = defineEndpoint({
  method: 'GET',
  path: '/merAnnouncement/unreadlist',
  permission: 'operator',
  families,
  query: z.object({ size: intParam(1, 50).default(NOTICE_BELL_SIZE) }),
  response: unreadNoticeList,
  summary: 'The first unread notices (the bell) and the unread count',
  tags,
});

export const getNotice = defineEndpoint({
  method: 'GET',
  path: '/merAnnouncement/info/:id',
  permission: 'operator',
  families,
  params: z.object({ id: serialIdParam }),
  response: notice,
  summary: 'One notice',
  tags,
});

export const readNotice = defineEndpoint({
  method: 'POST',
  path: '/merAnnouncement/read',
  permission: 'operator',
  families,
  body: noticeReadBody,
  response: z.null(),
  summary: 'Mark a notice read (idempotent)',
  tags,
});
