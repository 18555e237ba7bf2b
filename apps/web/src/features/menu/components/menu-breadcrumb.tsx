import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@crossbill/contracts/menu';
import { findMenuTrail, menuNameKey } from '../menu-tree';

/** Breadcrumb from the menu path of the current page; `fallback` names a page outside the menu. */
export function MenuBreadcrumb({ nodes, path, fallback }: { nodes: MenuNode[]; path: string; fallback?: string }) {
  const { t } = useTranslation();
  const trail = findMenuTrail(nodes, path);
  const items = trail.map((node) => ({ key: node.id, title: t(menuNameKey(node), { defaultValue: node.name }) }));
  if (items.length === 0 && fallback) items.push({ key: 0, title: fallback });
  return <Breadcrumb items={items} />;
}
