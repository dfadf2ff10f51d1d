import type { components } from '@/api/generated/schema';
import { createTable } from '../kit/table';
import { ROLE_ADMIN, ROLE_AGENT, ROLE_AUTHOR, ROLE_SUPERVISOR } from './role-ids';
import { entryIdAt, entryIds, leavesOf, normalizeGrants, PERMISSION_IDS } from './menus';

export type DataScope = components['schemas']['DataScope'];

export interface RoleRow {
  id: number;
  name: string;
  description: string;
  data_scope: DataScope;
  department_ids: number[];
  assistant_custom: 0 | 1;
  /** Normalized grants (mocks/db/menus.ts normalizeGrants). */
  permission_ids: number[];
  is_system: 0 | 1;
  created_at: string;
  updated_at: string;
}

const SEEDED_AT = '2025-03-01 09:00:00';
/**
 * The call-centre pages an agent works in (not the company's money, staff, contracts nor customer admin), and
 * their own inspections: 语音质检 › 质检监控 › 我的任务, where they read their calls' results and appeal.
 */
const agentGrants = () => {
  const withheld = new Set([
    ...entryIds('sip', ['contract', 'expense']),
    entryIdAt('sip', 'client/attributes'),
    entryIdAt('sip', 'client/remove'),
  ]);
  return [...entryIds('sip').filter((id) => !withheld.has(id)), entryIdAt('quality', 'call/mytask')];
};

const seedRoles = (): RoleRow[] => {
  const role = (row: Omit<RoleRow, 'created_at' | 'updated_at'>): RoleRow => ({
    ...row,
    permission_ids: normalizeGrants(leavesOf(row.permission_ids)),
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  });
  return [
    role({
      id: ROLE_ADMIN,
      name: '超级管理员',
      description: '全部权限，查看全公司数据',
      data_scope: 'all',
      department_ids: [],
      assistant_custom: 0,
      permission_ids: [...PERMISSION_IDS],
      is_system: 1,
    }),
    role({
      id: ROLE_AGENT,
      name: '坐席',
      description: '外呼与客户跟进，查看本部门数据',
      data_scope: 'department',
      department_ids: [],
      assistant_custom: 0,
      permission_ids: agentGrants(),
      is_system: 1,
    }),
    role({
      id: ROLE_AUTHOR,
      name: '话术编辑',
      description: '编写机器人话术与辅助方案',
      data_scope: 'self',
      department_ids: [],
      assistant_custom: 1,
      permission_ids: [...entryIds('ai'), ...entryIds('assistant')],
      is_system: 1,
    }),
    role({
      id: ROLE_SUPERVISOR,
      name: '销售主管',
      description: '管理本部门及下级部门的客户与订单',
      data_scope: 'department_tree',
      department_ids: [],
      assistant_custom: 0,
      permission_ids: [...agentGrants(), ...entryIds('sip', ['dashboard'])],
      is_system: 0,
    }),
  ];
};

export const roleTable = createTable<RoleRow>({ name: 'roles', seed: seedRoles });
