import { describe, expect, it } from 'vitest';
import { Codes, codeInfo } from './codes.ts';
import en from './locales/en/messages.json' with { type: 'json' };
import zh from './locales/zh-cn/messages.json' with { type: 'json' };

const get = (tree: unknown, key: string) => key.split('.').reduce<any>((n, k) => (n == null ? undefined : n[k]), tree);

describe('response-code catalogue (spec 8)', () => {
  it('sends the not-logged-in and expired-password codes to their pages', () => {
    expect(codeInfo('00004|10023').client).toEqual({ kind: 'redirect', to: '/user/login' });
    expect(codeInfo('00004|10023').http).toBe(401);
    expect(codeInfo('00005|10040').client).toEqual({ kind: 'redirect', to: '/user/expire-password' });
  });

  it('rejects the silent codes of the spec without a toast', () => {
    const silent = ['11000', '00004|00002', '00004|00026', '00019|50026', '00010', '00023', '00010|00023'];
    for (let i = 14000; i <= 14006; i++) silent.push(`00004|${i}`);
    for (const code of silent) expect(codeInfo(code).client.kind, code).toBe('silent');
  });

  it('shows the blacklist-duplicate toast instead of the server message', () => {
    expect(codeInfo('00022|00011').client).toEqual({ kind: 'toast', messageKey: 'code.blacklistTypeExists' });
  });

  it('treats an unknown code as an error toast with the server message', () => {
    expect(codeInfo('12345').client.kind).toBe('error');
  });

  it('has unique codes, HTTP statuses of the design and a message in both languages', () => {
    const all = Object.values(Codes);
    expect(new Set(all.map((c) => c.code)).size).toBe(all.length);
    for (const c of all) {
      expect([200, 400, 401, 403, 404, 409, 413, 422, 429, 500, 503], c.code).toContain(c.http);
      expect(typeof get(en, c.messageKey), `en ${c.messageKey}`).toBe('string');
      expect(typeof get(zh, c.messageKey), `zh-cn ${c.messageKey}`).toBe('string');
    }
  });
});
