import { PREFETCH_FRESH } from '@/lib/app-route';
import { robotApi } from '../api';
import { DialogueLayout } from '../components/DialogueLayout';
import { dialoguePrefetch } from '../dialogue-prefetch';
import { QuestionStudyTab, studyListArgOf } from '../question-study/QuestionStudyTab';

export const prefetch = dialoguePrefetch('questionStudy', (script, { dispatch, search }) =>
  dispatch(robotApi.util.prefetch('robotStudyList', studyListArgOf(script.id, search), PREFETCH_FRESH)),
);

/** ROUTES-ROBOT-05: /voice/dialogue/questionStudy, question learning of the selected script (matrix permitting). */
export default function DialogueQuestionStudyPage() {
  return (
    <DialogueLayout>
      {(_id, script) => script && <QuestionStudyTab key={script.id} script={script} />}
    </DialogueLayout>
  );
}
