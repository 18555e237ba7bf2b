import type { Config } from '../config.ts';

/**
 * The portal's address for links in mails and on other devices: PUBLIC_URL, else the origin the
 * request came to, else where this server listens (a command run without a request). Never relative:
 * a mail client has no page to resolve a path against.
 */
export function publicBase(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>, request?: { protocol: string; host: string }): string {
  const base = config.PUBLIC_URL ?? (request ? `${request.protocol}://${request.host}` : `http://${config.HOST}:${config.PORT}`);
  return base.replace(/\/+$/, '');
}
