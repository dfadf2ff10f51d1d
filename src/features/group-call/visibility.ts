/** GROUP-01: wall screens, the robot area and quality inspection have no group calls. */
const HIDDEN_UNDER = ['/dashboard', '/voice', '/monitor'];

export const isGroupCallHidden = (pathname: string) =>
  HIDDEN_UNDER.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
