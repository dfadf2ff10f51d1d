const realNow = Date.now.bind(Date);

/** The day a test runs on: its clock moves within that day, even when the test runs over midnight. */
let testDay = new Date();
beforeEach(() => {
  testDay = new Date();
});
afterEach(() => jest.restoreAllMocks());

/** Moves the clock of the page and the demo backend to `hh:mm` of the test's day, running on from there. */
export function clockAt(hh: number, mm = 0) {
  const target = new Date(testDay);
  target.setHours(hh, mm, 0, 0);
  const shift = target.getTime() - realNow();
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
}
