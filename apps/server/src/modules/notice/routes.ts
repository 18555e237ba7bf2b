import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageOf } from '@crossbill/contracts/envelope';
import { notice, noticeListQuery, noticeReadBody, unreadNoticeList } from '@crossbill/contracts/shell';
import { NOTICE_BELL_SIZE } from '@crossbill/contracts/constants';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { getNotice, listNotices, markNoticeRead, unreadNotices } from './service.ts';
import { intParam, serialIdParam } from '@crossbill/contracts/validation';

/** Group (type 3) and proxy (type 2) merchants read these lists across their members (spec 7). */
const MEMBER_FAMILIES: Array<'/blocMer' | '/proxyMer'> = ['/blocMer', '/proxyMer'];

const unreadQuery = z.object({ size: intParam(1, 50).default(NOTICE_BELL_SIZE) });
const idParams = z.object({ id: serialIdParam });

// Notices are shell elements (the bell, the notice pages): any operator of the merchant reads them, no button code.
export function registerNoticeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(
    app,
    {
      method: 'GET',
      url: '/merAnnouncement/list',
      permission: 'operator',
      families: MEMBER_FAMILIES,
      query: noticeListQuery,
      response: pageOf(notice),
      summary: 'Notices visible to the merchant (or the group members), newest first, with read state',
      tags: ['notice'],
    },
    (ctx) => listNotices(deps.db, ctx.scope, { userId: ctx.auth.userId, ...ctx.query }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/merAnnouncement/unreadlist',
      permission: 'operator',
      families: MEMBER_FAMILIES,
      query: unreadQuery,
      response: unreadNoticeList,
      summary: 'The first unread notices (the bell) and the unread count',
      tags: ['notice'],
    },
    (ctx) => unreadNotices(deps.db, ctx.scope, { userId: ctx.auth.userId, size: ctx.query.size }),
  );

  // info and read also under /blocMer: a group operator opens a member's notice from the group list
  route(
    app,
    { method: 'GET', url: '/merAnnouncement/info/:id', permission: 'operator', families: MEMBER_FAMILIES, params: idParams, response: notice, summary: 'One notice', tags: ['notice'] },
    (ctx) => getNotice(deps.db, ctx.scope, { id: ctx.params.id, userId: ctx.auth.userId }),
  );

  route(
    app,
    { method: 'POST', url: '/merAnnouncement/read', permission: 'operator', families: MEMBER_FAMILIES, body: noticeReadBody, response: z.null(), summary: 'Mark a notice read (idempotent)', tags: ['notice'] },
    async (ctx) => {
      await markNoticeRead(deps.db, ctx.scope, { id: ctx.body.id, userId: ctx.auth.userId });
      return null;
    },
  );
}
