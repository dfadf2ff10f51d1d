import { PREFETCH_FRESH } from '@/lib/app-route';
import { robotApi, scriptArg } from '../api';
import { DialogueLayout } from '../components/DialogueLayout';
import { dialoguePrefetch } from '../dialogue-prefetch';
import { RecordingsTab } from '../recordings/RecordingsTab';

export const prefetch = dialoguePrefetch('record', (script, { dispatch }) =>
  dispatch(robotApi.util.prefetch('robotRecordingList', scriptArg(script.id), PREFETCH_FRESH)),
);

/** ROUTES-ROBOT-06: /voice/dialogue/record, the recordings of the selected script (matrix permitting). */
export default function DialogueRecordPage() {
  return (
    <DialogueLayout>
      {(_id, script) => script && <RecordingsTab key={script.id} script={script} />}
    </DialogueLayout>
  );
}
