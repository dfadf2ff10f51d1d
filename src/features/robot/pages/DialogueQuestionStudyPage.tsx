import { DialogueLayout } from '../components/DialogueLayout';
import { QuestionStudyTab } from '../question-study/QuestionStudyTab';

/** ROUTES-ROBOT-05: /voice/dialogue/questionStudy, question learning of the selected script (matrix permitting). */
export default function DialogueQuestionStudyPage() {
  return (
    <DialogueLayout>
      {(_id, script) => script && <QuestionStudyTab key={script.id} script={script} />}
    </DialogueLayout>
  );
}
