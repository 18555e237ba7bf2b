import { describe, expect, it } from 'vitest';
import { isPublicAddress, OutboundBlockedError, resolveOutbound } from './address-guard.ts';

describe('outbound address guard', () => {
  it('refuses private, loopback, link-local and reserved addresses in both families', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('lets public addresses through', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('judges a host by every address it resolves to, unless private ones are allowed', async () => {
    await expect(resolveOutbound('127.0.0.1', { allowPrivate: false })).rejects.toBeInstanceOf(OutboundBlockedError);
    await expect(resolveOutbound('localhost', { allowPrivate: false })).rejects.toMatchObject({ reason: 'private' });
    await expect(resolveOutbound('[::1]', { allowPrivate: true })).resolves.toEqual({ address: '::1', family: 6 });
    await expect(resolveOutbound('127.0.0.1', { allowPrivate: true })).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    await expect(resolveOutbound('no-such-host.invalid', { allowPrivate: true })).rejects.toMatchObject({ reason: 'unresolvable' });
  });
});
