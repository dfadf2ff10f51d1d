export const HomePage = () => import(/* webpackChunkName: "page-home-index" */ './pages/HomePage');
