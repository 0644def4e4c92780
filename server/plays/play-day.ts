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
