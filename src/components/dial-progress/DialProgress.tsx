import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';

/** A dialling task's figures, which the call tasks and the robot tasks both report, as the contract names them. */
export type DialFigures = Pick<
  components['schemas']['CallTask'],
  'total' | 'called' | 'answered' | 'remaining' | 'redials' | 'redial_waiting'
>;

/**
 * A task's dialling so far, in the call centre's and the robot's task lists alike. First dials and redials are
 * named apart, and what is left is split into numbers not yet dialled and numbers waiting for a redial, so the
 * figures add up (all numbers dialled once can still leave some to call: 已呼 150 / 150，剩余 59 said nothing of why).
 */
export function DialProgress({ task }: { task: DialFigures }) {
  const { t } = useTranslation('common');
  const done = task.total - task.remaining;
  return (
    <div>
      <Progress
        size="small"
        aria-label={t('dialProgress.label')}
        percent={task.total ? Math.round((done / task.total) * 100) : 0}
      />
      <Typography.Text type="secondary">
        {t('dialProgress.dialled', {
          called: task.called,
          total: task.total,
          redials: task.redials,
          answered: task.answered,
        })}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary">
        {t('dialProgress.remaining', {
          remaining: task.remaining,
          notCalled: task.total - task.called,
          redialWaiting: task.redial_waiting,
        })}
      </Typography.Text>
    </div>
  );
}
