import { describe, expect, it } from 'vitest';
import { fieldLabelOf, issueMessageKey } from './validation-message.ts';

describe('validation messages', () => {
  it('keeps a message key and maps zod messages by kind', () => {
    expect(issueMessageKey('custom', 'validation.email', undefined)).toBe('validation.email');
    expect(issueMessageKey('invalid_type', 'Invalid input: expected array, received undefined', undefined)).toBe('validation.required');
    expect(issueMessageKey('too_big', 'Too big', 'string')).toBe('validation.maxLength');
    expect(issueMessageKey('too_small', 'Too small', 'array')).toBe('validation.minItems');
    expect(issueMessageKey('invalid_value', 'Invalid option', undefined)).toBe('validation.invalid');
  });

  it('names a field by its last name and the rows it sits in', () => {
    expect(fieldLabelOf('amount')).toEqual({ labelKey: 'field.amount', row: null });
    expect(fieldLabelOf('items.2.amount')).toEqual({ labelKey: 'field.amount', row: '3' });
    expect(fieldLabelOf('conditions.0.steps.1.approverUserIds')).toEqual({ labelKey: 'field.approverUserIds', row: '1.2' });
    expect(fieldLabelOf('')).toBeNull();
  });
});
