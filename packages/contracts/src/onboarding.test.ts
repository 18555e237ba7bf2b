import { describe, expect, it } from 'vitest';
import { idNumberValid, ownersIssues, bankStep, personSchema, displayWidth } from './onboarding.ts';
import { checkUpload } from './upload.ts';
import { companyAuthState, merchantFaceFlag } from './face.ts';

const file = { fileId: 'a'.repeat(32), fileName: 'x.png' };
const person = (positions: Array<'director' | 'ubo' | 'legal_representative' | 'authorised_person'>, shareholding: string) => ({
  key: 'k',
  fullName: 'Alice Moor',
  positions,
  dateOfBirth: '1980-04-02',
  address: { country: 'GB', city: 'London', line1: '1 Long Acre' },
  idCountry: 'GB',
  idType: 'passport' as const,
  idNumber: '123456789',
  shareholding,
  idFront: [file],
  idBack: [],
  proofOfAddress: [file],
});
const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('network application rules (spec 5)', () => {
  it('needs one to five directors and beneficial owners', () => {
    expect(ownersIssues([]).map((i) => i.message)).toEqual(['validation.onboarding.needDirector', 'validation.onboarding.needUbo']);
    const six = Array.from({ length: 6 }, () => ({ positions: ['director' as const, 'ubo' as const], shareholding: '' }));
    expect(ownersIssues(six).map((i) => i.message)).toEqual(['validation.onboarding.tooManyDirectors', 'validation.onboarding.tooManyUbos']);
    expect(ownersIssues([{ positions: ['director', 'ubo'], shareholding: '100' }])).toEqual([]);
  });

  it('collects owners of 25 % or more as beneficial owners, and a beneficial owner holds 25 % or more', () => {
    expect(messages(personSchema.safeParse(person(['director'], '25')))).toEqual(['validation.onboarding.mustBeUbo']);
    expect(messages(personSchema.safeParse(person(['director'], '24.99')))).toEqual([]);
    expect(messages(personSchema.safeParse(person(['ubo'], '10')))).toEqual(['validation.onboarding.uboShare']);
  });

  it('checks ID numbers by type and issuing country', () => {
    expect(idNumberValid('id_card', 'CN', '11010519491231002X')).toBe(true);
    expect(idNumberValid('id_card', 'CN', '110105194912310021')).toBe(false);
    expect(idNumberValid('id_card', 'HK', 'A123456(7)')).toBe(true);
    expect(idNumberValid('passport', 'GB', '12-34')).toBe(false);
    expect(idNumberValid('driver_licence', 'GB', 'MORGA753116SM9IJ')).toBe(true);
    expect(messages(personSchema.safeParse({ ...person(['director'], ''), idType: 'id_card', idCountry: 'CN', idNumber: '123' }))).toEqual([
      'validation.onboarding.idNumber',
      'validation.onboarding.fileRequired',
    ]);
  });

  it('bank: GB needs an IBAN, the confirmation must match', () => {
    const bank = {
      holderName: 'X Ltd',
      bankName: 'B',
      swift: 'BUKBGB22',
      bankCountry: 'GB',
      branchAddress: 'a',
      settlementCurrency: 'GBP',
      statements: [file],
    };
    expect(messages(bankStep.safeParse({ ...bank, accountNumber: '12345678', accountNumberConfirm: '12345678' }))).toEqual(['validation.onboarding.iban']);
    expect(messages(bankStep.safeParse({ ...bank, accountNumber: 'GB33BUKB20201555555555', accountNumberConfirm: 'GB33BUKB20201555555556' }))).toEqual([
      'validation.onboarding.accountMismatch',
    ]);
    expect(
      messages(bankStep.safeParse({ ...bank, bankCountry: 'HK', swift: 'HSBCHKHH', accountNumber: '123456789', accountNumberConfirm: '123 456 789' })),
    ).toEqual([]);
  });

  it('application name counts a Chinese character as two', () => {
    expect(displayWidth('商城')).toBe(4);
    expect(displayWidth('a'.repeat(64))).toBe(64);
  });
});

describe('uploads (spec 5)', () => {
  it('refuses a missing file, a wrong type and an oversized one with the spec messages', () => {
    expect(checkUpload('identity', null)).toEqual({ messageKey: 'upload.noFile' });
    expect(checkUpload('document', { size: 10, ext: 'bmp' })).toEqual({ messageKey: 'upload.type', params: { type: 'JPG, PNG, JPEG' } });
    expect(checkUpload('identity', { size: 5 * 1024 * 1024 + 1, ext: 'jpg' })).toEqual({ messageKey: 'upload.size', params: { size: '5M' } });
    expect(checkUpload('identity', { size: 100, ext: 'bmp' })).toBeNull();
  });
});

describe('face authentication states (spec 4)', () => {
  it('company authentication: incomplete, in review, rejected, approved', () => {
    expect(companyAuthState([])).toBe('incomplete');
    expect(companyAuthState(['pending', 'pending_scan'])).toBe('incomplete');
    expect(companyAuthState(['pending', 'approved'])).toBe('in_review');
    expect(companyAuthState(['approved', 'rejected'])).toBe('rejected');
    expect(companyAuthState(['approved'])).toBe('approved');
    expect(merchantFaceFlag(['approved', 'pending_scan'])).toBe('pending_scan');
    expect(merchantFaceFlag([])).toBeNull();
  });
});
