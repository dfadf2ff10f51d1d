import { formatClock, formatDuration, relativeTime } from '@/lib/time-format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

// A local time, so the YYYY-MM-DD HH:mm expectations hold in any time zone.
const NOW = new Date(2024, 4, 20, 14, 30, 0).getTime();
const ago = (ms: number) => relativeTime(NOW - ms, NOW);

describe('relativeTime', () => {
  it('[CONST-04] shows under 30 s as 刚刚', () => {
    expect(ago(0)).toBe('刚刚');
    expect(ago(29 * SECOND)).toBe('刚刚');
    expect(ago(30 * SECOND - 1)).toBe('刚刚');
  });

  it('[CONST-04] shows a time slightly in the future (clock skew) as 刚刚', () => {
    expect(ago(-5 * SECOND)).toBe('刚刚');
  });

  it('[CONST-05] shows 30 s up to under 1 hour in minutes', () => {
    expect(ago(30 * SECOND)).toBe('1分钟前');
    expect(ago(59 * SECOND)).toBe('1分钟前');
    expect(ago(5 * MINUTE)).toBe('5分钟前');
    expect(ago(59 * MINUTE + 59 * SECOND)).toBe('59分钟前');
  });

  it('[CONST-06] shows 1 hour up to under 1 day in hours', () => {
    expect(ago(HOUR)).toBe('1小时前');
    expect(ago(2 * HOUR + 59 * MINUTE)).toBe('2小时前');
    expect(ago(23 * HOUR + 59 * MINUTE + 59 * SECOND)).toBe('23小时前');
  });

  it('[CONST-07] shows 1 day up to under 2 days as 1天前', () => {
    expect(ago(24 * HOUR)).toBe('1天前');
    expect(ago(47 * HOUR + 59 * MINUTE + 59 * SECOND)).toBe('1天前');
  });

  it('shows 2 days or more as the date, YYYY-MM-DD HH:mm', () => {
    expect(ago(48 * HOUR)).toBe('2024-05-18 14:30');
    expect(ago(400 * 24 * HOUR + 5 * MINUTE)).toBe('2023-04-16 14:25');
  });

  it('accepts a Date, a timestamp or a date string', () => {
    const from = new Date(2024, 4, 20, 14, 25, 0);
    expect(relativeTime(from, NOW)).toBe('5分钟前');
    expect(relativeTime(from.getTime(), NOW)).toBe('5分钟前');
    expect(relativeTime('2024-05-20T14:25:00', NOW)).toBe('5分钟前');
    expect(relativeTime('2024-05-01 08:00:00', NOW)).toBe('2024-05-01 08:00');
  });

  it('measures from the current time by default', () => {
    jest.useFakeTimers({ now: NOW });
    try {
      expect(relativeTime(NOW - 3 * HOUR)).toBe('3小时前');
    } finally {
      jest.useRealTimers();
    }
  });

  it('returns an empty string for an invalid date', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

describe('formatDuration', () => {
  it('[CONST-08] shows hours, minutes and seconds', () => {
    expect(formatDuration(3725)).toBe('1小时2分5秒');
    expect(formatDuration(3600)).toBe('1小时0分0秒');
    expect(formatDuration(86399)).toBe('23小时59分59秒');
    expect(formatDuration(90000)).toBe('25小时0分0秒');
  });

  it('[CONST-08] leaves hours out when there are none, keeps minutes and seconds', () => {
    expect(formatDuration(65)).toBe('1分5秒');
    expect(formatDuration(3599)).toBe('59分59秒');
    expect(formatDuration(5)).toBe('0分5秒');
    expect(formatDuration(0)).toBe('0分0秒');
  });

  it('drops fractions and treats negative or non-finite input as 0', () => {
    expect(formatDuration(65.9)).toBe('1分5秒');
    expect(formatDuration(-10)).toBe('0分0秒');
    expect(formatDuration(Number.NaN)).toBe('0分0秒');
  });
});

describe('formatClock', () => {
  it('[CONST-08] shows a call timer as HH:mm:ss', () => {
    expect(formatClock(3725)).toBe('01:02:05');
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(59)).toBe('00:00:59');
    expect(formatClock(60)).toBe('00:01:00');
    expect(formatClock(86399)).toBe('23:59:59');
  });

  it('keeps counting hours past 99 and never goes negative', () => {
    expect(formatClock(360000)).toBe('100:00:00');
    expect(formatClock(-3)).toBe('00:00:00');
    expect(formatClock(1.7)).toBe('00:00:01');
  });
});
