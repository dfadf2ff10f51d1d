import type { CallTask } from '../api';
import {
  useCallTaskDeleteMutation,
  useCallTaskPauseMutation,
  useCallTaskResumeMutation,
  useCallTaskStartMutation,
  useCallTaskStopMutation,
} from '../api';
import { TaskActions } from './TaskActions';

/** A call task's state buttons, on the call-task endpoints. */
export function CallTaskActions({ task, onEdit }: { task: CallTask; onEdit: () => void }) {
  const [start] = useCallTaskStartMutation();
  const [pause] = useCallTaskPauseMutation();
  const [resume] = useCallTaskResumeMutation();
  const [stop] = useCallTaskStopMutation();
  const [remove] = useCallTaskDeleteMutation();
  return <TaskActions task={task} triggers={{ start, pause, resume, stop, remove }} onEdit={onEdit} />;
}
