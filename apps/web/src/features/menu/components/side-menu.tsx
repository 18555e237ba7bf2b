import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@crossbill/contracts/menu';
import { findMenuTrail, menuNameKey } from '../menu-tree';
import { MenuIcon } from './menu-icon';

type Item = Required<MenuProps>['items'][number];

/** A node's key: the ids from the root (a page may sit under two branches with the same id). */
const keyOf = (trail: MenuNode[]) => trail.map((n) => n.id).join('>');

/**
 * The sidebar menu from the server's menu tree; names are translated in the browser by resource
 * code (falling back to the server's name), so a language switch shows at once.
 */
export function SideMenu({ nodes, path, onNavigate }: { nodes: MenuNode[]; path: string; onNavigate: (url: string) => void }) {
  const { t } = useTranslation();
  const trail = useMemo(() => findMenuTrail(nodes, path), [nodes, path]);
  const [openKeys, setOpenKeys] = useState<string[] | null>(null);

  const { items, urls, directories } = useMemo(() => {
    const urlOf = new Map<string, string>();
    const dirs: string[] = [];
    const toItem = (node: MenuNode, parents: MenuNode[]): Item => {
      const chain = [...parents, node];
      const key = keyOf(chain);
      const label = t(menuNameKey(node), { defaultValue: node.name });
      const icon = parents.length === 0 || node.icon ? <MenuIcon name={node.icon} /> : undefined;
      if (node.menuUrl) {
        urlOf.set(key, node.menuUrl);
        return { key, label, icon, title: label };
      }
      if (parents.length === 0) dirs.push(key);
      return { key, label, icon, children: node.childrenNode.map((c) => toItem(c, chain)) };
    };
    return { items: nodes.map((n) => toItem(n, [])), urls: urlOf, directories: dirs };
  }, [nodes, t]);

  // top-level directories open by default (the menus are short), and those above the current page
  const defaultOpen = useMemo(() => {
    const above = trail.slice(0, -1).map((_, i) => keyOf(trail.slice(0, i + 1)));
    return [...new Set([...directories, ...above])];
  }, [directories, trail]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={trail.length ? [keyOf(trail)] : []}
      openKeys={openKeys ?? defaultOpen}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        const url = urls.get(key);
        if (url) onNavigate(url);
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
