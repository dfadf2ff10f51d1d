const realNow = Date.now.bind(Date);

/** The day a test runs on: its clock moves within that day, even when the test runs over midnight. */
let testDay = new Date();
beforeEach(() => {
  testDay = new Date();
});
afterEach(() => jest.restoreAllMocks());

/**
 * Moves the clock of the page and the demo backend to `hh:mm` of the test's day, running on from there. With
 * `workingDay`, of the latest Monday to Friday: the demo's call records follow a working week, so at weekends
 * hardly any agent is on a call.
 */
export function clockAt(hh: number, mm = 0, { workingDay = false } = {}) {
  const target = new Date(testDay);
  while (workingDay && (target.getDay() === 0 || target.getDay() === 6)) target.setDate(target.getDate() - 1);
  target.setHours(hh, mm, 0, 0);
  const shift = target.getTime() - realNow();
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
}
