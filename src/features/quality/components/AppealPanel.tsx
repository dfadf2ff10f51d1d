import { useState } from 'react';
import { App, Button, Card, Input, InputNumber, Space, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutationFeedback } from '@/components/form-dialog';
import {
  useQualityResultAppealHandleMutation,
  useQualityResultAppealMutation,
  type QualityResultDetail,
} from '../api';

/** The record's timeline; the agent's appeal, and the reviewer's answer to it. */
export function AppealPanel({ result }: { result: QualityResultDetail }) {
  const { t } = useTranslation('quality');
  const { message } = App.useApp();
  const feedback = useMutationFeedback();
  const [appeal] = useQualityResultAppealMutation();
  const [handle] = useQualityResultAppealHandleMutation();
  const [reason, setReason] = useState('');
  const [score, setScore] = useState<number | null>(result.score);
  const [comment, setComment] = useState('');

  const sendAppeal = async () => {
    if (!reason.trim()) return void message.error(t('detail.appealReasonRequired'));
    await feedback(appeal({ body: { id: result.id, reason: reason.trim() } }), {
      success: t('detail.appealed'),
    });
  };
  const answer = async (accept: boolean) => {
    if (!comment.trim()) return void message.error(t('detail.handleCommentRequired'));
    if (accept && score === null) return void message.error(t('detail.newScoreRequired'));
    await feedback(
      handle({
        body: {
          id: result.id,
          accept: accept ? 1 : 0,
          score: accept ? (score ?? undefined) : undefined,
          comment: comment.trim(),
        },
      }),
      { success: t(accept ? 'detail.accepted' : 'detail.rejected') },
    );
  };

  return (
    <Card size="small" title={t('detail.timeline')} style={{ marginTop: 12 }}>
      <Timeline
        items={result.timeline.map((e) => ({
          content: `${e.at} ${e.who} ${t(`detail.action.${e.action}`)} ${e.text}`,
        }))}
      />
      {result.can_appeal && (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={t('detail.appealReason')}
            placeholder={t('detail.appealReason')}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="primary" onClick={() => void sendAppeal()}>
            {t('detail.appeal')}
          </Button>
        </Space.Compact>
      )}
      {result.can_review && result.appeal_status === 1 && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            {t('detail.newScore')}
            <InputNumber
              aria-label={t('detail.newScore')}
              min={0}
              max={1000}
              value={score}
              onChange={setScore}
            />
          </Space>
          <Input.TextArea
            aria-label={t('detail.handleComment')}
            placeholder={t('detail.handleComment')}
            maxLength={200}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Space>
            <Button type="primary" onClick={() => void answer(true)}>
              {t('detail.accept')}
            </Button>
            <Button danger onClick={() => void answer(false)}>
              {t('detail.reject')}
            </Button>
          </Space>
        </Space>
      )}
    </Card>
  );
}
