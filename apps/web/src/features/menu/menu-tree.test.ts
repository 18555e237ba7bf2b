import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@crossbill/contracts/menu';
import { findMenuTrail, hoistSharedBranchNodes, pruneMenu } from './menu-tree';

const page = (id: number, code: string, url: string): MenuNode => ({
  id,
  parentId: null,
  name: code,
  resourceCode: code,
  resourceType: 1,
  menuUrl: url,
  icon: null,
  childrenNode: [],
});
const dir = (id: number, code: string, children: MenuNode[]): MenuNode => ({
  id,
  parentId: null,
  name: code,
  resourceCode: code,
  resourceType: 1,
  menuUrl: null,
  icon: code,
  childrenNode: children,
});

const account = () => dir(10, 'account', [page(11, 'password:edit', '/password/edit'), page(12, 'account:switch', '/switch')]);
const aggregate = (): MenuNode[] => [
  dir(-1, 'aggregate:acq', [
    page(1, 'index', '/index/aggregate/acq'),
    dir(20, 'transaction', [page(21, 'transaction:query', '/transaction/query')]),
    account(),
  ]),
  dir(-2, 'aggregate:payout', [page(1, 'index', '/index/aggregate/payout'), account()]),
];

describe('menu tree', () => {
  it('finds the trail of the page (longest url prefix)', () => {
    expect(findMenuTrail(aggregate(), '/index/aggregate/payout').map((n) => n.id)).toEqual([-2, 1]);
    expect(findMenuTrail(aggregate(), '/transaction/query/detail').map((n) => n.id)).toEqual([-1, 20, 21]);
    expect(findMenuTrail(aggregate(), '/nowhere')).toEqual([]);
  });

  it('prunes pages that fail the test and directories left empty', () => {
    const pruned = pruneMenu(aggregate(), (url) => !url.startsWith('/transaction'));
    expect(pruned[0]!.childrenNode.map((n) => n.resourceCode)).toEqual(['index', 'account']);
  });

  it('shows pages shared by both aggregate branches once, after the branches', () => {
    const menu = hoistSharedBranchNodes(aggregate());
    expect(menu.map((n) => n.resourceCode)).toEqual(['aggregate:acq', 'aggregate:payout', 'account']);
    expect(menu[0]!.childrenNode.map((n) => n.resourceCode)).toEqual(['index', 'transaction']);
    expect(menu[1]!.childrenNode.map((n) => n.menuUrl)).toEqual(['/index/aggregate/payout']);
  });

  it('drops a branch that only held shared pages, and leaves other menus alone', () => {
    const limited = [dir(-1, 'aggregate:acq', [account()]), dir(-2, 'aggregate:payout', [account()])];
    expect(hoistSharedBranchNodes(limited).map((n) => n.resourceCode)).toEqual(['account']);
    const plain = [page(1, 'index', '/index'), account()];
    expect(hoistSharedBranchNodes(plain)).toBe(plain);
  });
});
