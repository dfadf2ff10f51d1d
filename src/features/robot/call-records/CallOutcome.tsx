import { Tag } from 'antd';
import { useEnum } from '@/components/data-table';
import type { RobotCallRecord } from './api';
import { CALL_OUTCOME } from './enums';

const COLORS: Record<RobotCallRecord['outcome'], string> = {
  answered: 'green',
  no_answer: 'default',
  busy: 'orange',
  failed: 'red',
};

/** How the latest attempt at a number ended. */
export function CallOutcome({ outcome }: { outcome: RobotCallRecord['outcome'] }) {
  return <Tag color={COLORS[outcome]}>{useEnum(CALL_OUTCOME).text(outcome)}</Tag>;
}
