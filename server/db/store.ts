import type { AgeBand } from '../../engine/content-schema.ts';
import type { AuthUser } from '../http/app-env.ts';
import type { Chart, ProfileSummary, WeekFrame } from '../plays/profile-summary.ts';
import type {
  dailyPlayLimits,
  emailTokens,
  gameSessions,
  outbox,
  paymentRecords,
  playCredits,
  plays,
  profiles,
  purchases,
  sessions,
  subscriptions,
  users,
} from './schema.ts';

// The one interface the routes talk to. Two adapters implement it: SQLite (server/db/sqlite-store.ts,
// the embedded default) and PostgreSQL (server/db/pg/pg-store.ts, when DATABASE_URL is set). Both
// pass the same contract suite (tests/store/). Rows have the same shape on both: times are
// epoch milliseconds (numbers), JSON columns come back parsed, booleans as booleans.

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type EmailTokenPurpose = EmailTokenRow['purpose'];
export type OutboxRow = typeof outbox.$inferSelect;
export type PlayRow = typeof plays.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
export type FoundSession = { secretHash: Buffer; expiresAt: number; user: AuthUser };
export type Consumed = 'free' | 'credit' | 'premium';

export type NewPlay = {
  id: string;
  userId: string;
  gameId: string;
  /** the revision of the game definition the play was drawn for (see server/plays/game-revision.ts) */
  gameRevision?: string | null;
  category: string;
  items: unknown[];
  sourceIds: string[];
  playDate: string;
  now: number;
};

export type Completion = {
  playId: string;
  userId: string;
  sessionId: string;
  gameName: string;
  category: string;
  score: number;
  points: number;
  success: boolean;
  now: number;
  /** false when the game's rules say this play earns nothing (e.g. fewer than 2 pairs) */
  record: boolean;
  /** test hook: throw after the first write to prove the rollback */
  failAfterFirstWrite?: boolean;
  /**
   * The chart this session lands in (play-day time zone, its week, the chart's weeks): the
   * profile's summary is brought up to date. Without it the summary is dropped, and the
   * profile works it out from the sessions until the next completion.
   */
  chart?: Chart;
};

export type Limits = { freePlaysUsed: number; paidPlaysUsed: number; credits: number; premium: boolean; canPlay: boolean };

/** Subscription statuses under which premium runs until the paid period ends. */
export const liveSubscriptionStatuses = ['active', 'trialing', 'past_due'];

export type ProfileRowView = {
  displayName: string;
  totalPoints: number;
  status: 'bronze' | 'silver' | 'gold';
  premiumUntil: number | null;
  /** the kept summary as stored (JSON text), null when none */
  summaryJson: string | null;
  /** when the cancellation of the running premium's subscription was received; null when it runs on */
  premiumCancelledAt: number | null;
};

export type PremiumPeriod = { subscriptionId: string; status: string; periodEnd: number };

export type FulfilInput = {
  checkoutSessionId: string;
  /** when given, a purchase of another user is refused instead of fulfilled */
  userId?: string;
  now: number;
  /** for a premium purchase (required there): the subscription and the end of its paid period */
  premium?: PremiumPeriod;
  /** the webhook event that led here, recorded in the same transaction */
  event?: { id: string; type: string };
  /** the line the payment record keeps for what was sold, e.g. "Ferdy Premium (monatlich)" */
  describe?: (purchase: PurchaseRow) => string;
};

export type FulfilResult =
  | { outcome: 'credited' | 'already'; purchase: PurchaseRow }
  /** cancelled (test checkout) or expired: cannot be paid any more */
  | { outcome: 'not_payable'; purchase: PurchaseRow }
  | { outcome: 'wrong_user'; purchase: PurchaseRow }
  | { outcome: 'not_found' };

/**
 * What a subscription event means for premium: `extend` to the end of a paid period, `end`
 * premium now (cancelled, paused), or only note the new status (payment failed: premium runs
 * on to the end of the period already paid, and is not extended).
 */
export type SubscriptionChange = {
  subscriptionId: string;
  /** from the subscription's metadata; the stored subscription row is asked first */
  userId: string | undefined;
  status: string;
  effect: 'extend' | 'end' | 'status';
  periodEnd?: number;
  now: number;
  event: { id: string; type: string };
};

export type SubscriptionChangeResult = 'applied' | 'duplicate' | 'unknown_user' | 'ignored';

export type RunningSubscription = {
  id: string;
  userId: string;
  status: string;
  periodEnd: number;
  cancelRequestedAt: number | null;
};

export type UserExport = {
  account: { id: string; email: string; emailVerifiedAt: number | null; parentConsentAt: number | null; createdAt: number };
  profile: typeof profiles.$inferSelect | null;
  gameSessions: (typeof gameSessions.$inferSelect)[];
  plays: PlayRow[];
  purchases: PurchaseRow[];
  playCredits: (typeof playCredits.$inferSelect)[];
  dailyPlayLimits: (typeof dailyPlayLimits.$inferSelect)[];
  subscriptions: (typeof subscriptions.$inferSelect)[];
  paymentRecords: (typeof paymentRecords.$inferSelect)[];
};

export type NewUser = { id: string; email: string; passwordHash: string; displayName: string; createdAt: number; parentConsentAt?: number };
export type NewEmailToken = Omit<EmailTokenRow, 'usedAt'>;

/** Plays whose items the next play avoids while others are left: a child who plays daily sees no repeat in two weeks (the content test checks every bank holds that many). */
export const noRepeatPlays = 14;

export interface Store {
  readonly dialect: 'sqlite' | 'postgres';

