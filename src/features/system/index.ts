export const PersonalPage = () =>
  import(/* webpackChunkName: "page-system-personal" */ './pages/PersonalPage');
export const ChangePasswordPage = () =>
  import(/* webpackChunkName: "page-system-modify-paw" */ './pages/ChangePasswordPage');
