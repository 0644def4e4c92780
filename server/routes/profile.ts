import { Hono, type Context, type TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { z } from 'zod';
import { ageBands } from '../../engine/content-schema.ts';
import { levelFor } from '../../engine/scoring.ts';
import { requireUser } from '../auth/require-user.ts';

import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { playDate, weekFrame, weekStart } from '../plays/play-day.ts';
import { usableSummary, type ProfileSummary, type WeekFrame } from '../plays/profile-summary.ts';

type Labels = Record<string, string>;
type History = ReturnType<typeof history>;

function storedSummary(json: string, tz: string): ProfileSummary | null {
  try {
    return usableSummary(JSON.parse(json), tz);
  } catch {
    return null;
  }
}

/** The profile answer's history: the last sessions and the chart's weeks. */
function history(summary: ProfileSummary, frame: WeekFrame, labels: Labels) {
  return {
    sessions: summary.recent.map((s) => ({
      id: s.id,
      gameName: s.gameName,
      gameCategory: s.gameCategory,
      categoryLabel: labels[s.gameCategory] ?? s.gameCategory,
      score: s.score,
      pointsEarned: s.pointsEarned,
      success: s.success,
      completedAt: new Date(s.completedAt).toISOString(),
    })),
    weekly: frame.weeks.map((weekStartDate) => ({ weekStart: weekStartDate, points: { ...summary.weeks[weekStartDate] } })),
  };
}

/**
 * The history last built for a family, with the stored summary text and the chart it was built
 * from: while neither changed (until the family's next completion, or the next week), a profile
 * read answers it again instead of parsing and reshaping the summary. Reading the summary cost a
 * profile read about a tenth of its CPU (docs/performance.md). Keyed by the exact stored text, so
 * it can never be stale; at most `keptHistories` families.
 */
const builtHistories = new Map<string, { summaryJson: string; frame: WeekFrame; labels: Labels; history: History }>();
const keptHistories = 5_000;

function historyFromRow(userId: string, summaryJson: string | null, tz: string, frame: WeekFrame, labels: Labels): History | null {
  if (summaryJson === null) return null;
  const built = builtHistories.get(userId);
  if (built && built.summaryJson === summaryJson && built.frame === frame && built.labels === labels) return built.history;
  const summary = storedSummary(summaryJson, tz);
  if (!summary) return null;
  const fresh = history(summary, frame, labels);
  if (builtHistories.size >= keptHistories) builtHistories.clear();
  builtHistories.set(userId, { summaryJson, frame, labels, history: fresh });
  return fresh;
}

/** The JSON text of a history, written once per history built (a kept one is answered again and again). */
const historyTexts = new WeakMap<History, string>();

function historyText(shown: History): string {
  let text = historyTexts.get(shown);
  if (text === undefined) {
    text = JSON.stringify(shown);
    historyTexts.set(shown, text);
  }
  return text;
}

/**
 * Answers `text`, JSON put together from parts already written, typed as `c.json()` of a `T` would
 * be: the web client's contract (hc<AppType>) is `T` either way. Writing the kept history's JSON
 * again on every read cost a profile read about a twelfth of its CPU (docs/performance.md);
 * profile.test.ts checks that the text is exactly the JSON of the answer.
 */
function jsonAnswer<T extends object>(c: Context<AppEnv>, text: string) {
  return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}

export const profileRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const deps = c.get('deps');
    const user = requireUser(c);
    const now = deps.now();
    const tz = deps.config.playDayTimeZone;
    const frame = weekFrame(weekStart(playDate(now, tz)), tz);

    const row = await deps.store.profileRow(user.id, now);
    if (!row) throw new ApiError(404, 'no_profile', 'Profil nicht gefunden');
    const labels = deps.catalog!.categories.categories;
    // Kept ready by each completion; worked out from the sessions when there is none (yet) or it was cut in another time zone.
    const shown =
      historyFromRow(user.id, row.summaryJson, tz, frame, labels) ??
      history(await deps.store.summaryFromSessions(user.id, tz, frame), frame, labels);

    const level = levelFor(row.totalPoints);
    const premium = row.premiumUntil !== null && row.premiumUntil > now;
    const profile = {
      displayName: row.displayName,
      email: user.email,
      totalPoints: row.totalPoints,
      status: row.status,
      level: { next: level.next, progress: level.progress, missing: level.missing },
      premium,
      premiumUntil: premium ? new Date(row.premiumUntil!).toISOString() : null,
      // Cancelled premium runs to the end of its period: the premium card says "Premium endet am …".
      premiumCancelled: premium && row.premiumCancelledAt !== null,
    };
    return jsonAnswer<{ profile: typeof profile } & History>(c, `{"profile":${JSON.stringify(profile)},${historyText(shown).slice(1)}`);
  })
  /** The age band the family chose for the child's tasks (6–8 or 9–12). */
  .get('/age-band', async (c) => {
    const user = requireUser(c);
    return c.json({ ageBand: await c.get('deps').store.ageBandOf(user.id) });
  })
  .put(
    '/age-band',
    validate('json', z.strictObject({ ageBand: z.enum(ageBands, { error: 'Bitte wählen Sie 6-8 oder 9-12.' }) })),
    async (c) => {
      const user = requireUser(c);
      const { ageBand } = c.req.valid('json');
      if (!(await c.get('deps').store.setAgeBand(user.id, ageBand))) throw new ApiError(404, 'no_profile', 'Profil nicht gefunden');
      return c.json({ ageBand });
    },
  );
