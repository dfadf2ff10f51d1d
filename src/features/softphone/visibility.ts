/** CALL-01: dashboards are wall screens; the floating dial button stays off them. */
export const isDialButtonHidden = (pathname: string) =>
  pathname === '/dashboard' || pathname.startsWith('/dashboard/');
