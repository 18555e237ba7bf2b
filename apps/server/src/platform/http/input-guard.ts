import { hasControlChars } from '@crossbill/contracts/validation';

/** Deeper than this, a JSON body is no form or API payload of ours: refused before any schema walks it. */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblem {
  /** dotted path of the value (or key) at fault, e.g. `owners.0.name` */
  field: string;
  messageKey: string;
}

/**
 * The backstop of the contracts' text rules for every route, present and future: a string (value or
 * key) of the query, the path or a JSON body holding a control character other than tab, newline
 * and carriage return (NUL above all: PostgreSQL refuses it in text and JSON), or a lone surrogate,
 * is a field error before the route's schema runs. Single-line fields refuse tab and newline too,
 * in their schemas (`text` in contracts/validation.ts). Iterative, so no nesting can overflow the stack.
 */
export function inputProblem(value: unknown): InputProblem | null {
  const stack: Array<{ v: unknown; path: string[] }> = [{ v: value, path: [] }];
  while (stack.length > 0) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasControlChars(v, true)) return { field: path.join('.'), messageKey: 'validation.controlChars' };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { field: path.join('.'), messageKey: 'validation.tooDeep' };
    for (const [key, child] of Object.entries(v)) {
      if (hasControlChars(key, true)) return { field: [...path, key.replace(/[^\x20-\x7E]/g, '?')].join('.'), messageKey: 'validation.controlChars' };
      stack.push({ v: child, path: [...path, key] });
    }
  }
  return null;
}
