import { DialogueLayout } from '../components/DialogueLayout';
import { IntegralTab } from '../integral/IntegralTab';

/** ROUTES-ROBOT-08: /voice/dialogue/integral, the points settings of the selected script. */
export default function DialogueIntegralPage() {
  return (
    <DialogueLayout>
      {(_id, script) => script && <IntegralTab key={script.id} script={script} />}
    </DialogueLayout>
  );
}
