import { describe, expect, it } from 'vitest';
import { AGGREGATE_SUFFIXED, buildAggregateMenu, firstMenuUrl, type MenuNode } from './menu.ts';
import { flattenResources, isLiveMenu, RESOURCE_TREE, resourceNameKey, type ResourceDef } from './resources.ts';
import enMenu from './locales/en/menu.json' with { type: 'json' };
import zhMenu from './locales/zh-cn/menu.json' with { type: 'json' };

let nextId = 1;
const node = (resourceCode: string, menuUrl: string | null, childrenNode: MenuNode[] = []): MenuNode => ({
  id: nextId++,
  parentId: null,
  name: resourceCode,
  resourceCode,
  resourceType: 1,
  menuUrl,
  icon: null,
  childrenNode,
});

const codes = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.resourceCode, ...codes(n.childrenNode)]);
const urls = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [...(n.menuUrl ? [n.menuUrl] : []), ...urls(n.childrenNode)]);

const tree = (): MenuNode[] => [
  node('index', '/index'),
  node('transaction', null, [node('transaction:query', '/transaction/query')]),
  node('wallet', null, [node('wallet:balance', '/wallet/balance'), node('wallet:exchange', '/wallet/exchange')]),
  node('transfer', null, [node('transfer:transfer', '/transfer/transfer'), node('transfer:contact', '/transfer/contact')]),
  node('account', null, [node('password:edit', '/password/edit')]),
];

describe('buildAggregateMenu (spec 2)', () => {
  it('splits the menu into an acquiring and a payout branch', () => {
    const menu = buildAggregateMenu(tree(), { acq: 'Acquiring', payout: 'Payout' });
    expect(menu.map((b) => [b.id, b.resourceCode, b.name, b.menuUrl])).toEqual([
      [-1, 'aggregate:acq', 'Acquiring', null],
      [-2, 'aggregate:payout', 'Payout', null],
    ]);
    const [acq, payout] = menu;
    expect(codes(acq!.childrenNode)).toEqual([
      'index',
      'transaction',
      'transaction:query',
      'wallet',
      'wallet:balance',
      'transfer',
      'transfer:transfer',
      'transfer:contact',
      'account',
      'password:edit',
    ]);
    expect(codes(payout!.childrenNode)).toEqual([
      'index',
      'wallet',
      'wallet:balance',
      'wallet:exchange',
      'transfer',
      'transfer:transfer',
      'transfer:contact',
      'account',
      'password:edit',
    ]);
  });

  it('suffixes index, wallet balance, transfer and contacts with the branch', () => {
    const [acq, payout] = buildAggregateMenu(tree(), { acq: 'A', payout: 'P' });
    expect(urls(acq!.childrenNode)).toEqual([
      '/index/aggregate/acq',
      '/transaction/query',
      '/wallet/balance/aggregate/acq',
      '/transfer/transfer/aggregate/acq',
      '/transfer/contact/aggregate/acq',
      '/password/edit',
    ]);
    expect(urls(payout!.childrenNode)).toEqual([
      '/index/aggregate/payout',
      '/wallet/balance/aggregate/payout',
      '/wallet/exchange',
      '/transfer/transfer/aggregate/payout',
      '/transfer/contact/aggregate/payout',
      '/password/edit',
    ]);
    expect([...AGGREGATE_SUFFIXED].sort()).toEqual(['index', 'transfer:contact', 'transfer:transfer', 'wallet:balance']);
  });

  it('drops empty directories and empty branches; does not change its input', () => {
    const input = [node('index', '/index'), node('transaction', null, [])];
    const copy = structuredClone(input);
    const menu = buildAggregateMenu(input, { acq: 'A', payout: 'P' });
    expect(codes(menu)).toEqual(['aggregate:acq', 'index', 'aggregate:payout', 'index']);
    expect(input).toEqual(copy);
    expect(
      buildAggregateMenu([node('transaction', null, [node('transaction:query', '/transaction/query')])], { acq: 'A', payout: 'P' }).map((b) => b.resourceCode),
    ).toEqual(['aggregate:acq']);
    expect(buildAggregateMenu([], { acq: 'A', payout: 'P' })).toEqual([]);
  });
});

describe('firstMenuUrl', () => {
  it('is the first page depth first', () => {
    expect(firstMenuUrl(tree())).toBe('/index');
    expect(firstMenuUrl([node('account', null, [node('password:edit', '/password/edit')])])).toBe('/password/edit');
    expect(firstMenuUrl(buildAggregateMenu(tree(), { acq: 'A', payout: 'P' }))).toBe('/index/aggregate/acq');
    expect(firstMenuUrl([node('empty', null)])).toBeNull();
  });
});

describe('the resource tree', () => {
  const flat = flattenResources(RESOURCE_TREE);
  it('has unique codes, parents before children, buttons only under menus', () => {
    expect(new Set(flat.map((r) => r.code)).size).toBe(flat.length);
    const seen = new Set<string>();
    for (const r of flat) {
      if (r.parentCode) expect(seen.has(r.parentCode)).toBe(true);
      seen.add(r.code);
      if (r.type === 2) expect(r.children ?? []).toEqual([]);
    }
  });
  it('isLiveMenu: a page when built, a directory when a child is', () => {
    const page = (live?: boolean): ResourceDef => ({ code: 'p', type: 1, url: '/p', live });
    expect(isLiveMenu(page(true))).toBe(true);
    expect(isLiveMenu(page())).toBe(false);
    expect(isLiveMenu({ code: 'd', type: 1, children: [page(false), page(true)] })).toBe(true);
    expect(isLiveMenu({ code: 'd', type: 1, children: [page(false)] })).toBe(false);
    expect(isLiveMenu({ code: 'b', type: 2 })).toBe(false);
  });
  it('names every resource in both languages', () => {
    for (const r of flat) {
      const key = resourceNameKey(r.code);
      expect([r.code, typeof (enMenu as Record<string, unknown>)[key]]).toEqual([r.code, 'string']);
      expect([r.code, typeof (zhMenu as Record<string, unknown>)[key]]).toEqual([r.code, 'string']);
    }
  });
});
