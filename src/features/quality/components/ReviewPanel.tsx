import { useState } from 'react';
import { App, Button, Card, Input, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutationFeedback } from '@/components/form-dialog';
import { useQualityResultReviewMutation, type QualityResultDetail } from '../api';
import { scoreByRule } from '@/domain/quality/engine';
import { RuleHitGroup } from './RuleHitGroup';

type Hit = QualityResultDetail['hits'][number];
type Decision = 'confirmed' | 'overturned';

interface Props {
  result: QualityResultDetail;
  onHitClick(hit: Hit): void;
}

/**
 * The rules that hit beside the transcript, each once with its points and hits (click a hit to hear it); for a
 * reviewer of the project, confirm or overturn each hit, add deductions with a comment and submit: the score
 * the review will give is shown before submitting.
 */
export function ReviewPanel({ result, onHitClick }: Props) {
  const { t } = useTranslation('quality');
  const { message } = App.useApp();
  const feedback = useMutationFeedback();
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
    const done = await feedback(
      review({
        body: {
          id: result.id,
          decisions: Object.entries(decisions).map(([key, decision]) => ({ key, decision })),
          deductions: deductions.map((d) => ({ points: d.points, comment: d.comment.trim() })),
          comment,
        },
      }),
      { success: t('detail.reviewed') },
    );
    if (done.ok) setDecisions({});
  };

  // unsaved decisions and deductions scored by the same model as the server's: what submitting will give
  const preview = scoreByRule({
    base_score: result.base_score,
    hits: result.hits,
    decisions: { ...Object.fromEntries(result.hits.map((h) => [h.key, h.decision])), ...decisions },
    deductions,
  });
  const rules = Object.keys(decisions).length > 0 ? preview.rules : result.rules;

  return (
    <Card size="small" title={t('detail.hits')}>
      <section aria-label={t('detail.hits')}>
        {rules.length === 0 && <Typography.Text type="secondary">{t('detail.noHits')}</Typography.Text>}
        {rules.map((rule) => (
          <RuleHitGroup
            key={rule.rule_id}
            rule={rule}
            hits={result.hits.filter((h) => h.rule_id === rule.rule_id)}
            decisionOf={decisionOf}
            onDecide={
              canReview ? (h, decision) => setDecisions((d) => ({ ...d, [h.key]: decision })) : undefined
            }
            onHitClick={onHitClick}
          />
        ))}
        {rules.length > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('detail.scoringModel')}
          </Typography.Text>
        )}
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
          <Typography.Text>{t('detail.previewScore', { score: preview.score })}</Typography.Text>
          <Button type="primary" loading={isLoading} onClick={() => void submit()}>
            {t('detail.submitReview')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
