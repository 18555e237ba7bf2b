import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ACTION_LOG_KEY_HEADER, actionLogEvent } from '../shell.ts';

/**
 * Page events from the web (spec 3 action log), fire-and-forget, with the client config's key in a
 * header. The web sends them with a plain fetch from its entry chunk (apps/web/src/lib/action-log.ts
 * keeps the path; its test checks it against this object), so that the login route does not carry
 * these schemas.
 */
export const recordActionLog = defineEndpoint({
  method: 'POST',
  path: '/actionLog/merchant',
  permission: 'public',
  body: actionLogEvent,
  response: z.null(),
  summary: `Page event from the web (fire-and-forget); header ${ACTION_LOG_KEY_HEADER} required`,
  tags: ['action-log'],
});
