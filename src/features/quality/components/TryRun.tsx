import { useState } from 'react';
import { Alert, Button, Card, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkRule, runRule, toEngineRule, type RuleOutcome, type Sentence } from '@/domain/quality/engine';
import {
  useLazyQualityResultDetailQuery,
  useQualityResultListQuery,
  type QualityCondition,
  type QualityResult,
} from '../api';
import { parseTranscript } from '../transcript-text';
import { problemText } from '../rule-problems';
import { HighlightedText } from './HighlightedText';

const NO_RESULTS: QualityResult[] = [];

export interface TryRunRule {
  name: string;
  conditions: QualityCondition[];
  logic: string;
  score: number;
}

/**
 * The editor's try-run: runs the rule as typed (the same engine the inspection uses) on a pasted transcript or
 * an inspected call's, and shows each sentence with what the rule hit marked.
 */
export function TryRun({ rule }: { rule: TryRunRule }) {
  const { t } = useTranslation('quality');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Sentence[] | null>(null);
  const [outcome, setOutcome] = useState<{ result: RuleOutcome; sentences: Sentence[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const calls = useQualityResultListQuery({ body: { page: 1, limit: 20 } }).data?.data.data ?? NO_RESULTS;
  const [loadDetail] = useLazyQualityResultDetailQuery();

  const pick = async (id: number) => {
    const detail = await loadDetail({ body: { id } }).unwrap();
    const sentences = detail.data.transcript;
    setPicked(sentences);
    setText(sentences.map((s) => t('tryRun.line', { side: t(`side.${s.role}`), text: s.text })).join('\n'));
  };

  const run = () => {
    const engineRule = toEngineRule({ id: 0, ...rule });
    const problems = checkRule(engineRule);
    if (problems.length) {
      setOutcome(null);
      setError(t('tryRun.fixFirst', { problem: problemText(t, problems[0]!) }));
      return;
    }
    const sentences = picked ?? parseTranscript(text, { agent: t('side.1'), customer: t('side.2') });
    if (sentences.length === 0) {
      setOutcome(null);
      setError(t('tryRun.noLines'));
      return;
    }
    setError(null);
    setOutcome({ result: runRule(engineRule, sentences), sentences });
  };

  const spansOf = (index: number) =>
    outcome?.result.evidence.filter((e) => e.index === index).flatMap((e) => e.spans) ?? [];
  const hitIndexes = new Set(outcome?.result.evidence.map((e) => e.index));

  return (
    <Card size="small" title={t('tryRun.title')} role="region" aria-label={t('tryRun.title')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          aria-label={t('tryRun.pick')}
          placeholder={t('tryRun.pick')}
          style={{ width: '100%' }}
          options={calls.map((c) => ({
            value: c.id,
            label: `${c.called_at} ${c.staff_name ?? c.project_name} ${c.phone}`,
          }))}
          onChange={(id: number) => void pick(id)}
        />
        <Input.TextArea
          aria-label={t('tryRun.transcript')}
          rows={6}
          value={text}
          placeholder={t('tryRun.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            setPicked(null);
          }}
        />
        <Button onClick={run}>{t('tryRun.run')}</Button>
        {error && <Alert type="warning" title={error} showIcon />}
        {outcome && (
          <>
            <Alert
              type={outcome.result.hit ? 'error' : 'success'}
              title={outcome.result.hit ? t('tryRun.hit', { score: rule.score }) : t('tryRun.miss')}
              showIcon
            />
            <List
              size="small"
              aria-label={t('tryRun.transcript')}
              dataSource={outcome.sentences.map((s, index) => ({ s, index }))}
              style={{ maxHeight: 320, overflow: 'auto' }}
              renderItem={({ s, index }) => (
                <List.Item style={{ background: hitIndexes.has(index) ? '#fff7e6' : undefined }}>
                  <Typography.Text>
                    <Tag color={s.role === 1 ? 'blue' : 'green'}>{t(`side.${s.role}`)}</Tag>
                    <HighlightedText text={s.text} spans={spansOf(index)} />
                  </Typography.Text>
                </List.Item>
              )}
            />
          </>
        )}
      </Space>
    </Card>
  );
}
