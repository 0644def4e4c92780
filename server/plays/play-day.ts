import { TZDate, tzOffset } from '@date-fns/tz';
import type { Chart, WeekFrame } from './profile-summary.ts';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The calendar day of `now` in the time zone, worked out with the zone's rules. */
function dateIn(now: number, timeZone: string): string {
  const local = new TZDate(now, timeZone);
  return `${local.getFullYear()}-${twoDigits(local.getMonth() + 1)}-${twoDigits(local.getDate())}`;
}

/** Per time zone: the day last asked for and the moments it starts and ends (local midnights). */
const currentDays = new Map<string, { date: string; from: number; until: number }>();

/**
 * The calendar day (YYYY-MM-DD) a moment belongs to in the play-day time zone: the free play
 * comes back at midnight where the family lives (Europe/Berlin by default), not at UTC midnight.
 * Every start, completion and limits read asks for it, and working it out from the zone's rules
 * costs more than the rest of a limits read's own work; so the day last asked for is kept with
 * its exact bounds (its first moment and the next day's), and any moment inside them is answered
 * from it. Moments outside them (another day, a test's clock) are worked out and become the day kept.
 */
export function playDate(now: number, timeZone: string): string {
  const day = currentDays.get(timeZone);
  if (day && now >= day.from && now < day.until) return day.date;
  const date = dateIn(now, timeZone);
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (currentDays.size >= 100) currentDays.clear();
  currentDays.set(timeZone, { date, from: dayStartMs(date, timeZone), until: dayStartMs(next, timeZone) });
  return date;
}

const minute = 60_000;

/**
 * The first moment (epoch ms) of a calendar day in a time zone: `playDate(t) >= date` exactly
 * when `t >= dayStartMs(date)`. Local midnight is UTC midnight less the zone's offset; the offset
 * is read at UTC midnight and again at that first guess, since a summer-time switch can lie in
 * between, and the earlier of the two that already belongs to the day is its start (where a
 * switch skips midnight, the first moment that exists).
 */
export function dayStartMs(date: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const first = utcMidnight - tzOffset(timeZone, new Date(utcMidnight)) * minute;
  const second = utcMidnight - tzOffset(timeZone, new Date(first)) * minute;
  if (first === second) return first;
  const inDay = [first, second].filter((t) => dateIn(t, timeZone) >= date);
  return inDay.length > 0 ? Math.min(...inDay) : Math.max(first, second);
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
 * zone plus where this one ends, so SQLite can sum each week's points per category. The same for
 * every family all week long, so kept per time zone and week: working out nine day starts on every
 * profile read cost it a third of its throughput (docs/performance.md).
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
