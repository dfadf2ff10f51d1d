import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RobotTask } from './api';

/**
 * A task's dialling so far. First dials and redials are named apart, and what is left is split into numbers
 * not yet dialled and numbers waiting for a redial, so the figures add up (all numbers dialled once can still
 * leave some to call).
 */
export function TaskProgress({ task }: { task: RobotTask }) {
  const { t } = useTranslation('robotTasks');
  const done = task.total - task.remaining;
  return (
    <div>
      <Progress
        size="small"
        aria-label={t('task.progress')}
        percent={task.total ? Math.round((done / task.total) * 100) : 0}
      />
      <Typography.Text type="secondary">
        {t('task.progressText', {
          called: task.called,
          total: task.total,
          redials: task.redials,
          answered: task.answered,
        })}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary">
        {t('task.remainingText', {
          remaining: task.remaining,
          notCalled: task.total - task.called,
          redialWaiting: task.redial_waiting,
        })}
      </Typography.Text>
    </div>
  );
}
