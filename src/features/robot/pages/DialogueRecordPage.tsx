import { DialogueLayout } from '../components/DialogueLayout';
import { RecordingsTab } from '../recordings/RecordingsTab';

/** ROUTES-ROBOT-06: /voice/dialogue/record, the recordings of the selected script (matrix permitting). */
export default function DialogueRecordPage() {
  return (
    <DialogueLayout>
      {(_id, script) => script && <RecordingsTab key={script.id} script={script} />}
    </DialogueLayout>
  );
}
