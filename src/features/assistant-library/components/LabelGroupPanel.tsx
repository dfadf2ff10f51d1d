import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useAssistantLabelGroupAddMutation,
  useAssistantLabelGroupDeleteMutation,
  useAssistantLabelGroupUpdateMutation,
} from '../api';
import type { LabelGroup } from '../types';
import { GroupPanel } from './GroupPanel';

interface LabelGroupPanelProps {
  groups: LabelGroup[];
  loading: boolean;
  selectedId?: number;
  onSelect(id: number | undefined): void;
}

/** The groups of customer profile tags. */
export function LabelGroupPanel({ groups, loading, selectedId, onSelect }: LabelGroupPanelProps) {
  const { t } = useTranslation(['assistantLibrary', 'common']);
  const { message } = App.useApp();
  const [add] = useAssistantLabelGroupAddMutation();
  const [update] = useAssistantLabelGroupUpdateMutation();
  const [remove] = useAssistantLabelGroupDeleteMutation();

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
      onSelect={onSelect}
      onAdd={async (name) => {
        const r = await add({ body: { name } });
        if ('error' in r) return false;
        void message.success(t('messages.added'));
        return true;
      }}
      onRename={async (id, name) => {
        const r = await update({ body: { id, name } });
        if ('error' in r) return false;
        void message.success(t('messages.updated'));
        return true;
      }}
      onDelete={async (id) => {
        const r = await remove({ body: { id } });
        if ('error' in r) return;
        void message.success(t('common:deleteSuccess'));
        if (selectedId === id) onSelect(undefined);
      }}
    />
  );
}
