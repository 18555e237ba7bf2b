import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { decrypt } from '../../platform/crypto/secret-box.ts';
import type { EndpointRow } from './store.ts';

/**
 * Standard Webhooks (https://www.standardwebhooks.com, spec "Signature scheme"): a secret is
 * `whsec_` + base64 of 24 to 64 random bytes; each delivery carries `webhook-id` (the event id, the
 * same on every retry, so that receivers drop duplicates), `webhook-timestamp` (Unix seconds) and
 * `webhook-signature`: space-delimited `v1,<base64 HMAC-SHA256>` entries, several while a rotated
 * secret is still valid, any one of which verifies.
 */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(24).toString('base64')}`;

export function signedHeaders(
  endpoint: Pick<EndpointRow, 'secretEnc' | 'previousSecretEnc' | 'previousSecretUntil'>,
  kek: Buffer,
  msgId: string,
  now: Date,
  body: string,
) {
  const secrets = [decrypt(kek, endpoint.secretEnc)];
  if (endpoint.previousSecretEnc && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now) secrets.push(decrypt(kek, endpoint.previousSecretEnc));
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(msgId, now, body)).join(' '),
  };
}
