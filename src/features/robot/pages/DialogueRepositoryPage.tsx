import { DialogueLayout } from '../components/DialogueLayout';
import { RepositoryTab } from '../repository/RepositoryTab';

/** ROUTES-ROBOT-04: /voice/dialogue/repository, the knowledge base of the selected script. */
export default function DialogueRepositoryPage() {
  return (
    <DialogueLayout>
      {(_id, script) => script && <RepositoryTab key={script.id} script={script} />}
    </DialogueLayout>
  );
}
