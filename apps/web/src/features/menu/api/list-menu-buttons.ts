import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A button resource of a menu page (resourceType 2). */
export interface MenuButton {
  id: number;
  resourceCode: string;
  name: string;
}

/**
 * GET /api/merLogin/listMenuButtons?parentId=<menu id>: the button codes of a page, loaded on
 * entering it (spec 6). A failure is only logged; the session's codes then stand.
 */
export async function fetchMenuButtons(parentId: number): Promise<MenuButton[] | null> {
  try {
    return await api.get<MenuButton[]>('/merLogin/listMenuButtons', { parentId }, { quiet: true });
  } catch (e) {
    console.warn('menu buttons fetch failed', parentId, e);
    return null;
  }
}

export const menuButtonsQuery = (parentId: number) =>
  queryOptions({ queryKey: ['menus', 'buttons', parentId], queryFn: () => fetchMenuButtons(parentId), staleTime: 60_000 });

export const useMenuButtons = (parentId: number | null) => useQuery({ ...menuButtonsQuery(parentId ?? 0), enabled: parentId !== null && parentId > 0 });
