import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt, serverKey } from './secret-box.ts';

describe('the secret box', () => {
  it('takes a configured key as hex or base64, else makes one key file per name once and reads it back', () => {
    const hex = 'ab'.repeat(32);
    expect(serverKey(hex, '/nowhere', 'x.key').toString('hex')).toBe(hex);
    expect(serverKey(Buffer.alloc(32, 7).toString('base64'), '/nowhere', 'x.key')).toEqual(Buffer.alloc(32, 7));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-keys-'));
    try {
      const a = serverKey(undefined, dir, 'a.key');
      expect(a).toHaveLength(32);
      expect(fs.statSync(path.join(dir, 'keys', 'a.key')).mode & 0o777).toBe(0o600);
      // another name is another key; the same name is the same key
      expect(serverKey(undefined, dir, 'b.key').equals(a)).toBe(false);
      expect(serverKey(undefined, dir, 'a.key').equals(a)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives back what it sealed, and refuses a changed box or another key', () => {
    const k = Buffer.alloc(32, 1);
    const sealed = encrypt(k, 'whsec_secret');
    expect(sealed).not.toContain('whsec');
    expect(decrypt(k, sealed)).toBe('whsec_secret');
    expect(() => decrypt(Buffer.alloc(32, 2), sealed)).toThrow();
    const raw = Buffer.from(sealed, 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => decrypt(k, raw.toString('base64'))).toThrow();
  });
});
