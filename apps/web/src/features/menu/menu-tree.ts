import type { MenuNode } from '@crossbill/contracts/menu';
import { resourceNameKey } from '@crossbill/contracts/resources';

/** The i18n key of a menu node's name (`menu` namespace, from contracts). */
export const menuNameKey = (node: Pick<MenuNode, 'resourceCode'>) => `menu:${resourceNameKey(node.resourceCode)}`;

/** The chain of nodes from the root to the page at `path` (longest menu url that prefixes it). */
export function findMenuTrail(nodes: MenuNode[], path: string): MenuNode[] {
  let best: MenuNode[] = [];
  let bestLength = -1;
  const walk = (list: MenuNode[], trail: MenuNode[]) => {
    for (const node of list) {
      const next = [...trail, node];
      const url = node.menuUrl;
      if (url && (path === url || path.startsWith(`${url}/`)) && url.length > bestLength) {
        best = next;
        bestLength = url.length;
      }
      walk(node.childrenNode, next);
    }
  };
  walk(nodes, []);
  return best;
}

/** Keep page nodes whose url passes `keep`, and directories that still hold one. */
export function pruneMenu(nodes: MenuNode[], keep: (url: string) => boolean): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    const children = pruneMenu(node.childrenNode, keep);
    if (node.menuUrl ? keep(node.menuUrl) : children.length > 0) out.push({ ...node, childrenNode: children });
  }
  return out;
}

const sameTree = (a: MenuNode, b: MenuNode): boolean =>
  a.resourceCode === b.resourceCode &&
  a.menuUrl === b.menuUrl &&
  a.childrenNode.length === b.childrenNode.length &&
  a.childrenNode.every((c, i) => sameTree(c, b.childrenNode[i]!));

const isBranch = (n: MenuNode) => n.resourceCode === 'aggregate:acq' || n.resourceCode === 'aggregate:payout';

/**
 * The aggregate merchant's two-branch menu holds the pages of both sides (account, content, …) in
 * each branch. Shown twice they would be the same page in two places; they move out of the branches
 * and follow them once. Branches left empty go.
 */
export function hoistSharedBranchNodes(nodes: MenuNode[]): MenuNode[] {
  const branches = nodes.filter(isBranch);
  if (branches.length !== 2) return nodes;
  const [a, b] = branches as [MenuNode, MenuNode];
  const shared = a.childrenNode.filter((x) => b.childrenNode.some((y) => sameTree(x, y)));
  if (shared.length === 0) return nodes;
  const without = (branch: MenuNode) => ({ ...branch, childrenNode: branch.childrenNode.filter((x) => !shared.some((y) => sameTree(x, y))) });
  const out: MenuNode[] = [];
  for (const n of nodes) {
    if (!isBranch(n)) out.push(n);
    else if (n === b) out.push(...[without(a), without(b)].filter((x) => x.childrenNode.length > 0), ...shared);
  }
  return out;
}
