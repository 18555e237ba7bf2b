import type { MenuNode } from '@crossbill/contracts/menu';

/**
 * The role editor's check rules over the resource tree: checking a node grants it, every ancestor
 * (a button implies its page, a page its directory) and its whole subtree; unchecking removes it and
 * its subtree, and a directory left with nothing checked beneath it. A page may stay checked with
 * none of its buttons.
 */
interface Index {
  parent: Map<string, string | null>;
  children: Map<string, string[]>;
  isDirectory: Map<string, boolean>;
}

export function indexTree(tree: readonly MenuNode[]): Index {
  const index: Index = { parent: new Map(), children: new Map(), isDirectory: new Map() };
  const walk = (nodes: readonly MenuNode[], parent: string | null) => {
    for (const n of nodes) {
      index.parent.set(n.resourceCode, parent);
      index.children.set(
        n.resourceCode,
        n.childrenNode.map((c) => c.resourceCode),
      );
      index.isDirectory.set(n.resourceCode, n.resourceType === 1 && !n.menuUrl);
      walk(n.childrenNode, n.resourceCode);
    }
  };
  walk(tree, null);
  return index;
}

const subtree = (index: Index, code: string): string[] => [code, ...(index.children.get(code) ?? []).flatMap((c) => subtree(index, c))];

export function toggleCode(index: Index, checked: ReadonlySet<string>, code: string, on: boolean): Set<string> {
  const next = new Set(checked);
  if (on) {
    for (const c of subtree(index, code)) next.add(c);
    for (let p = index.parent.get(code); p; p = index.parent.get(p)) next.add(p);
    return next;
  }
  for (const c of subtree(index, code)) next.delete(c);
  for (let p = index.parent.get(code); p && index.isDirectory.get(p); p = index.parent.get(p)) {
    if ((index.children.get(p) ?? []).some((c) => next.has(c))) break;
    next.delete(p);
  }
  return next;
}

/** The codes of the tree (the administrator role shows all of them checked). */
export const allCodes = (tree: readonly MenuNode[]): string[] => tree.flatMap((n) => [n.resourceCode, ...allCodes(n.childrenNode)]);
