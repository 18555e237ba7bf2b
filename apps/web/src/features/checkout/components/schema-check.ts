import type { FormInstance } from 'antd';
import type { ZodType } from 'zod';
import { messageText } from '../../../lib/form-rules';

/**
 * The body about to be sent, checked with the contracts' schema (the server's own rules): false with
 * the messages on their fields when it would be refused. Catches the cross-field rules (websites,
 * name or logo) that a field's own rule misses when the other field changed last.
 */
export function passesSchema(form: FormInstance, schema: ZodType, body: unknown): boolean {
  const result = schema.safeParse(body);
  if (result.success) return true;
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !byField.has(field)) byField.set(field, messageText(issue as never));
  }
  form.setFields([...byField].map(([name, message]) => ({ name, errors: [message] })));
  return false;
}
