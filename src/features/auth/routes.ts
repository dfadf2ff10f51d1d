// Lazy loaders only: the route table imports this file at boot.
export const LoginPage = () => import(/* webpackChunkName: "page-login" */ './pages/LoginPage');
