import { useMemo, useRef, useState } from 'react';
import { Card, Col, Descriptions, Result, Row, Space, Spin, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordingPlayer, type RecordingPlayerHandle } from '@/components/recording-player';
import { useQualityResultDetailQuery } from '../api';
import { AppealPanel } from './AppealPanel';
import { ReviewPanel } from './ReviewPanel';
import { SwapRolesButton } from './SwapRolesButton';
import { TranscriptView, type TranscriptHandle } from './TranscriptView';

/** Index of the last line that started at or before `ms` (lines are in time order): binary search. */
function lineAt(starts: number[], ms: number) {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= ms) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** One inspected call: score, recording, transcript with hits, review and appeal. */
export function ResultDetail({ id }: { id: number }) {
  const { t } = useTranslation('quality');
  const { data, isLoading, isError } = useQualityResultDetailQuery({ body: { id } });
  const player = useRef<RecordingPlayerHandle>(null);
  const transcript = useRef<TranscriptHandle>(null);
  const [current, setCurrent] = useState(-1);
  const result = data?.data;
  const starts = useMemo(() => result?.transcript.map((l) => l.start_ms) ?? [], [result]);
  const marks = useMemo(
    () =>
      (result?.hits ?? [])
        .filter((h) => h.index >= 0)
        .map((h) => ({
          id: h.key,
          start: h.start_ms / 1000,
          end: (result!.transcript[h.index]?.end_ms ?? h.start_ms) / 1000,
          label: h.rule_name,
          color: h.score < 0 ? '#ff4d4f' : '#52c41a',
        })),
    [result],
  );

  if (isLoading) return <Spin />;
  if (isError || !result) return <Result status="404" title={t('result.notFound')} />;

  const seek = (ms: number, index: number) => {
    player.current?.seekTo(ms / 1000);
    setCurrent(index);
    if (index >= 0) transcript.current?.scrollTo(index);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <Row gutter={24} align="middle">
          <Col flex="auto">
            <Descriptions size="small" column={3}>
              <Descriptions.Item label={t('result.project')}>{result.project_name}</Descriptions.Item>
              <Descriptions.Item label={t('result.agent')}>{result.staff_name ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('result.phone')}>{result.phone}</Descriptions.Item>
              <Descriptions.Item label={t('result.calledAt')}>{result.called_at}</Descriptions.Item>
              <Descriptions.Item label={t('result.autoScore')}>{result.auto_score}</Descriptions.Item>
              <Descriptions.Item label={t('result.review')}>
                {t(`result.reviewStatus${result.review_status}`)}
              </Descriptions.Item>
            </Descriptions>
          </Col>
          <Col>
            <Statistic
              title={t('detail.total')}
              value={result.score}
              suffix={
                <Tag color={result.passed ? 'green' : 'red'}>
                  {t(result.passed ? 'common.passed' : 'common.failed')}
                </Tag>
              }
            />
            <div style={{ fontSize: 12, color: '#888' }}>
              {t('detail.base', { base: result.base_score, pass: result.pass_score })}
            </div>
          </Col>
        </Row>
      </Card>
      {result.record_url && (
        <RecordingPlayer
          ref={player}
          src={result.record_url}
          duration={result.duration}
          downloadName={`${result.call_uuid}.wav`}
          marks={marks}
          onTime={(s) => setCurrent(lineAt(starts, s * 1000))}
          onMarkClick={(key) => {
            const hit = result.hits.find((h) => h.key === key);
            if (hit) seek(hit.start_ms, hit.index);
          }}
        />
      )}
      <Row gutter={12}>
        <Col span={14}>
          <Card
            size="small"
            title={t('detail.transcript')}
            extra={
              <Space>
                {result.roles_swapped && <Tag>{t('detail.rolesSwapped')}</Tag>}
                <SwapRolesButton result={result} />
              </Space>
            }
          >
            <TranscriptView
              ref={transcript}
              lines={result.transcript}
              hits={result.hits}
              current={current}
              onLineClick={(i) => seek(result.transcript[i]!.start_ms, i)}
            />
          </Card>
        </Col>
        <Col span={10}>
          <ReviewPanel
            // swapped roles bring other hits: decisions taken on the old ones start over
            key={`${result.id}-${result.review_status}-${result.appeal_status}-${result.roles_swapped}`}
            result={result}
            onHitClick={(h) => seek(h.start_ms, h.index)}
          />
          <AppealPanel key={`a-${result.appeal_status}-${result.review_status}`} result={result} />
        </Col>
      </Row>
    </Space>
  );
}
