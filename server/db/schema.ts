import type { ProfileSummary } from '../plays/profile-summary.ts';
import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

// Times are stored as integer milliseconds since the epoch (UTC); dates of the daily limit
// as 'YYYY-MM-DD' in the play-day time zone.

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: integer('email_verified_at'),
    /** when the parent confirmed at registration that the account is theirs (null: registered before this was asked) */
    parentConsentAt: integer('parent_consent_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: blob('secret_hash', { mode: 'buffer' }).notNull(),
    expiresAt: integer('expires_at').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens sent by e-mail: account confirmation, password reset, e-mail change, taking back a cancellation. */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'change_email', 'undo_email_change', 'undo_cancellation'] }).notNull(),
    /** change_email: the address to confirm; undo_email_change: the address to restore */
    tokenHash: blob('token_hash', { mode: 'buffer' }).notNull(),
    newEmail: text('new_email'),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

export const profiles = sqliteTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull().default(''),
  totalPoints: integer('total_points').notNull().default(0),
  status: text('status', { enum: ['bronze', 'silver', 'gold'] })
    .notNull()
    .default('bronze'),
  premiumUntil: integer('premium_until'),
  /** The age band the family chose for the child's tasks (6–8 or 9–12); draws prefer it. */
  ageBand: text('age_band', { enum: ['6-8', '9-12'] })
    .notNull()
    .default('9-12'),
  /** The profile's recent sessions and weekly points, kept ready (server/plays/profile-summary.ts); null: work them out from game_sessions. */
  summary: text('summary', { mode: 'json' }).$type<ProfileSummary | null>(),
});

/** Development outbox: every mail sent while no SMTP server is configured. */
export const outbox = sqliteTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/**
 * A play of one game: the items the server drew, the checks it made, and how the play was
 * paid for. Points are computed from this row and the client's event log on completion.
 */
export const plays = sqliteTable(
  'plays',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    /** the revision of the game definition the play was drawn for; null: started before revisions were kept */
    gameRevision: text('game_revision'),
    category: text('category').notNull(),
    items: text('items', { mode: 'json' }).notNull().$type<unknown[]>(),
    /** content-bank ids behind the items, so the next plays can avoid repeating them */
    sourceIds: text('source_ids', { mode: 'json' })
      .notNull()
      .$type<string[]>()
      .default(sql`'[]'`),
    checks: text('checks', { mode: 'json' })
      .notNull()
      .$type<unknown[]>()
      .default(sql`'[]'`),
    consumed: text('consumed', { enum: ['free', 'credit', 'premium', 'none'] }).notNull(),
    playDate: text('play_date').notNull(),
    status: text('status', { enum: ['active', 'completed', 'returned'] })
      .notNull()
      .default('active'),
    createdAt: integer('created_at').notNull(),
    completedAt: integer('completed_at'),
  },
  // The content ids ride along, so the next play's draw reads a family's last plays of a game
  // from the index alone (the rows hold the items, kilobytes each).
  (t) => [index('plays_user_game_created_idx').on(t.userId, t.gameId, t.createdAt, t.sourceIds)],
);

export const gameSessions = sqliteTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playId: text('play_id').references(() => plays.id, { onDelete: 'set null' }),
    gameName: text('game_name').notNull(),
    gameCategory: text('game_category').notNull(),
    score: integer('score').notNull(),
    pointsEarned: integer('points_earned').notNull(),
    success: integer('success', { mode: 'boolean' }).notNull(),
    completedAt: integer('completed_at').notNull(),
  },
  (t) => [
    // Category and points ride along, so the parents' weekly chart is summed from the index alone.
    index('game_sessions_user_completed_idx').on(t.userId, t.completedAt, t.gameCategory, t.pointsEarned),
    uniqueIndex('game_sessions_play_unique').on(t.playId),
  ],
);

export const dailyPlayLimits = sqliteTable(
  'daily_play_limits',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameCategory: text('game_category').notNull(),
    playDate: text('play_date').notNull(),
    freePlaysUsed: integer('free_plays_used').notNull().default(0),
    /** bought credits spent on this day (display only; the balance is in play_credits) */
    paidPlaysUsed: integer('paid_plays_used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameCategory, t.playDate] })],
);

/** Bought extra plays: credits per category that do not expire at midnight. */
export const playCredits = sqliteTable(
  'play_credits',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameCategory: text('game_category').notNull(),
    credits: integer('credits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameCategory] })],
);

/** One row per checkout session; the unique id is what makes fulfilment exactly-once. */
export const purchases = sqliteTable(
  'purchases',
  {
    checkoutSessionId: text('checkout_session_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['plays', 'premium'] }).notNull(),
    gameCategory: text('game_category'),
    plays: integer('plays').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    status: text('status', { enum: ['pending', 'fulfilled', 'cancelled'] }).notNull(),
    subscriptionId: text('subscription_id'),
    /** when the buyer asked for the immediate start and acknowledged losing the right of withdrawal */
    immediateStartConsentAt: integer('immediate_start_consent_at'),
    createdAt: integer('created_at').notNull(),
    fulfilledAt: integer('fulfilled_at'),
  },
  (t) => [index('purchases_user_idx').on(t.userId)],
);

/**
 * The payment records the law requires us to keep (commercial and tax law: ten years): what was
 * sold, for how much, when, and the buyer's consent to the immediate start. Kept apart from the
 * family's data: deleting the account leaves them, without the account (user_id becomes null)
 * and without anything about the child.
 */
export const paymentRecords = sqliteTable(
  'payment_records',
  {
    checkoutSessionId: text('checkout_session_id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    subscriptionId: text('subscription_id'),
    immediateStartConsentAt: integer('immediate_start_consent_at'),
    paidAt: integer('paid_at').notNull(),
  },
  (t) => [index('payment_records_paid_idx').on(t.paidAt)],
);

/** Stripe webhook events already handled (replays are acknowledged and ignored). */
export const stripeEvents = sqliteTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: integer('received_at').notNull(),
});

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    currentPeriodEnd: integer('current_period_end'),
    /** when the cancellation was received: premium runs to current_period_end and is not renewed; null again when taken back */
    cancelRequestedAt: integer('cancel_requested_at'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);
