import { describe, expect, it } from 'vitest';
import { publicBase } from './public-url.ts';

const config = { HOST: '127.0.0.1', PORT: 8080 };

describe('publicBase: the absolute address links in mails use', () => {
  it('takes PUBLIC_URL first, without a trailing slash', () => {
    expect(publicBase({ ...config, PUBLIC_URL: 'https://portal.example/' }, { protocol: 'http', host: 'other:1' })).toBe('https://portal.example');
  });
  it("else the request's origin, else where the server listens", () => {
    expect(publicBase(config, { protocol: 'https', host: 'merchant.example:8443' })).toBe('https://merchant.example:8443');
    expect(publicBase(config)).toBe('http://127.0.0.1:8080');
  });
});
