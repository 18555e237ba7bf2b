import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuNode } from '@crossbill/contracts/menu';
import { listMenus } from '@crossbill/contracts/endpoints/menu';
import { call, keyOf } from '../../../lib/call';

/**
 * GET /api/merLogin/listMenus: the operator's menu tree, filtered by permission and to live pages
 * (aggregate merchants: two branch nodes). spec 7: a failed permission fetch is only logged and
 * yields an empty menu.
 */
export async function fetchMenus(): Promise<MenuNode[]> {
  try {
    return await call(listMenus, {}, { quiet: true });
  } catch (e) {
    console.warn('menu fetch failed', e);
    return [];
  }
}

export const menusQuery = queryOptions({ queryKey: keyOf(listMenus), queryFn: fetchMenus, staleTime: 5 * 60_000 });

export const useMenus = (enabled = true) => useQuery({ ...menusQuery, enabled });
