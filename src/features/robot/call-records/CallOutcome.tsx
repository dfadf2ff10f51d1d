import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RobotCallRecord } from './api';

export const OUTCOMES = [
  'answered',
  'no_answer',
  'busy',
  'failed',
] as const satisfies readonly RobotCallRecord['outcome'][];

const COLORS: Record<RobotCallRecord['outcome'], string> = {
  answered: 'green',
  no_answer: 'default',
  busy: 'orange',
  failed: 'red',
};

/** How the latest attempt at a number ended. */
export function CallOutcome({ outcome }: { outcome: RobotCallRecord['outcome'] }) {
  const { t } = useTranslation('robotTasks');
  return <Tag color={COLORS[outcome]}>{t(`record.outcomes.${outcome}`)}</Tag>;
}
