import { TaskActions } from '@/features/callcenter-ops';
import {
  useRobotTaskDeleteMutation,
  useRobotTaskPauseMutation,
  useRobotTaskResumeMutation,
  useRobotTaskStartMutation,
  useRobotTaskStopMutation,
  type RobotTask,
} from './api';

/** A robot task's state buttons, on the robot-task endpoints. */
export function RobotTaskActions({ task }: { task: RobotTask }) {
  const [start] = useRobotTaskStartMutation();
  const [pause] = useRobotTaskPauseMutation();
  const [resume] = useRobotTaskResumeMutation();
  const [stop] = useRobotTaskStopMutation();
  const [remove] = useRobotTaskDeleteMutation();
  return <TaskActions task={task} triggers={{ start, pause, resume, stop, remove }} />;
}
