import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { downloadQuery, downloadTask, updateDownloadFlagBody } from '../shell.ts';
import { serialIdParam } from '../validation.ts';

/**
 * The download center is a shell element (header popover, download page): an operator's own export
 * tasks (each read checks the task is theirs), so any operator of the merchant uses it, no code.
 * Group (type 3) and proxy (type 2) merchants read these lists across their members (spec 7).
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['download'];

export const listDownloads = defineEndpoint({
  method: 'GET',
  path: '/downloadFile/queryDownloads',
  permission: 'operator',
  families,
  query: downloadQuery,
  response: pageOf(downloadTask),
  summary: "The current user's export tasks (default: the last day), newest first",
  tags,
});

export const listPendingDownloads = defineEndpoint({
  method: 'GET',
  path: '/downloadFile/queryDownloadsExclude',
  permission: 'operator',
  families,
  query: downloadQuery,
  response: pageOf(downloadTask),
  summary: 'Ready files not downloaded yet (downloadFlag 0)',
  tags,
});

export const updateDownloadFlag = defineEndpoint({
  method: 'POST',
  path: '/downloadFile/updateDownloadFlag',
  permission: 'operator',
  families,
  body: updateDownloadFlagBody,
  response: z.null(),
  summary: 'Mark a task downloaded (downloadFlag 1)',
  tags,
});

/** A raw answer: the file itself (attachment). */
export const downloadTaskFile = defineEndpoint({
  method: 'GET',
  path: '/downloadFile/download/:id',
  permission: 'operator',
  params: z.object({ id: serialIdParam }),
  summary: 'The file of a ready task (attachment)',
  tags,
});
