import type { Language } from '@crossbill/contracts/constants';
import type { AuditChange } from '@crossbill/contracts/audit-log';
import { t } from '../../platform/i18n.ts';

/**
 * An audit entry's summary as rows a person reads: `field: before → after` for a change, `field:
 * value` otherwise. Modules write summaries in a few shapes: `{ before, after }` (objects or
 * values), `{ from, to }`, a field holding `{ from, to }`, or plain facts. Nothing secret is stored
 * by design; a value under a secret-like key is masked all the same, should one ever be written.
 */
const SECRET_KEY = /pass(word)?|secret|token|private|otp|pin$|cvv|cvc|card_?number|pan$|signing/i;
const MAX_TEXT = 300;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFromTo = (v: unknown): v is { from: Json; to: Json } => isObject(v) && 'from' in v && 'to' in v && Object.keys(v).length === 2;

/** Replaces the values under secret-like keys, at any depth (booleans and counts tell nothing and stay). */
export function redact(v: Json, key = ''): Json {
  if (key && SECRET_KEY.test(key) && (typeof v === 'string' || isObject(v) || Array.isArray(v))) return '\u0000redacted';
  if (Array.isArray(v)) return v.map((x) => redact(x));
  if (isObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, redact(x, k)]));
  return v;
}

function textOf(v: Json | undefined, lang: Language): string | null {
  if (v === undefined || v === null) return null;
  if (v === '\u0000redacted') return t(lang, 'auditLog.redacted');
  if (typeof v === 'boolean') return t(lang, v ? 'auditLog.yes' : 'auditLog.no');
  const s = typeof v === 'string' ? v : JSON.stringify(v, (_k, x: Json) => (x === '\u0000redacted' ? t(lang, 'auditLog.redacted') : x));
  return s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s;
}

/**
 * A field's label: the audit log's own (messages `auditLog.field.*`, the keys modules write), then the
 * shared field labels (`field.*`), else its name in words ("holdCount" → "Hold count").
 */
export function fieldLabel(lang: Language, key: string): string {
  for (const k of [`auditLog.field.${key}`, `field.${key}`]) {
    const label = t(lang, k);
    if (label !== k) return label;
  }
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function changesOf(summary: unknown, lang: Language): AuditChange[] {
  if (!isObject(summary)) return [];
  const s = redact(summary) as Record<string, Json>;
  const row = (key: string, before: Json | undefined, after: Json | undefined): AuditChange => ({
    field: fieldLabel(lang, key),
    before: textOf(before, lang),
    after: textOf(after, lang),
  });
  const out: AuditChange[] = [];
  const { before, after, from, to, ...rest } = s;
  if (before !== undefined || after !== undefined) {
    if (isObject(before) || isObject(after)) {
      const b = isObject(before) ? before : {};
      const a = isObject(after) ? after : {};
      for (const k of new Set([...Object.keys(b), ...Object.keys(a)])) {
        if (JSON.stringify(b[k]) !== JSON.stringify(a[k])) out.push(row(k, b[k], a[k]));
      }
    } else out.push({ field: t(lang, 'auditLog.value'), before: textOf(before, lang), after: textOf(after, lang) });
  }
  if (from !== undefined || to !== undefined) out.push({ field: t(lang, 'auditLog.value'), before: textOf(from, lang), after: textOf(to, lang) });
  for (const [k, v] of Object.entries(rest)) out.push(isFromTo(v) ? row(k, v.from, v.to) : row(k, undefined, v));
  return out;
}

/** The rows as one line of text (the export's cell). */
export const changesText = (rows: AuditChange[]) =>
  rows.map((r) => (r.before !== null ? `${r.field}: ${r.before} → ${r.after ?? '—'}` : `${r.field}: ${r.after ?? '—'}`)).join('; ');
