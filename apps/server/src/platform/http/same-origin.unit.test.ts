import { describe, expect, it } from 'vitest';
import { isCrossSite } from './same-origin.ts';

const post = (headers: Record<string, string>, o: { host?: string; publicUrl?: string; method?: string } = {}) =>
  isCrossSite({ method: o.method ?? 'POST', headers, host: o.host ?? 'portal.example.com', publicUrl: o.publicUrl });

describe('isCrossSite', () => {
  it('lets our own pages, address-bar navigations and header-less clients through', () => {
    expect(post({ 'sec-fetch-site': 'same-origin', origin: 'https://portal.example.com' })).toBe(false);
    expect(post({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(post({})).toBe(false);
    expect(post({ origin: 'https://portal.example.com' })).toBe(false);
    // default ports are the same origin; the request's own host is ours whatever the scheme behind a proxy
    expect(post({ origin: 'https://portal.example.com:443' })).toBe(false);
    expect(post({ origin: 'http://127.0.0.1:8080' }, { host: '127.0.0.1:8080' })).toBe(false);
  });

  it('refuses a state-changing call from another site, a sibling sub-domain or an opaque origin', () => {
    expect(post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' })).toBe(true);
    expect(post({ 'sec-fetch-site': 'same-site', origin: 'https://blog.example.com' })).toBe(true);
    // an old browser without Sec-Fetch-*: the Origin decides
    expect(post({ origin: 'https://evil.test' })).toBe(true);
    expect(post({ origin: 'https://portal.example.com.evil.test' })).toBe(true);
    expect(post({ origin: 'null' })).toBe(true);
    expect(post({ origin: 'not a url' })).toBe(true);
    expect(post({ origin: 'http://127.0.0.1:9999' }, { host: '127.0.0.1:8080' })).toBe(true);
    // a forged Sec-Fetch-Site cannot make another Origin ours
    expect(post({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.test' })).toBe(true);
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect(post({ origin: 'https://evil.test' }, { method })).toBe(true);
  });

  it('takes PUBLIC_URL as our origin beside the host the request was sent to', () => {
    const publicUrl = 'https://portal.example.com';
    // the proxy sends the server an internal Host: the browser's Origin is PUBLIC_URL
    expect(post({ origin: 'https://portal.example.com' }, { host: '10.0.0.5:8080', publicUrl })).toBe(false);
    expect(post({ origin: 'http://portal.example.com' }, { host: '10.0.0.5:8080', publicUrl })).toBe(true);
    expect(post({ origin: 'https://evil.test' }, { host: '10.0.0.5:8080', publicUrl })).toBe(true);
  });

  it('leaves reads alone: a cross-site GET changes nothing', () => {
    expect(post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' }, { method: 'GET' })).toBe(false);
    expect(post({ 'sec-fetch-site': 'cross-site' }, { method: 'HEAD' })).toBe(false);
  });
});
