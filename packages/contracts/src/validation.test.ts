import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { amountSchema } from './money.ts';
import { INT4_MAX, intParam, isoDate, isoDateTime, paging, requiredText, serialId, serialIdParam, bigIdParam, text } from './validation.ts';
import en from './locales/en/messages.json' with { type: 'json' };
import zh from './locales/zh-cn/messages.json' with { type: 'json' };

const messages = (schema: z.ZodType, v: unknown) => (schema.safeParse(v).error?.issues ?? []).map((i) => i.message);
const get = (tree: unknown, key: string) => key.split('.').reduce<any>((n, k) => (n == null ? undefined : n[k]), tree);

describe('bounded primitives', () => {
  it('refuses control characters in text; multi-line fields take tab and newline only', () => {
    expect(text(10).parse('  Acme  ')).toBe('Acme');
    expect(messages(text(10), 'a\u0000b')).toEqual(['validation.controlChars']);
    expect(messages(text(10), 'line\nbreak')).toEqual(['validation.controlChars']);
    expect(messages(text(20, { multiline: true }), 'line\nbreak\tand tab')).toEqual([]);
    expect(messages(text(20, { multiline: true }), 'bell\u0007')).toEqual(['validation.controlChars']);
    expect(messages(text(20), 'lone \ud800 half')).toEqual(['validation.controlChars']);
    expect(messages(text(20), '中文和 emoji 😀')).toEqual([]);
    expect(messages(text(3), 'abcd')).toEqual(['validation.maxLength']);
    expect(messages(requiredText(3), '   ')).toEqual(['validation.required']);
  });

  it('keeps ids within their column: int4 for serial ids, digits only in a query', () => {
    expect(serialIdParam.parse('42')).toBe(42);
    expect(serialIdParam.parse(42)).toBe(42);
    expect(serialIdParam.parse(String(INT4_MAX))).toBe(INT4_MAX);
    expect(messages(serialIdParam, '2147483648')).toEqual(['validation.max']);
    expect(messages(serialIdParam, '0')).toEqual(['validation.min']);
    for (const bad of [' 1', '1e3', '-1', '0x10', '', '1.5', '9'.repeat(40)]) expect(serialIdParam.safeParse(bad).success, bad).toBe(false);
    expect(messages(serialIdParam, undefined)).toEqual(['validation.required']);
    expect(messages(serialId, 2 ** 31)).toEqual(['validation.max']);
    expect(messages(serialId, 1.5)).toEqual(['validation.invalid']);
    expect(bigIdParam.parse('2147483648')).toBe(2147483648);
    expect(bigIdParam.safeParse('9007199254740992').success).toBe(false);
    expect(intParam(1, 5).safeParse('6').success).toBe(false);
  });

  it('takes dates that exist, in years PostgreSQL and the portal know', () => {
    expect(messages(isoDate, '2024-02-29')).toEqual([]);
    for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '0000-01-01', '26-01-01', ' 2026-01-01'])
      expect(messages(isoDate, bad), bad).toEqual(['validation.date']);
    expect(messages(isoDateTime, '2026-03-01T00:00:00+08:00')).toEqual([]);
    for (const bad of ['2026-02-30T00:00:00Z', '0000-01-01T00:00:00Z', '2026-01-01T25:00:00Z', '2026-01-01'])
      expect(messages(isoDateTime, bad), bad).toEqual(['validation.dateTime']);
  });

  it('bounds paging', () => {
    const shape = paging({ maxSize: 100 });
    expect(shape.page.parse(undefined)).toBe(1);
    expect(shape.size.parse(undefined)).toBe(10);
    expect(shape.size.safeParse('101').success).toBe(false);
    expect(shape.page.safeParse('1e20').success).toBe(false);
    expect(shape.page.safeParse('100001').success).toBe(false);
  });

  it('bounds amounts: 15 integer digits, the decimals, no spaces', () => {
    expect(messages(amountSchema('USD'), '999999999999999.99')).toEqual([]);
    expect(messages(amountSchema('USD'), '1'.repeat(16))).toEqual(['money.tooLarge']);
    expect(messages(amountSchema('USD'), '9'.repeat(40))).toEqual(['money.tooLarge']);
    expect(messages(amountSchema('USD'), ' 12.50')).toEqual(['money.notNumeric']);
    expect(messages(amountSchema('USD'), '12.50 ')).toEqual(['money.notNumeric']);
    expect(messages(amountSchema('JPY'), '12.5')).toEqual(['money.integerOnly']);
    expect(amountSchema('USD').safeParse('1.234').error?.issues[0]).toMatchObject({ message: 'money.tooManyDecimals', params: { max: 2 } });
  });

  it('has every message it uses in both languages', () => {
    const keys = [
      'validation.controlChars',
      'validation.tooDeep',
      'validation.min',
      'validation.max',
      'validation.minLength',
      'validation.minItems',
      'validation.maxItems',
      'validation.date',
      'validation.dateTime',
      'validation.rangeOrder',
      'validation.named',
      'money.tooLarge',
    ];
    for (const k of keys) {
      expect(typeof get(en, k), k).toBe('string');
      expect(typeof get(zh, k), k).toBe('string');
    }
  });
});
