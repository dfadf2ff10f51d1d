import { templateUseCount, type ContractTemplateRow } from './contracts';
import { staffName } from './staff';

/** How a contract template is shown by the templates' and the positions' endpoints. */

const STATUS_NAME = { 0: '停用', 1: '启用' } as const;

/** A template as the answers show it (the positions endpoint answers it too). */
export const presentTemplate = (t: ContractTemplateRow) => {
  const { creator_id, ...row } = t;
  return {
    ...row,
    field_count: t.fields.length,
    used_count: templateUseCount(t.id),
    status_name: STATUS_NAME[t.status],
    creator_name: staffName(creator_id) ?? '',
  };
};
