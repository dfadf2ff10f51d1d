import { useMemo } from 'react';
import { Checkbox, Empty, Tabs, Tag, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuTrees } from '@/api/generated/roles.gen';
import {
  allIds,
  AREA_KEYS,
  toNodes,
  type AreaKey,
  type Grants,
  type PermissionNode,
} from '../permission-tree';

interface PermissionEditorProps {
  trees: MenuTrees;
  value?: Grants;
  onChange?: (value: Grants) => void;
}

const leavesOf = (nodes: PermissionNode[]): number[] =>
  nodes.flatMap((n) => (n.children.length ? leavesOf(n.children) : [n.key]));

/**
 * The role's functional rights: one checkable tree per header area, built from the same trees that make the
 * menus; a parent is half-checked while only some of its pages are granted.
 */
export function PermissionEditor({ trees, value, onChange }: PermissionEditorProps) {
  const { t } = useTranslation('roles');
  const areas = useMemo(
    () =>
      AREA_KEYS.map((key) => {
        const nodes = toNodes(trees[key]);
        return { key, nodes, all: allIds(trees[key]), leaves: new Set(leavesOf(nodes)) };
      }),
    [trees],
  );
  const grants = value ?? { sip: [], ai: [], quality: [], assistant: [] };
  const set = (key: AreaKey, ids: number[]) => onChange?.({ ...grants, [key]: ids });

  return (
    <Tabs
      size="small"
      items={areas.map(({ key, nodes, all, leaves }) => {
        const checked = grants[key].filter((id) => leaves.has(id)).length;
        const label = t(`areas.${key}`);
        return {
          key,
          label: `${label} ${checked}/${leaves.size}`,
          children: nodes.length ? (
            <>
              <Checkbox
                checked={checked > 0 && checked === leaves.size}
                indeterminate={checked > 0 && checked < leaves.size}
                onChange={(e) => set(key, e.target.checked ? all : [])}
              >
                {t('permissions.all', { area: label })}
              </Checkbox>
              <Tree<PermissionNode>
                aria-label={label}
                checkable
                selectable={false}
                defaultExpandAll
                treeData={nodes}
                checkedKeys={grants[key]}
                onCheck={(keys) => set(key, (Array.isArray(keys) ? keys : keys.checked).map(Number))}
                titleRender={(n) => (
                  <span>
                    {n.title}
                    {n.action && (
                      <Tag variant="filled" style={{ marginInlineStart: 6 }}>
                        {t('permissions.action')}
                      </Tag>
                    )}
                  </span>
                )}
              />
            </>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ),
        };
      })}
    />
  );
}
