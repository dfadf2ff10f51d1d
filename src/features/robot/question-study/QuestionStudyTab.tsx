import { useState } from 'react';
import { Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { RowActions } from '@/components/row-actions';
import type { StudyQuestion } from '@/api/generated/robot.gen';
import { useRobotStudyLearnMutation, useRobotStudyListQuery } from '../api';
import type { ScriptItem } from '../dialogue.slice';
import { LearnModal, type LearnAction } from './LearnModal';

const REASONS = ['noAnswer', 'offTopic', 'notRecognised'] as const;
type Reason = (typeof REASONS)[number];
const NO_GROUPS: StudyQuestion[] = [];
const REASON_COLOR: Record<Reason, string> = {
  noAnswer: 'red',
  offTopic: 'orange',
  notRecognised: 'default',
};

/** The study list's call for a script, a reason (or all) and a search (its page's prefetch sends the first). */
export const studyListArg = (scId: number, reason: Reason | 'all' = 'all', keyword = '') => ({
  body: { sc_id: scId, ...(reason === 'all' ? {} : { reason }), ...(keyword ? { keyword } : {}) },
});

/**
 * ROUTES-ROBOT-05: question learning. What customers said in the script's robot calls that nothing matched,
 * grouped by similarity with counts and example calls (the robot's line before and after); each group can be
 * learned into the knowledge base or a branch, or ignored, and leaves the list.
 */
export function QuestionStudyTab({ script }: { script: ScriptItem }) {
  const { t } = useTranslation(['robot', 'common']);
  const feedback = useMutationFeedback();
  const [reason, setReason] = useState<Reason | 'all'>('all');
  const [keyword, setKeyword] = useState('');
  const list = useRobotStudyListQuery(studyListArg(script.id, reason, keyword));
  const [learn] = useRobotStudyLearnMutation();
  // mounted only while open: its form and the knowledge base and branches it offers load with it
  const learnDialog = useFormDialog<{ group: StudyQuestion; action: LearnAction }>();
  const groups = list.data?.data ?? NO_GROUPS;

  const ignore = (group: StudyQuestion) =>
    feedback(learn({ body: { sc_id: script.id, id: group.id, action: 'ignore' } }), {
      success: t('study.ignored'),
    });

  return (
    <div style={{ padding: 16 }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          aria-label={t('study.reason')}
          value={reason}
          onChange={(v) => setReason(v as Reason | 'all')}
          options={[
            { value: 'all', label: t('study.all') },
            ...REASONS.map((r) => ({ value: r, label: t(`train.unmatched.${r}`) })),
          ]}
        />
        <Input.Search
          allowClear
          aria-label={t('study.search')}
          placeholder={t('study.search')}
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 240 }}
        />
      </Space>
      <Table<StudyQuestion>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={groups}
        locale={{ emptyText: t('common:empty') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        expandable={{
          expandedRowRender: (g) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {g.examples.map((e, i) => (
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
          ),
        }}
        columns={[
          {
            title: t('study.text'),
            dataIndex: 'text',
            render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
          },
          { title: t('study.count'), dataIndex: 'count', width: 80 },
          {
            title: t('study.reason'),
            dataIndex: 'reason',
            width: 100,
            render: (r: Reason) => <Tag color={REASON_COLOR[r]}>{t(`train.unmatched.${r}`)}</Tag>,
          },
          {
            title: t('study.where'),
            width: 180,
            render: (_v, g) => t('train.at', { scene: g.scene_name, node: g.node_name }),
          },
          {
            title: t('repository.actions'),
            width: 240,
            render: (_v, g) => (
              <RowActions
                row={g.text}
                actions={[
                  {
                    key: 'kb',
                    label: t('study.toKb'),
                    onClick: () => learnDialog.open({ group: g, action: 'similar' }),
                  },
                  {
                    key: 'branch',
                    label: t('study.toBranch'),
                    onClick: () => learnDialog.open({ group: g, action: 'branch' }),
                  },
                  { key: 'ignore', label: t('study.ignore'), onClick: () => ignore(g) },
                ]}
              />
            ),
          },
        ]}
      />
      {learnDialog.isOpen && learnDialog.record && (
        <LearnModal
          scriptId={script.id}
          group={learnDialog.record.group}
          action={learnDialog.record.action}
          onClose={learnDialog.close}
        />
      )}
    </div>
  );
}
