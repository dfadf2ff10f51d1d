import { useCallback, useMemo } from 'react';
import { Segmented, Space, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { filterSpec, searchFilters, useLocalListPage, type ListFilters } from '@/components/list-page';
import { RowActions } from '@/components/row-actions';
import type { StudyQuestion } from '@/api/generated/robot.gen';
import { useRobotStudyLearnMutation, useRobotStudyListQuery } from '../api';
import type { ScriptItem } from '../dialogue.slice';
import { LearnModal, type LearnAction } from './LearnModal';

const REASONS = ['noAnswer', 'offTopic', 'notRecognised'] as const;
type Reason = (typeof REASONS)[number];
const REASON_COLOR: Record<Reason, string> = {
  noAnswer: 'red',
  offTopic: 'orange',
  notRecognised: 'default',
};

/** The search form's field in the URL (`keyword`). */
const FILTERS = filterSpec({ keyword: 'string' });
type Search = ListFilters<typeof FILTERS>;
/** The reason is chosen above the rows, at once, outside the search form: the screen keeps it in the URL. */
const REASON_KEY = 'reason';
/** The script beside the list (`id`) and the reason stay in the URL when the table changes its own. */
const KEEP_KEYS = ['id', REASON_KEY];

const reasonOf = (search: URLSearchParams): Reason | 'all' =>
  REASONS.find((r) => r === search.get(REASON_KEY)) ?? 'all';

/** The study list's call for a script, a reason (or all) and a search. */
export const studyListArg = (scId: number, reason: Reason | 'all' = 'all', keyword = '') => ({
  body: { sc_id: scId, ...(reason === 'all' ? {} : { reason }), ...(keyword ? { keyword } : {}) },
});

/** The study list's call an address names (its page's prefetch sends it). */
export const studyListArgOf = (scId: number, search: URLSearchParams) =>
  studyListArg(scId, reasonOf(search), searchFilters(FILTERS, search).keyword);

/** What a row opens to: the calls the words were said in, the robot's line before and after. */
function Examples({ group }: { group: StudyQuestion }) {
  const { t } = useTranslation('robot');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {group.examples.map((e, i) => (
        <div key={`${e.call_id}-${i}`}>
          <Typography.Text type="secondary">
            {t('study.call', { id: e.call_id, time: e.called_at })}
          </Typography.Text>
          <div>{t('study.before', { text: e.before })}</div>
          <div>
            <Typography.Text strong>
              {t('study.said', { text: e.text || t('study.nothing') })}
            </Typography.Text>
          </div>
          <div>{t('study.after', { text: e.after })}</div>
        </div>
      ))}
    </Space>
  );
}

const EXPANDABLE = { expandedRowRender: (g: StudyQuestion) => <Examples group={g} /> };

/**
 * ROUTES-ROBOT-05: question learning. What customers said in the script's robot calls that nothing matched,
 * grouped by similarity with counts and example calls (the robot's line before and after); each group can be
 * learned into the knowledge base or a branch, or ignored, and leaves the list. The reason and the search are in
 * the address, as a list's are.
 */
export function QuestionStudyTab({ script }: { script: ScriptItem }) {
  const { t } = useTranslation(['robot', 'common']);
  const feedback = useMutationFeedback();
  const [params, setParams] = useSearchParams();
  const reason = reasonOf(params);
  const list = useLocalListPage({
    query: useRobotStudyListQuery,
    filters: FILTERS,
    arg: (search: Search) => studyListArg(script.id, reason, search.keyword),
    table: 'robot-question-study',
    keepKeys: KEEP_KEYS,
  });
  const [learn] = useRobotStudyLearnMutation();
  // mounted only while open: its form and the knowledge base and branches it offers load with it
  const learnDialog = useFormDialog<{ group: StudyQuestion; action: LearnAction }>();
  const openLearn = learnDialog.open;

  // another reason is a new search: from its first page
  const chooseReason = useCallback(
    (next: Reason | 'all') =>
      setParams((p) => {
        const out = new URLSearchParams(p);
        if (next === 'all') out.delete(REASON_KEY);
        else out.set(REASON_KEY, next);
        out.delete('page');
        return out;
      }),
    [setParams],
  );

  const reasonPicker = useMemo(
    () => (
      <Segmented
        aria-label={t('study.reason')}
        value={reason}
        onChange={(v) => chooseReason(v as Reason | 'all')}
        options={[
          { value: 'all', label: t('study.all') },
          ...REASONS.map((r) => ({ value: r, label: t(`train.unmatched.${r}`) })),
        ]}
      />
    ),
    [reason, chooseReason, t],
  );

  const columns = useMemo((): ProColumns<StudyQuestion>[] => {
    const ignore = (group: StudyQuestion) =>
      feedback(learn({ body: { sc_id: script.id, id: group.id, action: 'ignore' } }), {
        success: t('study.ignored'),
      });
    return [
      {
        title: t('study.text'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('study.search') },
      },
      {
        title: t('study.text'),
        dataIndex: 'text',
        search: false,
        width: 260,
        render: (_d, g) => <Typography.Text strong>{g.text}</Typography.Text>,
      },
      { title: t('study.count'), dataIndex: 'count', search: false, width: 80 },
      {
        title: t('study.reason'),
        dataIndex: 'reason',
        search: false,
        width: 100,
        render: (_d, g) => <Tag color={REASON_COLOR[g.reason]}>{t(`train.unmatched.${g.reason}`)}</Tag>,
      },
      {
        title: t('study.where'),
        key: 'where',
        search: false,
        width: 180,
        render: (_d, g) => t('train.at', { scene: g.scene_name, node: g.node_name }),
      },
      {
        title: t('repository.actions'),
        valueType: 'option',
        width: 240,
        fixed: 'right',
        render: (_d, g) => (
          <RowActions
            row={g.text}
            actions={[
              {
                key: 'kb',
                label: t('study.toKb'),
                onClick: () => openLearn({ group: g, action: 'similar' }),
              },
              {
                key: 'branch',
                label: t('study.toBranch'),
                onClick: () => openLearn({ group: g, action: 'branch' }),
              },
              { key: 'ignore', label: t('study.ignore'), onClick: () => ignore(g) },
            ]}
          />
        ),
      },
    ];
  }, [t, feedback, learn, script.id, openLearn]);

  return (
    <>
      <DataTable<StudyQuestion>
        {...list.table}
        headerTitle={reasonPicker}
        columns={columns}
        expandable={EXPANDABLE}
      />
      {learnDialog.isOpen && learnDialog.record && (
        <LearnModal
          scriptId={script.id}
          group={learnDialog.record.group}
          action={learnDialog.record.action}
          onClose={learnDialog.close}
        />
      )}
    </>
  );
}
