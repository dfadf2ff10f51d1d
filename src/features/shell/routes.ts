// Lazy loaders only: everything of the shell loads after login, so the login page carries none of it.
export const MainLayout = () => import(/* webpackChunkName: "shell" */ './components/MainLayout');
export const NotFoundPage = () => import(/* webpackChunkName: "shell" */ './pages/NotFoundPage');
export const UnauthorizedPage = () => import(/* webpackChunkName: "shell" */ './pages/UnauthorizedPage');
