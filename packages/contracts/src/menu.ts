import { z } from 'zod';
import { type Branch, flattenResources, RESOURCE_TREE } from './resources.ts';
import { INT4_MAX } from './validation.ts';

/** Menu/resource node as the API returns it (spec 3). */
export interface MenuNode {
  id: number;
  parentId: number | null;
  name: string;
  resourceCode: string;
  resourceType: number;
  menuUrl: string | null;
  icon: string | null;
  childrenNode: MenuNode[];
}

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    resourceCode: z.string(),
    resourceType: z.number().int(),
    menuUrl: z.string().nullable(),
    icon: z.string().nullable(),
    childrenNode: z.array(menuNodeSchema),
  }),
);

/** A button resource of a menu page (resourceType 2): GET /api/merLogin/listMenuButtons. */
export const menuButton = z.object({ id: z.number().int(), resourceCode: z.string(), name: z.string() });
export type MenuButton = z.infer<typeof menuButton>;

// resource ids are serial (int4); the aggregate menu's two branch nodes are -1 and -2 (buildAggregateMenu)
export const menuButtonsQuery = z.object({ parentId: z.coerce.number().int().min(-2).max(INT4_MAX) });

/** spec 2: index, wallet balance, transfer and contacts get the suffix /aggregate/acq or /aggregate/payout. */
export const AGGREGATE_SUFFIXED = new Set(['index', 'wallet:balance', 'transfer:transfer', 'transfer:contact']);

const branchOf = new Map<string, Branch | undefined>(flattenResources(RESOURCE_TREE).map((r) => [r.code, r.branch]));

/**
 * A page belongs to a branch by its own mark, else its directory's; a directory shows in a branch
 * when any of its children does (wallet holds balance, which both branches show).
 */
function filterBranch(nodes: MenuNode[], target: 'acq' | 'payout', parentBranch?: Branch): MenuNode[] {
  const out: MenuNode[] = [];
  for (const n of nodes) {
    const own = branchOf.get(n.resourceCode) ?? parentBranch;
    if (n.menuUrl) {
      if (own !== undefined && own !== 'both' && own !== target) continue;
      const menuUrl = AGGREGATE_SUFFIXED.has(n.resourceCode) ? `${n.menuUrl}/aggregate/${target}` : n.menuUrl;
      out.push({ ...n, menuUrl, childrenNode: filterBranch(n.childrenNode, target, own) });
      continue;
    }
    const children = filterBranch(n.childrenNode, target, own);
    if (children.length > 0) out.push({ ...n, childrenNode: children });
  }
  return out;
}

/**
 * The aggregate merchant's two-branch menu (spec 2): an acquiring and a payout branch, each holding
 * the menus of its side. Branch nodes get negative ids since they are not resources.
 */
export function buildAggregateMenu(nodes: MenuNode[], names: { acq: string; payout: string }): MenuNode[] {
  const branch = (target: 'acq' | 'payout', id: number): MenuNode => ({
    id,
    parentId: null,
    name: names[target],
    resourceCode: `aggregate:${target}`,
    resourceType: 1,
    menuUrl: null,
    icon: target === 'acq' ? 'acquiring' : 'payout',
    childrenNode: filterBranch(nodes, target),
  });
  return [branch('acq', -1), branch('payout', -2)].filter((b) => b.childrenNode.length > 0);
}

/** The first page url of a menu tree (switching goes there, spec 2). */
export function firstMenuUrl(nodes: MenuNode[]): string | null {
  for (const n of nodes) {
    if (n.menuUrl) return n.menuUrl;
    const inner = firstMenuUrl(n.childrenNode);
    if (inner) return inner;
  }
  return null;
}
