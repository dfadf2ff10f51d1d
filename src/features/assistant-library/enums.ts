import { assistantLimits } from '@/api/generated/assistant.limits.gen';
import { defineEnum } from '@/components/data-table';

/** A label in use or not (the label list's `status` filter). */
export const LABEL_STATUS = defineEnum({
  ns: 'assistantLibrary',
  values: assistantLimits.assistantLabelList.status.enum,
  label: (t, s) => t(s ? 'tag.enabled' : 'tag.disabled'),
});