  // users and sessions
  findUserByEmail(email: string): Promise<UserRow | undefined>;
  findPasswordHash(userId: string): Promise<string | undefined>;
  findAuthUser(userId: string): Promise<AuthUser | undefined>;
  /** False when the e-mail is registered already (also when a concurrent sign-up won the race). */
  createUser(user: NewUser): Promise<boolean>;
  setEmailVerified(userId: string, at: number): Promise<void>;
  /** A password change: the new hash, every session gone, pending links voided. */
  setPasswordAndDropSessions(userId: string, passwordHash: string): Promise<void>;
  updateDisplayName(userId: string, displayName: string): Promise<void>;
  insertSession(session: SessionRow): Promise<void>;
  findSessionWithUser(sessionId: string): Promise<FoundSession | undefined>;
  extendSession(sessionId: string, expiresAt: number): Promise<void>;
  deleteSession(sessionId: string): Promise<void>;
  deleteExpiredSessions(userId: string, now: number): Promise<void>;

  // e-mail links
  replaceEmailToken(token: NewEmailToken): Promise<void>;
  findEmailToken(id: string): Promise<EmailTokenRow | undefined>;
  hasLiveEmailToken(userId: string, purpose: EmailTokenPurpose, now: number): Promise<boolean>;
  findPendingEmail(userId: string, now: number): Promise<string | null>;
  confirmEmailWithToken(token: EmailTokenRow, now: number): Promise<string | null>;
  resetPasswordWithToken(token: EmailTokenRow, passwordHash: string, now: number): Promise<string | null>;
  changeEmailWithToken(
    token: EmailTokenRow,
    undo: (oldEmail: string) => NewEmailToken,
    now: number,
  ): Promise<{ result: 'changed'; oldEmail: string } | { result: 'invalid' | 'taken' }>;
  undoEmailChangeWithToken(
    token: EmailTokenRow,
    now: number,
  ): Promise<{ result: 'undone'; userId: string } | { result: 'invalid' | 'taken' }>;

  // development outbox
  insertOutboxMessage(message: OutboxRow): Promise<void>;
  listOutboxMessages(options: { limit: number; to?: string }): Promise<OutboxRow[]>;

  // account
  exportUserData(userId: string): Promise<UserExport | undefined>;
  deleteUser(userId: string): Promise<void>;
  ageBandOf(userId: string): Promise<AgeBand>;
  setAgeBand(userId: string, ageBand: AgeBand): Promise<boolean>;

  // plays and the daily limit
  limitsFor(userId: string, category: string, playDate: string, now: number): Promise<Limits>;
  /** Takes premium, else today's free play, else one bought credit, and stores the play; never more than is there. */
  startPlay(play: NewPlay): Promise<{ ok: true; consumed: Consumed } | { ok: false }>;
  findPlay(playId: string): Promise<PlayRow | undefined>;
  /** Content ids of the user's last plays of a game (by default the last `noRepeatPlays`), so the next play shows other items first. */
  recentSourceIds(userId: string, gameId: string, lastPlays?: number): Promise<string[]>;
  /** Appends a checker verdict to an active play. False when the play is finished or full. */
  recordCheck(playId: string, check: unknown): Promise<boolean>;
  /** Finishes a play exactly once, with its session, points, level and summary. */
  completePlay(done: Completion): Promise<{ ok: true; totalPoints: number } | { ok: false }>;
  /**
   * Gives back an active play whose game changed since it started: the play is closed without
   * points and what paid for it (the free play or the credit) is returned. False when it was not active.
   */
  returnPlay(playId: string, userId: string, now: number): Promise<boolean>;
  sessionPointsSum(userId: string): Promise<number>;

  // profile
  /** The profile page's row; `now` decides which subscription runs (for `premiumCancelledAt`). */
  profileRow(userId: string, now: number): Promise<ProfileRowView | undefined>;
  summaryFromSessions(userId: string, tz: string, frame: WeekFrame): Promise<ProfileSummary>;
  rebuildProfileSummary(userId: string, chart: Pick<Chart, 'tz' | 'frame'>): Promise<void>;

  // purchases and premium
  insertPurchase(row: NewPurchase): Promise<void>;
  findPurchase(checkoutSessionId: string): Promise<PurchaseRow | undefined>;
  cancelPendingPurchase(checkoutSessionId: string): Promise<boolean>;
  findPremiumUntil(userId: string): Promise<number | null>;
  isPremium(userId: string, now: number): Promise<boolean>;
  findPlayCredits(userId: string, category: string): Promise<number>;
  /** Credits a paid purchase exactly once; every concurrent caller learns it is paid. */
  fulfilPurchase(input: FulfilInput): Promise<FulfilResult>;
  isStripeEventKnown(eventId: string): Promise<boolean>;
  recordStripeEvent(event: { id: string; type: string }, at: number): Promise<boolean>;
  applySubscriptionChange(change: SubscriptionChange): Promise<SubscriptionChangeResult>;

  // cancellations
  findRunningSubscription(userId: string, now: number): Promise<RunningSubscription | undefined>;
  findBillableSubscriptionIds(userId: string): Promise<string[]>;
  recordCancellation(subscriptionId: string, at: number, undoToken: NewEmailToken): Promise<number>;
  takeBackCancellation(tokenId: string, subscriptionId: string, now: number): Promise<boolean>;
  markSubscriptionEnded(subscriptionId: string, now: number): Promise<void>;
  findAccountByEmail(email: string): Promise<{ id: string; email: string } | undefined>;

  // operations
  status(): Promise<{ ok: boolean; dialect: 'sqlite' | 'postgres'; journalMode?: string }>;
  close(): Promise<void>;
}
