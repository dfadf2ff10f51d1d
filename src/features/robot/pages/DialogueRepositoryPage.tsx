import { firstViewBody } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { robotApi } from '../api';
import { DialogueLayout } from '../components/DialogueLayout';
import { dialoguePrefetch } from '../dialogue-prefetch';
import { repositoryList, RepositoryTab } from '../repository/RepositoryTab';

export const prefetch = dialoguePrefetch('repository', (script, context) => {
  const body = firstViewBody(repositoryList(script.id), context);
  if (body) context.dispatch(robotApi.util.prefetch('robotLibraryList', { body }, PREFETCH_FRESH));
});

/** ROUTES-ROBOT-04: /voice/dialogue/repository, the knowledge base of the selected script. */
export default function DialogueRepositoryPage() {
  return (
    <DialogueLayout>
      {(_id, script) => script && <RepositoryTab key={script.id} script={script} />}
    </DialogueLayout>
  );
}
