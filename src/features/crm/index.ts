export const MyCustomersPage = () =>
  import(/* webpackChunkName: "page-client-index" */ './pages/MyCustomersPage');
export const AllotPage = () => import(/* webpackChunkName: "page-client-allot" */ './pages/AllotPage');
export const AllCustomersPage = () =>
  import(/* webpackChunkName: "page-client-customer" */ './pages/AllCustomersPage');
export const TodayPage = () => import(/* webpackChunkName: "page-client-today" */ './pages/TodayPage');
export const CommunalPage = () =>
  import(/* webpackChunkName: "page-client-communal" */ './pages/CommunalPage');
export const ProductsPage = () =>
  import(/* webpackChunkName: "page-client-product" */ './pages/ProductsPage');
export const DealsPage = () => import(/* webpackChunkName: "page-client-deal" */ './pages/DealsPage');
