import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageOf, pageQuery } from '@crossbill/contracts/envelope';
import { downloadTask, signInRecord } from '@crossbill/contracts/shell';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { exportLoginRecords, listLoginRecords } from './service.ts';
import { isoDateTime } from '@crossbill/contracts/validation';

// Not in contracts yet (the web sends no range so far): move it there when a page filters by time.
const range = z.object({
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
});

/** Sign-in activity of the current merchant (account information); it may name every operator's sign-ins. */
const PERMISSION = 'account:info';

export function registerActivityRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(
    app,
    {
      method: 'GET',
      url: '/account/loginRecord/list',
      permission: PERMISSION,
      query: pageQuery.extend(range.shape),
      response: pageOf(signInRecord),
      summary: 'Sign-ins and merchant switches of the current merchant, newest first',
      tags: ['account'],
    },
    (ctx) => listLoginRecords(deps.db, ctx.scope, { lang: ctx.lang, ...ctx.query }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/account/loginRecord/export',
      permission: PERMISSION,
      body: range.default({}),
      response: downloadTask,
      summary: 'Export the sign-in activity to the download center (xlsx)',
      tags: ['account'],
    },
    (ctx) =>
      exportLoginRecords(deps, ctx.scope, {
        merchantNo: ctx.auth.merchantNo!,
        userId: ctx.auth.userId,
        lang: ctx.lang,
        beginTime: ctx.body.beginTime,
        endTime: ctx.body.endTime,
        client: { ip: ctx.ip, userAgent: ctx.userAgent },
      }),
  );
}
