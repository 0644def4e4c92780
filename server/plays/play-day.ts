const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) a moment belongs to in the play-day time zone: the free play
 * comes back at midnight where the family lives (Europe/Berlin by default), not at UTC midnight.
 */
export function playDate(now: number, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f.format(new Date(now));
}
