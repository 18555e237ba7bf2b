import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../envelope.ts';
import { downloadTask, signInRecord } from '../shell.ts';
import { isoDateTime } from '../validation.ts';

/** Sign-in activity of the current merchant (account information); it may name every operator's sign-ins. */
const permission = 'account:info';
const tags = ['account'];

/**
 * An optional time window (the web sends none so far). Built where an endpoint declares it: a
 * module-level schema made from another module's (`isoDateTime.optional()`) stays in every bundle
 * that loads this file, while the web build drops the endpoints' own schemas (and so this).
 */
const loginRecordRange = () =>
  z.object({
    beginTime: isoDateTime.optional(),
    endTime: isoDateTime.optional(),
  });

export const listLoginRecords = defineEndpoint({
  method: 'GET',
  path: '/account/loginRecord/list',
  permission,
  query: pageQuery.extend(loginRecordRange().shape),
  response: pageOf(signInRecord),
  summary: 'Sign-ins and merchant switches of the current merchant, newest first',
  tags,
});

export const exportLoginRecords = defineEndpoint({
  method: 'POST',
  path: '/account/loginRecord/export',
  permission,
  body: loginRecordRange().default({}),
  response: downloadTask,
  summary: 'Export the sign-in activity to the download center (xlsx)',
  tags,
});
