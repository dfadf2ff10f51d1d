import { useState } from 'react';
import { App, Button, Card, Input, InputNumber, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/components/recording-player';
import { useQualityResultReviewMutation, type QualityResultDetail } from '../api';

type Hit = QualityResultDetail['hits'][number];
type Decision = 'confirmed' | 'overturned';

interface Props {
  result: QualityResultDetail;
  onHitClick(hit: Hit): void;
}

const DECISION_COLOR = { pending: 'default', confirmed: 'red', overturned: 'green' } as const;

/**
 * The rule hits beside the transcript (click one to hear it); for a reviewer of the project, confirm or
 * overturn each, add deductions with a comment and submit: the final score follows.
 */
export function ReviewPanel({ result, onHitClick }: Props) {
  const { t } = useTranslation('quality');
  const { message } = App.useApp();
  const [review, { isLoading }] = useQualityResultReviewMutation();
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [deductions, setDeductions] = useState<{ points: number; comment: string }[]>(result.deductions);
  const [comment, setComment] = useState('');
  const canReview = result.can_review && result.appeal_status !== 1;
  const decisionOf = (h: Hit) => decisions[h.key] ?? h.decision;

  const submit = async () => {
    if (deductions.some((d) => !d.comment.trim())) {
      void message.error(t('detail.deductionCommentRequired'));
      return;
    }
    const done = await review({
      body: {
        id: result.id,
        decisions: Object.entries(decisions).map(([key, decision]) => ({ key, decision })),
        deductions: deductions.map((d) => ({ points: d.points, comment: d.comment.trim() })),
        comment,
      },
    });
    if (!done.error) {
      setDecisions({});
      void message.success(t('detail.reviewed'));
    }
  };

  return (
    <Card size="small" title={t('detail.hits')}>
      <section aria-label={t('detail.hits')}>
        <List
          size="small"
          locale={{ emptyText: t('detail.noHits') }}
          dataSource={result.hits}
          renderItem={(h) => (
            <List.Item
              actions={
                canReview
                  ? [
                      <Button
                        key="c"
                        size="small"
                        aria-label={`${t('detail.confirm')} ${h.rule_name} ${h.index}`}
                        type={decisionOf(h) === 'confirmed' ? 'primary' : 'default'}
                        onClick={() => setDecisions((d) => ({ ...d, [h.key]: 'confirmed' }))}
                      >
                        {t('detail.confirm')}
                      </Button>,
                      <Button
                        key="o"
                        size="small"
                        aria-label={`${t('detail.overturn')} ${h.rule_name} ${h.index}`}
                        type={decisionOf(h) === 'overturned' ? 'primary' : 'default'}
                        onClick={() => setDecisions((d) => ({ ...d, [h.key]: 'overturned' }))}
                      >
                        {t('detail.overturn')}
                      </Button>,
                    ]
                  : []
              }
            >
              <Space orientation="vertical" size={0} style={{ width: '100%' }}>
                <Space>
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    aria-label={t('detail.jump', { time: `${h.rule_name} ${formatTime(h.start_ms / 1000)}` })}
                    onClick={() => onHitClick(h)}
                  >
                    {h.rule_name}
                  </Button>
                  <Typography.Text type={h.score < 0 ? 'danger' : 'success'}>
                    {h.score > 0 ? `+${h.score}` : h.score}
                  </Typography.Text>
                  <Tag color={DECISION_COLOR[decisionOf(h)]}>{t(`detail.${decisionOf(h)}`)}</Tag>
                </Space>
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320 }}>
                  {h.index >= 0 ? `${formatTime(h.start_ms / 1000)} ${h.text}` : t('detail.wholeCall')}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      </section>
      {canReview && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
          <Typography.Text strong>{t('detail.deductions')}</Typography.Text>
          {deductions.map((d, i) => (
            <Space key={i}>
              <InputNumber
                aria-label={`${t('detail.deductionPoints')}${i + 1}`}
                min={1}
                max={100}
                value={d.points}
                onChange={(v) =>
                  setDeductions((all) => all.map((x, j) => (j === i ? { ...x, points: v ?? 1 } : x)))
                }
              />
              <Input
                aria-label={`${t('detail.deductionComment')}${i + 1}`}
                maxLength={200}
                value={d.comment}
                onChange={(e) =>
                  setDeductions((all) => all.map((x, j) => (j === i ? { ...x, comment: e.target.value } : x)))
                }
              />
            </Space>
          ))}
          <Button size="small" onClick={() => setDeductions((all) => [...all, { points: 1, comment: '' }])}>
            {t('detail.addDeduction')}
          </Button>
          <Input.TextArea
            aria-label={t('detail.comment')}
            placeholder={t('detail.comment')}
            maxLength={200}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button type="primary" loading={isLoading} onClick={() => void submit()}>
            {t('detail.submitReview')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
