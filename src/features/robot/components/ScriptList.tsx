import { useEffect, useMemo, useState } from 'react';
import { Button, Tag, TreeSelect } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { toLeafTree } from '@/components/leaf-tree-select';
import {
  OwnerItem,
  OwnerList,
  ownerListStyles,
  useOwnerEditing,
  useOwnerList,
  type OwnerFormMode,
} from '@/components/owner-list';
import { useRobotIndustryTreeQuery, useRobotScriptDeleteMutation, useRobotScriptListQuery } from '../api';
import { dialogueCleared, dialogueSelected, type Script } from '../dialogue.slice';
import { selectDialogue } from '../dialogue.store';
import { SCRIPT_PAGE_SIZE } from '../dialogue-prefetch';
import { can } from '@/domain/robot/rules';
import { ScriptForm } from './ScriptForm';
import styles from './script-list.styles';

const STATUS_COLORS = ['default', 'processing', 'success', 'error', 'purple'];

interface ScriptListProps {
  /** The script chosen in the URL (`?id=`), if any. */
  selectedId: number | null;
  /** Click: select this script (SCRIPT-05); `replace` for a selection the list makes by itself. */
  onSelect(id: number | null, replace?: boolean): void;
  /** Double-click: open its detail (SCRIPT-06). */
  onOpen(id: number): void;
}

/** SCRIPT-01..08, 22..24, 44..46: the script list on the left of the dialogue screens. */
export function ScriptList({ selectedId, onSelect, onOpen }: ScriptListProps) {
  const { t } = useTranslation('robot');
  const dispatch = useAppDispatch();
  const { current } = useAppSelector(selectDialogue);
  const list = useOwnerList();
  const [industry, setIndustry] = useState<{ id: number; name: string } | null>(null);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const { data: tree } = useRobotIndustryTreeQuery();
  // a new tree each draw would have the picker index it again each time
  const industries = useMemo(
    () => toLeafTree(tree?.data ?? []).map((n) => ({ ...n, selectable: true })),
    [tree],
  );
  const [remove] = useRobotScriptDeleteMutation();
  const { data, isFetching } = useRobotScriptListQuery({
    body: {
      page: list.page,
      limit: SCRIPT_PAGE_SIZE,
      name: list.keyword,
      ...(industry ? { industry_id: industry.id, industry_name: industry.name } : {}),
    },
  });
  // The generated page type intersects unknown[] with the item type; the items are scripts.
  const rows = data?.data.data;

  // SCRIPT-12: the current-dialogue info follows the selection.
  useEffect(() => {
    if (selectedId === null) {
      if (current) dispatch(dialogueCleared());
      return;
    }
    const found = rows?.find((s) => s.id === selectedId);
    if (found && (found !== current || current.id !== found.id))
      dispatch(dialogueSelected({ ...found, infoMore: expanded.has(found.id) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId, data]);

  const selected = current && current.id === selectedId ? current : null;

  const { dialog, actions } = useOwnerEditing({
    list,
    selected,
    labels: {
      add: t('list.add'),
      edit: t('list.edit'),
      copy: t('list.copy'),
      delete: t('list.delete'),
      selectFirst: t('list.selectFirst'),
      // SCRIPT-23: the edit button of a script that may not be edited only says so.
      editDenied: t('messages.editNotAllowed'),
      deleteDenied: t('messages.deleteNotAllowed'),
      deleted: t('messages.deleted'),
    },
    canEdit: can(selected, 'edit'),
    canDelete: can(selected, 'delete'),
    // SCRIPT-46: after a delete the first script is selected.
    deletedSelects: 0,
    remove: (id) => remove({ body: { sc_id: id } }),
  });

  const onSaved = (script: Script, mode: OwnerFormMode) => {
    list.reset();
    if (mode === 'edit') dispatch(dialogueSelected({ ...script, infoMore: expanded.has(script.id) }));
    else onSelect(script.id);
  };

  const toggleMore = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <OwnerList<Script>
      list={list.state}
      title={t('list.title')}
      searchLabel={t('list.search')}
      emptyText={t('list.empty')}
      rows={rows}
      fetching={isFetching}
      total={data?.data.total ?? 0}
      pageSize={SCRIPT_PAGE_SIZE}
      selectedId={selectedId}
      onSelect={onSelect}
      onOpen={onOpen}
      filters={
        <TreeSelect
          allowClear
          style={ownerListStyles.full}
          placeholder={t('list.industry')}
          aria-label={t('list.industry')}
          treeData={industries}
          value={industry?.id}
          onChange={(id: number | undefined, labels) => {
            setIndustry(id ? { id, name: String(labels[0] ?? '') } : null);
            list.setPage(1);
          }}
        />
      }
      actions={actions}
      renderItem={(s) => (
        <OwnerItem
          name={s.name}
          status={{ color: STATUS_COLORS[s.status]!, text: t(`status.${s.status}`) }}
          meta={`${s.industry.name} · ${t('list.updatedAt', { time: s.updated_at.slice(0, 10) })}`}
        />
      )}
      renderAside={(s) => (
        <Button
          type="text"
          size="small"
          aria-label={expanded.has(s.id) ? t('list.less') : t('list.more')}
          aria-expanded={expanded.has(s.id)}
          icon={expanded.has(s.id) ? <UpOutlined /> : <DownOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            toggleMore(s.id);
          }}
        />
      )}
      renderDetails={(s) =>
        expanded.has(s.id) && (
          <div style={styles.more}>
            <div>
              {t('detail.labels')}
              {s.industry_label.length
                ? s.industry_label.map((l) => <Tag key={l.id}>{l.label}</Tag>)
                : t('detail.none')}
            </div>
            <div>
              {t('detail.desc')}
              {s.speechcraft_desc || t('detail.none')}
            </div>
          </div>
        )
      }
    >
      {/* mounted only while open: kept closed, its form was drawn with every draw of the list */}
      {dialog.isOpen && dialog.record && (
        <ScriptForm
          {...dialog.props}
          mode={dialog.record}
          script={dialog.record === 'add' ? null : selected}
          onSaved={onSaved}
        />
      )}
    </OwnerList>
  );
}
