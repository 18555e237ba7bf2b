import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inLanguage } from '../test/utils';
import { messageText } from './form-rules';

/** zod's own English never reaches a form: an issue without a message key reads as the sentence of its kind. */
describe('messageText', () => {
  const issueOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;

  describe('in English', () => {
    beforeAll(() => inLanguage('en'));
    it('maps zod messages to translated sentences', () => {
      expect(messageText(issueOf(z.object({ items: z.array(z.string()) }), {}))).toBe('This field is required');
      expect(messageText(issueOf(z.string().max(3), 'abcd'))).toBe('At most 3 characters');
      expect(messageText(issueOf(z.array(z.string()).min(1), []))).toBe('Choose at least 1');
      expect(messageText(issueOf(z.enum(['a', 'b']), 'c'))).toBe('The value is not valid');
    });
    it('names a missing field by its label when the form gives one', () => {
      expect(messageText(issueOf(z.object({ email: z.string() }), {}), 'Email')).toBe('Email is required.');
      // other messages stand under their field as they are
      expect(messageText(issueOf(z.string().max(3), 'abcd'), 'Email')).toBe('At most 3 characters');
    });
    it('keeps the contracts keys', () => {
      expect(
        messageText(
          issueOf(
            z.string().refine(() => false, 'validation.email'),
            'x',
          ),
        ),
      ).toBe('Please enter a valid e-mail address');
    });
  });

  describe('in Chinese', () => {
    beforeAll(() => inLanguage('zh-cn'));
    it('maps zod messages to translated sentences', () => {
      expect(messageText(issueOf(z.object({ items: z.array(z.string()) }), {}))).toBe('此项为必填项');
      expect(messageText(issueOf(z.string().max(3), 'abcd'))).toBe('最多 3 个字符');
      expect(messageText(issueOf(z.object({ email: z.string() }), {}), '邮箱')).toBe('邮箱为必填项。');
    });
  });
});
