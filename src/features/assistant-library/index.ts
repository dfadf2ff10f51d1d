export const RepositoryPage = () =>
  import(/* webpackChunkName: "page-assistant-speech-repository" */ './pages/RepositoryPage');
export const TagPage = () => import(/* webpackChunkName: "page-assistant-speech-tag" */ './pages/TagPage');
export const TokenPage = () => import(/* webpackChunkName: "page-assistant-token" */ './pages/TokenPage');
