import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const trustProxy = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, false).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('is off by default: the socket address is the client address', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes true, a hop count or a list of proxy addresses and CIDRs', () => {
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8, 192.168.1.5,::1, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8']);
    expect(trustProxy('loopback,10.0.0.0/255.0.0.0')).toEqual(['loopback', '10.0.0.0/255.0.0.0']);
  });

  it('refuses anything else with a clear error naming the setting and the bad entry', () => {
    expect(() => trustProxy('yes')).toThrow(/TRUST_PROXY: .*not an address or CIDR: yes/);
    expect(() => trustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/);
    expect(() => trustProxy('10.0.0.1,proxy.internal')).toThrow(/proxy\.internal/);
    expect(() => trustProxy('1000')).toThrow(/TRUST_PROXY: a hop count is at most 100/);
  });
});

describe('DEMO_SEED', () => {
  const pg = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/crossbill' };
  it('follows sandbox mode unless set: on for the embedded database, off on PostgreSQL', () => {
    expect(loadConfig({}, false).DEMO_SEED).toBe(true);
    expect(loadConfig(pg, false).DEMO_SEED).toBe(false);
    expect(loadConfig({ ...pg, SANDBOX: 'true' }, false).DEMO_SEED).toBe(true);
    expect(loadConfig({ SANDBOX: 'false' }, false).DEMO_SEED).toBe(false);
  });

  it('is explicit when set', () => {
    expect(loadConfig({ ...pg, DEMO_SEED: 'true' }, false).DEMO_SEED).toBe(true);
    expect(loadConfig({ DEMO_SEED: 'false' }, false).DEMO_SEED).toBe(false);
    expect(() => loadConfig({ DEMO_SEED: 'yes' }, false)).toThrow(/DEMO_SEED/);
  });
});
