import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, auditActionKey, auditObjectTypeKey, auditObjectTypeOf } from '@crossbill/contracts/audit-actions';
import { LANGUAGES } from '@crossbill/contracts/constants';
import { t } from '../../platform/i18n.ts';
import { actionName } from './service.ts';
import { patternOf, writtenActions } from './written-actions.ts';

/** No raw action code on the audit log's screen: every action the code writes has a label in every language. */
const written = writtenActions(path.resolve(__dirname, '../..'));

describe('audit action catalogue', () => {
  it('finds the audit writes it reads (a guard against a scan that silently finds nothing)', () => {
    for (const a of ['role.create', 'login.success', 'export.create', 'access.denied', 'subscription.cancelled', 'blacklist.create'])
      expect(written.literals, a).toContain(a);
    expect([...written.patterns.keys()]).toContain('refund.${o.decision}');
  });

  it('lists every action the code writes', () => {
    const missing = [...written.literals].filter((a) => auditObjectTypeOf(a) === null);
    expect(missing, 'add these to contracts audit-actions.ts with their labels').toEqual([]);
  });

  it('lists at least one action of every pattern the code writes (a template such as refund.${decision})', () => {
    for (const [template, file] of written.patterns) {
      expect(
        AUDIT_ACTIONS.some((a) => patternOf(template).test(a)),
        `${template} (${file}): add each of its actions to contracts audit-actions.ts`,
      ).toBe(true);
    }
  });

  it.each(LANGUAGES)('labels every action and object type in %s', (lang) => {
    const unlabelled = AUDIT_ACTIONS.filter((a) => t(lang, auditActionKey(a)) === auditActionKey(a));
    expect(unlabelled).toEqual([]);
    expect(AUDIT_OBJECT_TYPES.filter((o) => t(lang, auditObjectTypeKey(o)) === auditObjectTypeKey(o))).toEqual([]);
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });

  it('shows an unknown action as "Other activity", never as its code', () => {
    expect(actionName('en', 'made.up')).toBe('Other activity');
    expect(actionName('zh-cn', 'made.up')).toBe('其他操作');
  });
});
