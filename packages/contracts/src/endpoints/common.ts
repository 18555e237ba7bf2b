import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { clientConfig, dictEntry, dictQuery, health, readiness } from '../shell.ts';

/** What every page may read without a login: health, the client's configuration, dictionaries. */
const tags = ['common'];

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  permission: 'public',
  response: health,
  summary: 'Liveness: the process answers',
  tags,
});

export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/ready',
  permission: 'public',
  response: readiness,
  summary: 'Readiness: the database answers and the process is not stopping (503 otherwise)',
  tags,
});

export const getClientConfig = defineEndpoint({
  method: 'GET',
  path: '/common/clientConfig',
  permission: 'public',
  response: clientConfig,
  summary: 'Configuration the web needs before login',
  tags,
});

export const listDictionaries = defineEndpoint({
  method: 'GET',
  path: '/dict/list',
  permission: 'public',
  query: dictQuery,
  response: z.record(z.string(), z.array(dictEntry)),
  summary: 'Dictionaries by name (CURRENCY, PAYOUT_CURRENCY, FILE_STATUS, ...) in the request language',
  tags,
});
