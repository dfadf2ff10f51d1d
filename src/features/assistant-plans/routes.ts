import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const assistantPlansRoutes: AppRoute[] = [
  {
    path: '/assistant/speech',
    name: 'assistantSpeech',
    page: () => import(/* webpackChunkName: "page-assistant-speech" */ './pages/PlanListPage'),
  },
  {
    path: '/assistant/speech/stage',
    name: 'assistantSpeechStage',
    page: () => import(/* webpackChunkName: "page-assistant-speech-stage" */ './pages/PlanDetailPage'),
  },
];
