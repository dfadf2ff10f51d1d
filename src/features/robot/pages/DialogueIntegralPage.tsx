import { PREFETCH_FRESH } from '@/lib/app-route';
import { robotApi, scriptArg } from '../api';
import { DialogueLayout } from '../components/DialogueLayout';
import { dialoguePrefetch } from '../dialogue-prefetch';
import { IntegralTab } from '../integral/IntegralTab';

export const prefetch = dialoguePrefetch('integral', (script, { dispatch }) => {
  const arg = scriptArg(script.id);
  dispatch(robotApi.util.prefetch('robotPointsDetail', arg, PREFETCH_FRESH));
  dispatch(robotApi.util.prefetch('robotScriptDetail', arg, PREFETCH_FRESH));
});

/** ROUTES-ROBOT-08: /voice/dialogue/integral, the points settings of the selected script. */
export default function DialogueIntegralPage() {
  return (
    <DialogueLayout>
      {(_id, script) => script && <IntegralTab key={script.id} script={script} />}
    </DialogueLayout>
  );
}
