import { useMemo } from 'react';
import { Skeleton, Tree, type TreeDataNode } from 'antd';
import type { MenuNode } from '@crossbill/contracts/menu';
import { useResources } from '../api/list-resources';
import { allCodes, indexTree, toggleCode } from '../permission-codes';

const toData = (nodes: readonly MenuNode[]): TreeDataNode[] => nodes.map((n) => ({ key: n.resourceCode, title: n.name, children: toData(n.childrenNode) }));

/**
 * The permission tree of a role (antd Tree over the live pages and their buttons). `readOnly` shows
 * it without checkboxes' effect; `all` shows every code checked (the administrator role).
 */
export function PermissionTree({
  value,
  onChange,
  readOnly,
  all,
  label,
}: {
  value: readonly string[];
  onChange?: (codes: string[]) => void;
  readOnly?: boolean;
  all?: boolean;
  label: string;
}) {
  const resources = useResources();
  const tree = useMemo(() => resources.data ?? [], [resources.data]);
  const index = useMemo(() => indexTree(tree), [tree]);
  const data = useMemo(() => toData(tree), [tree]);
  if (resources.isPending) return <Skeleton active />;
  const checked = all ? allCodes(tree) : [...value];
  return (
    <div
      role="group"
      aria-label={label}
      // a long tree scrolls in its box: reachable by keyboard even when read-only (no checkbox to focus)
      tabIndex={0}
      data-testid="permission-tree"
      style={{ maxHeight: 360, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}
    >
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        disabled={readOnly || all}
        treeData={data}
        checkedKeys={{ checked, halfChecked: [] }}
        onCheck={(_, info) => onChange?.([...toggleCode(index, new Set(value), String(info.node.key), info.checked)])}
      />
    </div>
  );
}
