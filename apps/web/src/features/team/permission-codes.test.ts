import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@crossbill/contracts/menu';
import { allCodes, indexTree, toggleCode } from './permission-codes';

const node = (resourceCode: string, menuUrl: string | null, children: MenuNode[] = [], resourceType = 1): MenuNode => ({
  id: 0,
  parentId: null,
  name: resourceCode,
  resourceCode,
  resourceType,
  menuUrl,
  icon: null,
  childrenNode: children,
});
const tree = [
  node('wallet', null, [node('wallet:balance', '/wallet/balance', [node('wallet:balance:hide', null, [], 2), node('wallet:balance:addFunds', null, [], 2)])]),
  node('index', '/index'),
];
const index = indexTree(tree);
const sorted = (s: Set<string>) => [...s].sort();

describe('role editor check rules', () => {
  it('checking a button checks its page and directory', () => {
    expect(sorted(toggleCode(index, new Set(), 'wallet:balance:hide', true))).toEqual(['wallet', 'wallet:balance', 'wallet:balance:hide']);
  });

  it('checking a page grants its buttons; a page may keep none of them', () => {
    let s = toggleCode(index, new Set(), 'wallet:balance', true);
    expect(sorted(s)).toEqual(['wallet', 'wallet:balance', 'wallet:balance:addFunds', 'wallet:balance:hide']);
    s = toggleCode(index, s, 'wallet:balance:hide', false);
    s = toggleCode(index, s, 'wallet:balance:addFunds', false);
    expect(sorted(s)).toEqual(['wallet', 'wallet:balance']);
  });

  it('unchecking a page removes its buttons and the directory left empty', () => {
    const s = toggleCode(index, new Set(['index', 'wallet', 'wallet:balance', 'wallet:balance:hide']), 'wallet:balance', false);
    expect(sorted(s)).toEqual(['index']);
    expect(allCodes(tree)).toHaveLength(5);
  });
});
