const realNow = Date.now.bind(Date);

/** The day a test runs on: its clock moves within that day, even when the test runs over midnight. */
let testDay = new Date();
beforeEach(() => {
  testDay = new Date();
});
afterEach(() => jest.restoreAllMocks());

const isWeekend = (day: Date) => day.getDay() === 0 || day.getDay() === 6;

/**
 * Moves the clock of the page and the demo backend to `hh:mm` of the test's day, running on from there. With
 * `workingDay`, the latest Monday-to-Friday `hh:mm` already past: the demo's call records follow a working week
 * (at weekends hardly any agent is on a call) and end at the moment they were built, so a morning still to come
 * (a test run just after midnight) would find nobody on a call either.
 */
export function clockAt(hh: number, mm = 0, { workingDay = false } = {}) {
  const target = new Date(testDay);
  target.setHours(hh, mm, 0, 0);
  if (workingDay) {
    if (target.getTime() > realNow()) target.setDate(target.getDate() - 1);
    while (isWeekend(target)) target.setDate(target.getDate() - 1);
  }
  const shift = target.getTime() - realNow();
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
}

/**
 * Holds the clock of the page and the demo backend still at this moment: the rest of the demo floor calls on the
 * clock, and a figure a test reads from the backend must be the one the page was given a moment before.
 */
export function holdClock() {
  const at = realNow();
  jest.spyOn(Date, 'now').mockImplementation(() => at);
  return at;
}
