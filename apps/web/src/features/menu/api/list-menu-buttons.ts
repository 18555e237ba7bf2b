import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuButton } from '@crossbill/contracts/menu';
import { listMenuButtons } from '@crossbill/contracts/endpoints/menu';
import { call, keyOf } from '../../../lib/call';

/**
 * GET /api/merLogin/listMenuButtons?parentId=<menu id>: the button codes of a page, loaded on
 * entering it (spec 6). A failure is only logged; the session's codes then stand.
 */
export async function fetchMenuButtons(parentId: number): Promise<MenuButton[] | null> {
  try {
    return await call(listMenuButtons, { query: { parentId } }, { quiet: true });
  } catch (e) {
    console.warn('menu buttons fetch failed', parentId, e);
    return null;
  }
}

export const menuButtonsQuery = (parentId: number) =>
  queryOptions({ queryKey: keyOf(listMenuButtons, { query: { parentId } }), queryFn: () => fetchMenuButtons(parentId), staleTime: 60_000 });

export const useMenuButtons = (parentId: number | null) => useQuery({ ...menuButtonsQuery(parentId ?? 0), enabled: parentId !== null && parentId > 0 });
