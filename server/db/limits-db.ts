import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { preparedFor } from './prepared.ts';
import { dailyPlayLimits, playCredits, profiles } from './schema.ts';

/** Free plays per category per day (docs/product-rules.md). */
export const freePlaysPerDay = 1;

const userId = sql.placeholder('userId');
const category = sql.placeholder('category');
export const sameDay = and(
  eq(dailyPlayLimits.userId, userId),
  eq(dailyPlayLimits.gameCategory, category),
  eq(dailyPlayLimits.playDate, sql.placeholder('playDate')),
);
export const sameCredits = and(eq(playCredits.userId, userId), eq(playCredits.gameCategory, category));

/** Prepared once per connection: the limits are read before every start and after every completion. */
const statements = preparedFor((db) => ({
  /** Premium, today's plays and bought credits in one statement. */
  limits: db
    .select({
      until: profiles.premiumUntil,
      free: sql<number | null>`(select ${dailyPlayLimits.freePlaysUsed} from ${dailyPlayLimits} where ${sameDay})`,
      paid: sql<number | null>`(select ${dailyPlayLimits.paidPlaysUsed} from ${dailyPlayLimits} where ${sameDay})`,
      credits: sql<number | null>`(select ${playCredits.credits} from ${playCredits} where ${sameCredits})`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .prepare(),
}));

/** Today's plays in a category (the play day given), bought credits left, premium, and whether one more play is allowed. */
export async function limitsFor(db: Db, userId: string, category: string, playDate: string, now: number) {
  const row = statements(db).limits.get({ userId, category, playDate });
  const credits = row?.credits ?? 0;
  const premium = row?.until != null && row.until > now;
  const freePlaysUsed = row?.free ?? 0;
  return {
    freePlaysUsed,
    paidPlaysUsed: row?.paid ?? 0,
    credits,
    premium,
    canPlay: premium || freePlaysUsed < freePlaysPerDay || credits > 0,
  };
}
