import { contractsLimits } from '@/api/generated/contracts.limits.gen';
import { defineEnum } from '@/components/data-table';

/** A contract's state, draft to withdrawn (the contract list's `status` filter). */
export const CONTRACT_STATUS = defineEnum({
  ns: 'contractFlow',
  values: contractsLimits.contractList.status.enum,
  label: (t, s) => t(`status.${s}`),
});

/** A template offered when issuing or not (the template list's `status` filter). */
export const TEMPLATE_STATUS = defineEnum({
  ns: 'contracts',
  values: contractsLimits.contractTemplateList.status.enum,
  label: (t, s) => t(s ? 'template.enable' : 'template.disable'),
});

/** A contract archived or not (the contract list's `archived` filter). */
export const ARCHIVED = defineEnum({
  ns: 'contractFlow',
  values: contractsLimits.contractList.archived.enum,
  label: (t, a) => t(a ? 'list.archivedYes' : 'list.archivedNo'),
});

/** What a template's fill-in field holds: text, a date, an amount, a phone (a template's `fields[].type`). */
export const FIELD_TYPE = defineEnum({
  ns: 'contracts',
  values: contractsLimits.contractTemplateAdd.fields.items.fields.type.enum,
  label: (t, type) => t(`field.types.${type}`),
});
