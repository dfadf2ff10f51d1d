import { PREFETCH_FRESH } from '@/lib/app-route';
import { robotApi } from '../api';
import { DialogueLayout } from '../components/DialogueLayout';
import { dialoguePrefetch } from '../dialogue-prefetch';
import { TrainTab } from '../train/TrainTab';
import { trainCalls } from '../train/use-train-script';

export const prefetch = dialoguePrefetch('train', (script, { dispatch }) => {
  const { script: arg, library } = trainCalls(script.id);
  dispatch(robotApi.util.prefetch('robotScriptDetail', arg, PREFETCH_FRESH));
  dispatch(robotApi.util.prefetch('robotLibraryList', library, PREFETCH_FRESH));
  dispatch(robotApi.util.prefetch('robotPointsDetail', arg, PREFETCH_FRESH));
  dispatch(robotApi.util.prefetch('robotRecordingList', arg, PREFETCH_FRESH));
  dispatch(robotApi.util.prefetch('robotTrainCaseList', arg, PREFETCH_FRESH));
});

/** ROUTES-ROBOT-07: /voice/dialogue/train, training the selected script (where the action matrix allows it). */
export default function DialogueTrainPage() {
  return (
    <DialogueLayout>{(_id, script) => script && <TrainTab key={script.id} script={script} />}</DialogueLayout>
  );
}
