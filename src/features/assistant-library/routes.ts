import type { AppRoute } from '@/lib/app-route';

// Lazy loaders only: the route table imports this file at boot, so the login page carries none of the pages.
export const assistantLibraryRoutes: AppRoute[] = [
  {
    path: '/assistant/speech/repository',
    name: 'assistantSpeechRepository',
    page: () => import(/* webpackChunkName: "page-assistant-speech-repository" */ './pages/RepositoryPage'),
  },
  {
    path: '/assistant/speech/tag',
    name: 'assistantSpeechTag',
    page: () => import(/* webpackChunkName: "page-assistant-speech-tag" */ './pages/TagPage'),
  },
  {
    path: '/assistant/token',
    name: 'assistantToken',
    page: () => import(/* webpackChunkName: "page-assistant-token" */ './pages/TokenPage'),
  },
];
