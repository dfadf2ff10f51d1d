import { DialogueLayout } from '../components/DialogueLayout';
import { TrainTab } from '../train/TrainTab';

/** ROUTES-ROBOT-07: /voice/dialogue/train, training the selected script (where the action matrix allows it). */
export default function DialogueTrainPage() {
  return (
    <DialogueLayout>{(_id, script) => script && <TrainTab key={script.id} script={script} />}</DialogueLayout>
  );
}
