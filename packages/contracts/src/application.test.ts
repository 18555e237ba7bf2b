import { describe, expect, it } from 'vitest';
import { APPLICATION_NAME_MAX, applicationBody, applicationNameLength, applicationNameSchema } from './application.ts';

describe('application name rule (spec 5: 64 characters or 32 Chinese characters)', () => {
  it('counts a Chinese character as 2 and anything else as 1', () => {
    expect(applicationNameLength('Shop')).toBe(4);
    expect(applicationNameLength('商店')).toBe(4);
    expect(applicationNameLength('My 商店 1')).toBe(9);
    expect(applicationNameLength('ショップ')).toBe(8);
    expect(applicationNameLength('😀')).toBe(1);
  });

  it('accepts 64 Latin or 32 Chinese characters and refuses one more', () => {
    expect(applicationNameSchema.safeParse('a'.repeat(APPLICATION_NAME_MAX)).success).toBe(true);
    expect(applicationNameSchema.safeParse('a'.repeat(65)).success).toBe(false);
    expect(applicationNameSchema.safeParse('店'.repeat(32)).success).toBe(true);
    const over = applicationNameSchema.safeParse('店'.repeat(33));
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('validation.applicationName');
    expect(applicationNameSchema.safeParse(`${'店'.repeat(31)}ab`).success).toBe(true);
    expect(applicationNameSchema.safeParse(`${'店'.repeat(31)}abc`).success).toBe(false);
  });

  it('needs a name and an http(s) URL with a host name', () => {
    expect(applicationNameSchema.safeParse('   ').error?.issues[0]?.message).toBe('validation.required');
    const base = { name: 'Shop', type: 'website' };
    expect(applicationBody.safeParse({ ...base, url: 'https://shop.example.com' }).success).toBe(true);
    expect(applicationBody.safeParse({ ...base, url: 'ftp://shop.example.com' }).error?.issues[0]?.message).toBe('validation.url');
    expect(applicationBody.safeParse({ ...base, url: 'https://localhost' }).success).toBe(false);
    expect(applicationBody.safeParse({ ...base, url: 'shop' }).success).toBe(false);
  });
});
