import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Turn } from '@/domain/robot/engine';

/** Under a robot line: what matched (with its score), where the robot is now, and the points of the turn. */
export function TurnInfo({ turn }: { turn: Turn }) {
  const { t } = useTranslation('robot');
  const { match } = turn;
  const color = { branch: 'blue', kb: 'purple', default: 'orange', special: 'cyan', none: 'red' }[
    match.kind as string
  ];
  return (
    <Space size={[4, 4]} wrap>
      <Tag color={color}>
        {t(`train.match.${match.kind}`, {
          name: match.name ?? '',
          score: match.score,
          rule: match.rule ?? '',
        })}
      </Tag>
      {turn.unmatched && <Tag color="red">{t(`train.unmatched.${turn.unmatched}`)}</Tag>}
      <Typography.Text type="secondary">
        {t('train.at', { scene: turn.sceneName, node: turn.nodeName })}
      </Typography.Text>
      <Typography.Text type={turn.points < 0 ? 'danger' : 'success'}>
        {t('train.points', { points: turn.points > 0 ? `+${turn.points}` : String(turn.points) })}
      </Typography.Text>
    </Space>
  );
}
