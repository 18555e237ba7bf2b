import { describe, expect, it } from 'vitest';
import { hasPermission, permissionsOf } from './access';

const session = (permissions: string[], businessType: string | null = '1', businessTypes = '', isAggregateMerchant = false) => ({
  permissions,
  userInfo: { businessType, isAggregateMerchant },
  businessTypesInfo: { businessTypes },
});

describe('access', () => {
  it('no session, no permissions', () => {
    expect(permissionsOf(null).size).toBe(0);
    expect(permissionsOf(undefined).size).toBe(0);
  });

  it("holds the role's menu and button codes", () => {
    const set = permissionsOf(session(['index', 'index:currency', 'account:info']));
    expect([...set].sort()).toEqual(['account:info', 'index', 'index:currency']);
    expect(hasPermission(set, 'index')).toBe(true);
    expect(hasPermission(set, 'transfer:transfer')).toBe(false);
    expect(hasPermission(set, undefined)).toBe(true);
  });

  it('gives the add-transfer button only to payout business types 0 and 2 (spec 6)', () => {
    const codes = ['transfer:transfer', 'transfer:transfer:add'];
    expect(permissionsOf(session(codes, '0')).has('transfer:transfer:add')).toBe(true);
    expect(permissionsOf(session(codes, '2')).has('transfer:transfer:add')).toBe(true);
    expect(permissionsOf(session(codes, '1')).has('transfer:transfer:add')).toBe(false);
    expect(permissionsOf(session(codes, null)).has('transfer:transfer:add')).toBe(false);
    expect(permissionsOf(session(codes, '1', 'acquiring,payout')).has('transfer:transfer')).toBe(true);
  });

  it('leaves out the whole payout business for a merchant that does not run it', () => {
    const codes = [
      'index',
      'transaction:query',
      'wallet:balance',
      'wallet:exchange:add',
      'transfer:contact',
      'virtualAccount:list',
      'settlement:disbursement',
      'security:transapproval',
    ];
    expect([...permissionsOf(session(codes, '1', 'acquiring'))].sort()).toEqual(['index', 'transaction:query']);
    // an aggregate merchant before payout opens: its payout routes lead to /guide, its calls are refused
    expect([...permissionsOf(session(codes, '2', 'acquiring', true))].sort()).toEqual(['index', 'transaction:query']);
    expect(permissionsOf(session(codes, '2', 'acquiring,payout', true)).size).toBe(codes.length);
    expect(permissionsOf(session(codes, '0', '')).size).toBe(codes.length);
  });

  it("lets the page's freshly loaded buttons replace the session's codes of that menu", () => {
    const set = permissionsOf(session(['risk:list', 'risk:list:add', 'risk:list:delete', 'index:currency']), {
      menuCode: 'risk:list',
      buttonCodes: ['risk:list:add', 'risk:list:import', 'index:other'],
    });
    expect([...set].sort()).toEqual(['index:currency', 'risk:list', 'risk:list:add', 'risk:list:import']);
  });
});
