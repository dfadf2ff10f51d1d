import { extensionsLimits } from '@/api/generated/extensions.limits.gen';
import { defineEnum } from '@/components/data-table';

/** An extension given to a member or free (the extension list's `bound` filter). */
export const EXTENSION_BOUND = defineEnum({
  ns: 'extensions',
  values: extensionsLimits.extensionList.bound.enum,
  label: (t, b) => t(`bound.${b}`),
});
