/**
 * How a validation problem becomes words, shared by the server's envelope and the web's forms: our
 * schemas carry message keys; zod's own messages ("Invalid input: expected array, received
 * undefined") never reach a person and are mapped to a generic key by issue kind and by what was
 * measured. A field is named by its translated label (`field.<name>` of the messages namespace),
 * never by its path.
 */

const MESSAGE_KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z]+)+$/;

/** The message key of an issue: its own when it carries one, else the generic key of its kind. */
export function issueMessageKey(code: string | undefined, message: string | undefined, origin: string | undefined): string {
  if (message && MESSAGE_KEY.test(message)) return message;
  if (code === 'too_big')
    return origin === 'string' ? 'validation.maxLength' : origin === 'array' || origin === 'set' ? 'validation.maxItems' : 'validation.max';
  if (code === 'too_small')
    return origin === 'string' ? 'validation.minLength' : origin === 'array' || origin === 'set' ? 'validation.minItems' : 'validation.min';
  if (code === 'invalid_type' && message?.includes('undefined')) return 'validation.required';
  return 'validation.invalid';
}

/**
 * The label key and the row of a field path: `items.2.amount` is `field.amount` on row 3;
 * `conditions.0.steps.1.approverUserIds` is `field.approverUserIds` on row 1.2.
 */
export function fieldLabelOf(path: string): { labelKey: string; row: string | null } | null {
  const parts = path.split('.').filter(Boolean);
  const name = [...parts].reverse().find((p) => !/^\d+$/.test(p));
  if (!name) return null;
  const rows = parts.filter((p) => /^\d+$/.test(p)).map((p) => String(Number(p) + 1));
  return { labelKey: `field.${name}`, row: rows.length ? rows.join('.') : null };
}
