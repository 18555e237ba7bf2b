import { defineEndpoint } from '../endpoint.ts';
import { apiKeyCreateBody, apiKeyItem, apiKeyList, apiKeyListQuery, apiKeyRevokeBody, apiKeyRollBody, apiKeySecret } from '../api-key.ts';

/**
 * The merchant's Payment API keys on account/info. Every action needs the button code
 * `account:info:secretKey`; creating and rolling also ask for the operator's payment password.
 */
const tags = ['account'];
const permission = 'account:info:secretKey';

export const listApiKeys = defineEndpoint({
  method: 'GET',
  path: '/account/apiKey/list',
  permission,
  query: apiKeyListQuery,
  response: apiKeyList,
  summary: 'The Payment API keys, live ones first (name, prefix, created, last used, expiry, status); never a secret',
  tags,
});

export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/account/apiKey/create',
  permission,
  body: apiKeyCreateBody,
  response: apiKeySecret,
  summary: 'Create a named key with the payment password; its secret is in this answer only (audited)',
  tags,
});

export const rollApiKey = defineEndpoint({
  method: 'POST',
  path: '/account/apiKey/roll',
  permission,
  body: apiKeyRollBody,
  response: apiKeySecret,
  summary: 'Replace a key with a new one of the same name; the old one works until the chosen overlap ends (audited)',
  tags,
});

export const revokeApiKey = defineEndpoint({
  method: 'POST',
  path: '/account/apiKey/revoke',
  permission,
  body: apiKeyRevokeBody,
  response: apiKeyItem,
  summary: 'Revoke a key: refused from the next request on (audited)',
  tags,
});
