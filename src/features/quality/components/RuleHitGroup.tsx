import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/components/recording-player';
import type { HitDecision, RuleScore } from '@/domain/quality/engine';
import type { QualityResultDetail } from '../api';

type Hit = QualityResultDetail['hits'][number];

interface Props {
  rule: RuleScore;
  hits: Hit[];
  decisionOf(hit: Hit): HitDecision;
  /** Confirm or overturn a hit; absent for those who may not review. */
  onDecide?(hit: Hit, decision: 'confirmed' | 'overturned'): void;
  onHitClick(hit: Hit): void;
}

const DECISION_COLOR = { pending: 'default', confirmed: 'red', overturned: 'green' } as const;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * One rule of a call, once: its points (counted once per call), how often it hit and how many of those a
 * reviewer overturned, then its hits beneath to hear and decide.
 */
export function RuleHitGroup({ rule, hits, decisionOf, onDecide, onHitClick }: Props) {
  const { t } = useTranslation('quality');
  const withdrawn = rule.counted === 0;
  return (
    <section aria-label={rule.rule_name} style={{ marginBottom: 12 }}>
      <Space wrap>
        <Typography.Text strong>{rule.rule_name}</Typography.Text>
        <Typography.Text
          type={withdrawn ? 'secondary' : rule.points < 0 ? 'danger' : 'success'}
          delete={withdrawn}
        >
          {signed(rule.points)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('detail.ruleHits', { count: rule.hit_count })}
          {rule.overturned_count > 0 && t('detail.ruleOverturned', { count: rule.overturned_count })}
        </Typography.Text>
        {withdrawn && <Tag color="green">{t('detail.ruleWithdrawn')}</Tag>}
      </Space>
      <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {hits.map((h) => (
          <li key={h.key} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}>
            {h.index >= 0 ? (
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                aria-label={t('detail.jump', { time: `${h.rule_name} ${formatTime(h.start_ms / 1000)}` })}
                onClick={() => onHitClick(h)}
              >
                {formatTime(h.start_ms / 1000)}
              </Button>
            ) : (
              <Typography.Text>{t('detail.wholeCall')}</Typography.Text>
            )}
            <Typography.Text type="secondary" ellipsis style={{ flex: 1, minWidth: 0 }}>
              {h.text}
            </Typography.Text>
            <Tag color={DECISION_COLOR[decisionOf(h)]}>{t(`detail.${decisionOf(h)}`)}</Tag>
            {onDecide &&
              (['confirmed', 'overturned'] as const).map((decision) => {
                const label = t(decision === 'confirmed' ? 'detail.confirm' : 'detail.overturn');
                return (
                  <Button
                    key={decision}
                    size="small"
                    aria-label={`${label} ${h.rule_name} ${h.index}`}
                    type={decisionOf(h) === decision ? 'primary' : 'default'}
                    onClick={() => onDecide(h, decision)}
                  >
                    {label}
                  </Button>
                );
              })}
          </li>
        ))}
      </ul>
    </section>
  );
}
