/**
 * What the profile shows of a child's history — the last sessions and the points per week and
 * category — kept ready on the profile row and brought up to date in the transaction that
 * records a session. Reading the profile then takes one row instead of two range scans over
 * the game sessions. Pure: the SQL is in server/db/profile-db.ts and plays-db.ts.
 */

export type RecentSession = {
  id: string;
  gameName: string;
  gameCategory: string;
  score: number;
  pointsEarned: number;
  success: boolean;
  completedAt: number;
};

export type ProfileSummary = {
  v: 1;
  /** The play-day time zone the weeks were cut in; another one makes the summary unusable. */
  tz: string;
  /** Newest first. */
  recent: RecentSession[];
  /** Monday (YYYY-MM-DD) → category → points, for the weeks the chart can still show. */
  weeks: Record<string, Record<string, number>>;
};

export const recentShown = 10;

/** The chart's weeks (their Mondays, oldest first) and where each starts, plus where the last ends. */
export type WeekFrame = { weeks: string[]; bounds: number[] };

/** Where a session lands in the chart: the play-day time zone, its week (Monday) and the chart's weeks then. */
export type Chart = { tz: string; week: string; frame: WeekFrame };

export function usableSummary(value: unknown, tz: string): ProfileSummary | null {
  const summary = value as ProfileSummary | null;
  return summary && summary.v === 1 && summary.tz === tz && Array.isArray(summary.recent) && typeof summary.weeks === 'object'
    ? summary
    : null;
}

/** The summary with one more session: first among the recent ones, its points in its week; weeks before the chart's first are dropped. */
export function withSession(summary: ProfileSummary, session: RecentSession, week: string, frame: WeekFrame): ProfileSummary {
  const firstWeek = frame.weeks[0]!;
  const weeks: ProfileSummary['weeks'] = {};
  for (const [monday, points] of Object.entries(summary.weeks)) if (monday >= firstWeek) weeks[monday] = { ...points };
  const points = (weeks[week] ??= {});
  points[session.gameCategory] = (points[session.gameCategory] ?? 0) + session.pointsEarned;
  return { v: 1, tz: summary.tz, recent: [session, ...summary.recent].slice(0, recentShown), weeks };
}

/** A summary built from the sessions themselves (the first time, or after the time zone changed). */
export function summaryOf(
  tz: string,
  recent: RecentSession[],
  perWeek: { category: string; period: number; points: number }[],
  frame: WeekFrame,
): ProfileSummary {
  const weeks: ProfileSummary['weeks'] = {};
  for (const { category, period, points } of perWeek) {
    const week = (weeks[frame.weeks[period]!] ??= {});
    week[category] = (week[category] ?? 0) + points;
  }
  return { v: 1, tz, recent: recent.slice(0, recentShown), weeks };
}

/**
 * The summary from the last sessions and the sessions of the chart's weeks (rows in time order,
 * as the covering index gives them): points summed per week and category.
 */
export function summaryFromRows(
  tz: string,
  recent: RecentSession[],
  rows: { category: string; completedAt: number; points: number }[],
  frame: WeekFrame,
): ProfileSummary {
  const { bounds } = frame;
  const sums = new Map<string, { category: string; period: number; points: number }>();
  let period = 0;
  for (const { category, completedAt, points } of rows) {
    while (completedAt >= bounds[period + 1]!) period++;
    const key = `${period} ${category}`;
    const sum = sums.get(key);
    if (sum) sum.points += points;
    else sums.set(key, { category, period, points });
  }
  return summaryOf(tz, recent, [...sums.values()], frame);
}
