import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const robotRoutes: AppRoute[] = [
  {
    path: '/voice/taskCenter',
    name: 'voiceTaskCenter',
    page: () => import(/* webpackChunkName: "page-voice-task-center" */ './task-center/TaskCenterPage'),
  },
  {
    path: '/voice/callRecord',
    name: 'voiceCallRecord',
    page: () => import(/* webpackChunkName: "page-voice-call-record" */ './call-records/CallRecordsPage'),
  },
  {
    path: '/voice/dialogue/stage',
    name: 'voiceDialogueStage',
    page: () => import(/* webpackChunkName: "page-voice-dialogue-stage" */ './pages/DialogueStagePage'),
  },
  {
    path: '/voice/dialogue/repository',
    name: 'voiceDialogueRepository',
    page: () =>
      import(/* webpackChunkName: "page-voice-dialogue-repository" */ './pages/DialogueRepositoryPage'),
  },
  {
    path: '/voice/dialogue/integral',
    name: 'voiceDialogueIntegral',
    page: () => import(/* webpackChunkName: "page-voice-dialogue-integral" */ './pages/DialogueIntegralPage'),
  },
  {
    path: '/voice/dialogue/train',
    name: 'voiceDialogueTrain',
    page: () => import(/* webpackChunkName: "page-voice-dialogue-train" */ './pages/DialogueTrainPage'),
  },
  {
    path: '/voice/dialogue/questionStudy',
    name: 'voiceDialogueQuestionStudy',
    page: () =>
      import(
        /* webpackChunkName: "page-voice-dialogue-question-study" */ './pages/DialogueQuestionStudyPage'
      ),
  },
  {
    path: '/voice/dialogue/record',
    name: 'voiceDialogueRecord',
    page: () => import(/* webpackChunkName: "page-voice-dialogue-record" */ './pages/DialogueRecordPage'),
  },
];
