import * as account from './account-db.ts';
import * as ageBand from './age-band-db.ts';
import * as cancellations from './cancellations-db.ts';
import { databaseStatus, openDatabase, type Db } from './client.ts';
import * as emailTokens from './email-tokens-db.ts';
import * as limits from './limits-db.ts';
import * as outbox from './outbox-db.ts';
import * as plays from './plays-db.ts';
import * as profile from './profile-db.ts';
import * as purchases from './purchases-db.ts';
import * as sessions from './sessions-db.ts';
import type { Store } from './store.ts';
import * as users from './users-db.ts';

/**
 * The embedded adapter: better-sqlite3 in one file under data/ (or `:memory:`). Its invariants
 * rest on BEGIN IMMEDIATE and conditional writes; the SQL is in the *-db.ts modules beside it.
 */
export function sqliteStore(db: Db): Store & { readonly db: Db } {
  return {
    dialect: 'sqlite',
    db,
    findUserByEmail: (email) => users.findUserByEmail(db, email),
    findPasswordHash: (userId) => users.findPasswordHash(db, userId),
    findAuthUser: (userId) => users.findAuthUser(db, userId),
    createUser: (user) => users.createUser(db, user),
    setEmailVerified: (userId, at) => users.setEmailVerified(db, userId, at),
    setPasswordAndDropSessions: (userId, hash) => users.setPasswordAndDropSessions(db, userId, hash),
    updateDisplayName: (userId, name) => users.updateDisplayName(db, userId, name),
    insertSession: (session) => sessions.insertSession(db, session),
    findSessionWithUser: (id) => sessions.findSessionWithUser(db, id),
    extendSession: (id, expiresAt) => sessions.extendSession(db, id, expiresAt),
    deleteSession: (id) => sessions.deleteSession(db, id),
    deleteExpiredSessions: (userId, now) => sessions.deleteExpiredSessions(db, userId, now),

    replaceEmailToken: (token) => emailTokens.replaceEmailToken(db, token),
    findEmailToken: (id) => emailTokens.findEmailToken(db, id),
    hasLiveEmailToken: (userId, purpose, now) => emailTokens.hasLiveEmailToken(db, userId, purpose, now),
    findPendingEmail: (userId, now) => emailTokens.findPendingEmail(db, userId, now),
    confirmEmailWithToken: (token, now) => emailTokens.confirmEmailWithToken(db, token, now),
    resetPasswordWithToken: (token, hash, now) => emailTokens.resetPasswordWithToken(db, token, hash, now),
    changeEmailWithToken: (token, undo, now) => emailTokens.changeEmailWithToken(db, token, undo, now),
    undoEmailChangeWithToken: (token, now) => emailTokens.undoEmailChangeWithToken(db, token, now),

    insertOutboxMessage: (message) => outbox.insertOutboxMessage(db, message),
    listOutboxMessages: (options) => outbox.listOutboxMessages(db, options),

    exportUserData: (userId) => account.exportUserData(db, userId),
    deleteUser: (userId) => account.deleteUser(db, userId),
    ageBandOf: (userId) => ageBand.ageBandOf(db, userId),
    setAgeBand: (userId, band) => ageBand.setAgeBand(db, userId, band),

    limitsFor: (userId, category, playDate, now) => limits.limitsFor(db, userId, category, playDate, now),
    startPlay: (play) => plays.startPlay(db, play),
    findPlay: (playId) => plays.findPlay(db, playId),
    recentSourceIds: (userId, gameId, lastPlays) => plays.recentSourceIds(db, userId, gameId, lastPlays),
    recordCheck: (playId, check) => plays.recordCheck(db, playId, check),
    completePlay: (done) => plays.completePlay(db, done),
    returnPlay: (playId, userId, now) => plays.returnPlay(db, playId, userId, now),
    sessionPointsSum: (userId) => plays.sessionPointsSum(db, userId),

    profileRow: (userId, now) => profile.profileRow(db, userId, now),
    summaryFromSessions: (userId, tz, frame) => profile.summaryFromSessions(db, userId, tz, frame),
    rebuildProfileSummary: (userId, chart) => profile.rebuildProfileSummary(db, userId, chart),

    insertPurchase: (row) => purchases.insertPurchase(db, row),
    findPurchase: (id) => purchases.findPurchase(db, id),
    cancelPendingPurchase: (id) => purchases.cancelPendingPurchase(db, id),
    findPremiumUntil: (userId) => purchases.findPremiumUntil(db, userId),
    isPremium: (userId, now) => purchases.isPremium(db, userId, now),
    findPlayCredits: (userId, category) => purchases.findPlayCredits(db, userId, category),
    fulfilPurchase: (input) => purchases.fulfilPurchase(db, input),
    isStripeEventKnown: (eventId) => purchases.isStripeEventKnown(db, eventId),
    recordStripeEvent: (event, at) => purchases.recordStripeEvent(db, event, at),
    applySubscriptionChange: (change) => purchases.applySubscriptionChange(db, change),

    findRunningSubscription: (userId, now) => cancellations.findRunningSubscription(db, userId, now),
    findBillableSubscriptionIds: (userId) => cancellations.findBillableSubscriptionIds(db, userId),
    recordCancellation: (id, at, undo) => cancellations.recordCancellation(db, id, at, undo),
    takeBackCancellation: (tokenId, id, now) => cancellations.takeBackCancellation(db, tokenId, id, now),
    markSubscriptionEnded: (id, now) => cancellations.markSubscriptionEnded(db, id, now),
    findAccountByEmail: (email) => cancellations.findAccountByEmail(db, email),

    status: async () => ({ ...databaseStatus(db), dialect: 'sqlite' }),
    close: async () => {
      db.$client.close();
    },
  };
}

/** Opens (and migrates) the SQLite file, or a private in-memory database for `:memory:`. */
export function openSqliteStore(path: string): Store & { readonly db: Db } {
  return sqliteStore(openDatabase(path));
}
