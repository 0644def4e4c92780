import type { ProfileSummary } from '../../plays/profile-summary.ts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

// The PostgreSQL twin of ../schema.ts: the same tables, columns and indexes (tests/store/schema-parity.test.ts
// keeps them in step). Times are epoch milliseconds in bigint (read as numbers), JSON in jsonb,
// flags as boolean, hashes as bytea.

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const epochMs = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: epochMs('email_verified_at'),
    parentConsentAt: epochMs('parent_consent_at'),
    createdAt: epochMs('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: bytea('secret_hash').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
    createdAt: epochMs('created_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'change_email', 'undo_email_change', 'undo_cancellation'] }).notNull(),
    tokenHash: bytea('token_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: epochMs('expires_at').notNull(),
    usedAt: epochMs('used_at'),
    createdAt: epochMs('created_at').notNull(),
  },
  (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull().default(''),
  totalPoints: integer('total_points').notNull().default(0),
  status: text('status', { enum: ['bronze', 'silver', 'gold'] })
    .notNull()
    .default('bronze'),
  premiumUntil: epochMs('premium_until'),
  ageBand: text('age_band', { enum: ['6-8', '9-12'] })
    .notNull()
    .default('9-12'),
  summary: jsonb('summary').$type<ProfileSummary | null>(),
});

export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    createdAt: epochMs('created_at').notNull(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export const plays = pgTable(
  'plays',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    gameRevision: text('game_revision'),
    category: text('category').notNull(),
    items: jsonb('items').notNull().$type<unknown[]>(),
    sourceIds: jsonb('source_ids')
      .notNull()
      .$type<string[]>()
      .default(sql`'[]'::jsonb`),
    checks: jsonb('checks')
      .notNull()
      .$type<unknown[]>()
      .default(sql`'[]'::jsonb`),
    consumed: text('consumed', { enum: ['free', 'credit', 'premium', 'none'] }).notNull(),
    playDate: text('play_date').notNull(),
    status: text('status', { enum: ['active', 'completed', 'returned'] })
      .notNull()
      .default('active'),
    createdAt: epochMs('created_at').notNull(),
    completedAt: epochMs('completed_at'),
  },
  // jsonb cannot be a btree key column; the draw reads the ids from the rows instead.
  (t) => [index('plays_user_game_created_idx').on(t.userId, t.gameId, t.createdAt)],
);

export const gameSessions = pgTable(
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
    success: boolean('success').notNull(),
    completedAt: epochMs('completed_at').notNull(),
  },
  (t) => [
    index('game_sessions_user_completed_idx').on(t.userId, t.completedAt, t.gameCategory, t.pointsEarned),
    uniqueIndex('game_sessions_play_unique').on(t.playId),
  ],
);

export const dailyPlayLimits = pgTable(
  'daily_play_limits',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameCategory: text('game_category').notNull(),
    playDate: text('play_date').notNull(),
    freePlaysUsed: integer('free_plays_used').notNull().default(0),
    paidPlaysUsed: integer('paid_plays_used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameCategory, t.playDate] })],
);

export const playCredits = pgTable(
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

export const purchases = pgTable(
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
    immediateStartConsentAt: epochMs('immediate_start_consent_at'),
    createdAt: epochMs('created_at').notNull(),
    fulfilledAt: epochMs('fulfilled_at'),
  },
  (t) => [index('purchases_user_idx').on(t.userId)],
);

export const paymentRecords = pgTable(
  'payment_records',
  {
    checkoutSessionId: text('checkout_session_id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    subscriptionId: text('subscription_id'),
    immediateStartConsentAt: epochMs('immediate_start_consent_at'),
    paidAt: epochMs('paid_at').notNull(),
  },
  (t) => [index('payment_records_paid_idx').on(t.paidAt)],
);

export const stripeEvents = pgTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: epochMs('received_at').notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    currentPeriodEnd: epochMs('current_period_end'),
    cancelRequestedAt: epochMs('cancel_requested_at'),
    updatedAt: epochMs('updated_at').notNull(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);
