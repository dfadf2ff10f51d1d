import { FlowEditor, prefetchFlowDetail, preloadFlowCanvas } from '@/features/flow-editor';
import type { PagePrefetch } from '@/lib/app-route';
import { DialogueLayout } from '../components/DialogueLayout';
import { dialoguePrefetch } from '../dialogue-prefetch';
import { can } from '@/domain/robot/rules';

const scriptPrefetch = dialoguePrefetch('stage', (script, { dispatch }) =>
  prefetchFlowDetail('robot', script.id, dispatch),
);

/** The script list, then the shown script's flow; the canvas's code meanwhile. */
export const prefetch: PagePrefetch = (context) => {
  preloadFlowCanvas();
  scriptPrefetch(context);
};

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
