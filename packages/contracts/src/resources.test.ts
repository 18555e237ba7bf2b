import { describe, expect, it } from 'vitest';
import { auditClassOf, flattenResources, NOVATION_CODE, ONBOARDING_CODE, TRANSFER_APPROVE_CODE } from './resources.ts';
import { filePermissionOf, UPLOAD_CATEGORIES } from './upload.ts';

describe('audited refusals', () => {
  it('classes a code by its own entry or its nearest ancestor in the tree', () => {
    expect(auditClassOf(TRANSFER_APPROVE_CODE)).toBe('money');
    expect(auditClassOf('transaction:refund:batch')).toBe('money');
    // a child of the virtual account directory whose code has another prefix
    expect(auditClassOf('collection:transaction')).toBe('money');
    expect(auditClassOf(ONBOARDING_CODE)).toBe('identity');
    expect(auditClassOf(NOVATION_CODE)).toBe('identity');
    expect(auditClassOf('permission:operator:resetPassword')).toBe('identity');
    // neither: the account page itself, reports, content
    expect(auditClassOf('account:info')).toBeNull();
    expect(auditClassOf('report:statement:export')).toBeNull();
    expect(auditClassOf('content:download')).toBeNull();
    expect(auditClassOf('no:such:code')).toBeNull();
  });

  it('names only codes that exist', () => {
    const known = new Set(flattenResources().map((r) => r.code));
    for (const code of [ONBOARDING_CODE, NOVATION_CODE, TRANSFER_APPROVE_CODE]) expect(known.has(code), code).toBe(true);
  });
});

describe('stored file kinds', () => {
  it("every upload category is read with the onboarding pages' code; unknown kinds by nobody here", () => {
    for (const c of Object.keys(UPLOAD_CATEGORIES)) expect(filePermissionOf(c)).toBe(ONBOARDING_CODE);
    expect(filePermissionOf('transfer-certificate')).toBe('transfer:transfer');
    expect(filePermissionOf(null)).toBeNull();
    expect(filePermissionOf('export')).toBeNull();
    expect(filePermissionOf('toString')).toBeNull();
    const known = new Set(flattenResources().map((r) => r.code));
    expect(known.has('transfer:transfer')).toBe(true);
  });
});
