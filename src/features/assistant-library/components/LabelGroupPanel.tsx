import { useTranslation } from 'react-i18next';
import {
  useAssistantLabelGroupAddMutation,
  useAssistantLabelGroupDeleteMutation,
  useAssistantLabelGroupUpdateMutation,
} from '../api';
import type { LabelGroup } from '../types';
import { GroupPanel } from './GroupPanel';
import { useGroupActions } from './use-group-actions';

interface LabelGroupPanelProps {
  groups: LabelGroup[];
  loading: boolean;
  selectedId?: number;
  onSelect(id: number | undefined): void;
}

/** The groups of customer profile tags. */
export function LabelGroupPanel({ groups, loading, selectedId, onSelect }: LabelGroupPanelProps) {
  const { t } = useTranslation(['assistantLibrary', 'common']);
  const [add] = useAssistantLabelGroupAddMutation();
  const [update] = useAssistantLabelGroupUpdateMutation();
  const [remove] = useAssistantLabelGroupDeleteMutation();
  const actions = useGroupActions({
    add: (name) => add({ body: { name } }),
    rename: (id, name) => update({ body: { id, name } }),
    remove: (id) => remove({ body: { id } }),
    selectedId,
    onSelect,
  });

  return (
    <GroupPanel
      title={t('tag.groups')}
      groups={groups.map((g) => ({ id: g.id, name: g.name, count: g.label_count }))}
      selectedId={selectedId}
      loading={loading}
      texts={{
        add: t('tag.addGroup'),
        rename: t('tag.renameGroup'),
        name: t('tag.groupName'),
        hasItems: (count) => t('tag.groupHasTags', { count }),
      }}
      {...actions}
    />
  );
}
