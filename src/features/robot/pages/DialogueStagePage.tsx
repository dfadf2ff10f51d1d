import { FlowEditor } from '@/features/flow-editor';
import { DialogueLayout } from '../components/DialogueLayout';
import { can } from '../rules';

// The flow of a script may be changed only where the script itself may be edited.
const readOnlyWhen = (detail: { status?: number; own?: number }) =>
  !can({ status: detail.status ?? -1, own: detail.own ?? 0 }, 'edit');

/** ROUTES-ROBOT-03: /voice/dialogue/stage, the flow editor of the selected script. */
export default function DialogueStagePage() {
  return (
    <DialogueLayout>
      {(scriptId) => (
        <FlowEditor key={scriptId} kind="robot" ownerId={scriptId} readOnlyWhen={readOnlyWhen} />
      )}
    </DialogueLayout>
  );
}
