import type { Chart, WeekFrame } from './profile-summary.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
const lastAnswers = new Map<string, { minute: number; date: string }>();

/**
 * The calendar day (YYYY-MM-DD) a moment belongs to in the play-day time zone: the free play
 * comes back at midnight where the family lives (Europe/Berlin by default), not at UTC midnight.
 */
export function playDate(now: number, timeZone: string): string {
  // Days begin on a whole minute in every time zone, so the last answer holds for its minute
  // (most requests ask about the current one; formatting is the expensive part).
  const minuteOf = Math.floor(now / 60_000);
  const last = lastAnswers.get(timeZone);
  if (last && last.minute === minuteOf) return last.date;
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  const date = f.format(new Date(now));
  lastAnswers.set(timeZone, { minute: minuteOf, date });
  return date;
}

const minute = 60_000;
const dayStarts = new Map<string, number>();

/**
 * The first moment (epoch ms) of a calendar day in a time zone: `playDate(t) >= date` exactly
 * when `t >= dayStartMs(date)`. Found by bisection on `playDate` (time zones lie within ±14 h of
 * UTC, days start on a whole minute) and cached, since every family shares the same recent days.
 */
export function dayStartMs(date: string, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  const cached = dayStarts.get(key);
  if (cached !== undefined) return cached;
  const utcMidnight = Date.parse(`${date}T00:00:00Z`) / minute;
  let before = utcMidnight - 15 * 60; // still the day before
  let from = utcMidnight + 15 * 60; // already the day
  while (from - before > 1) {
    const mid = Math.floor((before + from) / 2);
    if (playDate(mid * minute, timeZone) >= date) from = mid;
    else before = mid;
  }
  if (dayStarts.size >= 5_000) dayStarts.clear();
  dayStarts.set(key, from * minute);
  return from * minute;
}

const dayMs = 24 * 60 * 60 * 1000;
/** Weeks in the parents' chart, this one included. */
export const weeksShown = 8;

/** Monday of the week a day belongs to, as YYYY-MM-DD (dates are calendar days, so UTC arithmetic is exact). */
export function weekStart(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * dayMs);
  return monday.toISOString().slice(0, 10);
}

const frames = new Map<string, WeekFrame>();

/**
 * The chart's weeks (their Mondays) up to this one, and where each starts in the play-day time
 * zone plus where this one ends, so SQLite can sum each week's points per category. The same
 * for every family all week long, so worked out once.
 */
export function weekFrame(thisWeek: string, tz: string): WeekFrame {
  const key = `${tz} ${thisWeek}`;
  let frame = frames.get(key);
  if (!frame) {
    const monday = (offset: number) => new Date(Date.parse(`${thisWeek}T00:00:00Z`) + offset * 7 * dayMs).toISOString().slice(0, 10);
    const weeks = Array.from({ length: weeksShown }, (_, i) => monday(i - (weeksShown - 1)));
    frame = { weeks, bounds: [...weeks, monday(1)].map((date) => dayStartMs(date, tz)) };
    if (frames.size >= 100) frames.clear();
    frames.set(key, frame);
  }
  return frame;
}


/** Where a session completed at `now` lands in the parents' chart: its week and the chart's weeks then. */
export function chartAt(now: number, tz: string): Chart {
  const week = weekStart(playDate(now, tz));
  return { tz, week, frame: weekFrame(week, tz) };
}
