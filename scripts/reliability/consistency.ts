import Database from 'better-sqlite3';

// What must hold in a Ferdy database whatever happened to the process: points are the sum of
// stored game sessions, credits are what was paid for minus what was played, nothing is
// half-written. Read with plain SQL, independent of the code that wrote it.

export type Invariant = { name: string; ok: boolean; detail: string };

type Row = Record<string, unknown>;

function invariant(name: string, violations: Row[], checked: number, what: string): Invariant {
  return {
    name,
    ok: violations.length === 0,
    detail:
      violations.length === 0
        ? `${checked} ${what} checked`
        : `${violations.length} violations, e.g. ${JSON.stringify(violations.slice(0, 3))}`,
  };
}

const count = (db: Database.Database, sql: string) => Number((db.prepare(sql).get() as { n: number }).n);

export function checkInvariants(db: Database.Database): Invariant[] {
  const out: Invariant[] = [];
  const integrity = db.pragma('integrity_check', { simple: true }) as string;
  out.push({ name: 'PRAGMA integrity_check', ok: integrity === 'ok', detail: integrity });
  const fk = db.pragma('foreign_key_check') as Row[];
  out.push(invariant('PRAGMA foreign_key_check', fk, count(db, "select count(*) n from sqlite_master where type = 'table'"), 'tables'));

  const users = count(db, 'select count(*) n from users');
  out.push(
    invariant(
      'every user has a profile',
      db.prepare('select u.id from users u left join profiles p on p.user_id = u.id where p.user_id is null').all() as Row[],
      users,
      'users',
    ),
  );
  out.push(
    invariant(
      'points = sum of stored game sessions',
      db
        .prepare(
          `select p.user_id, p.total_points, coalesce(s.sum, 0) sessions
           from profiles p left join (select user_id, sum(points_earned) sum from game_sessions group by user_id) s on s.user_id = p.user_id
           where p.total_points != coalesce(s.sum, 0)`,
        )
        .all() as Row[],
      users,
      'profiles',
    ),
  );
  out.push(
    invariant(
      'level matches points (Silber at 500, Gold at 1000)',
      db
        .prepare(
          `select user_id, total_points, status from profiles
           where status != case when total_points >= 1000 then 'gold' when total_points >= 500 then 'silver' else 'bronze' end`,
        )
        .all() as Row[],
      users,
      'profiles',
    ),
  );

  // Credits: bought (fulfilled purchases) minus spent (plays paid with a credit), per user and category.
  const creditRows = db
    .prepare(
      `with keys as (
         select user_id, game_category c from play_credits
         union select user_id, game_category from purchases where kind = 'plays' and status = 'fulfilled'
         union select user_id, category from plays where consumed = 'credit'
       )
       select k.user_id, k.c category,
         coalesce((select credits from play_credits pc where pc.user_id = k.user_id and pc.game_category = k.c), 0) credits,
         coalesce((select sum(plays) from purchases pu where pu.user_id = k.user_id and pu.game_category = k.c and pu.kind = 'plays' and pu.status = 'fulfilled'), 0) bought,
         (select count(*) from plays pl where pl.user_id = k.user_id and pl.category = k.c and pl.consumed = 'credit') spent
       from keys k`,
    )
    .all() as { credits: number; bought: number; spent: number }[];
  out.push(
    invariant(
      'credits = fulfilled purchases − plays paid with credits, never negative',
      creditRows.filter((r) => r.credits !== r.bought - r.spent || r.credits < 0),
      creditRows.length,
      'user/category balances',
    ),
  );

  const plays = count(db, 'select count(*) n from plays');
  out.push(
    invariant(
      'no play completed twice (one game session per play at most)',
      db.prepare('select play_id, count(*) n from game_sessions where play_id is not null group by play_id having n > 1').all() as Row[],
      plays,
      'plays',
    ),
  );
  out.push(
    invariant(
      'a game session belongs to a completed play of its user',
      db
        .prepare(
          `select s.id, s.play_id, p.status, p.user_id = s.user_id same_user from game_sessions s join plays p on p.id = s.play_id
           where p.status != 'completed' or p.user_id != s.user_id or p.completed_at is null`,
        )
        .all() as Row[],
      count(db, 'select count(*) n from game_sessions'),
      'game sessions',
    ),
  );
  out.push(
    invariant(
      'daily limits count exactly the free and bought plays started that day (≤ 1 free)',
      db
        .prepare(
          `with used as (
             select user_id, category, play_date, sum(consumed = 'free') free, sum(consumed = 'credit') paid
             from plays where user_id is not null group by user_id, category, play_date
           )
           select d.user_id, d.game_category, d.play_date, d.free_plays_used, d.paid_plays_used, coalesce(u.free, 0) free, coalesce(u.paid, 0) paid
           from daily_play_limits d left join used u on u.user_id = d.user_id and u.category = d.game_category and u.play_date = d.play_date
           where d.free_plays_used != coalesce(u.free, 0) or d.paid_plays_used != coalesce(u.paid, 0) or d.free_plays_used > 1
           union all
           select u.user_id, u.category, u.play_date, null, null, u.free, u.paid from used u
           where (u.free > 0 or u.paid > 0) and not exists (
             select 1 from daily_play_limits d where d.user_id = u.user_id and d.game_category = u.category and d.play_date = u.play_date)`,
        )
        .all() as Row[],
      count(db, 'select count(*) n from daily_play_limits'),
      'user/category/day rows',
    ),
  );
  out.push(
    invariant(
      'a purchase is fulfilled with a time, or pending/cancelled without one',
      db
        .prepare(
          `select checkout_session_id, status, fulfilled_at from purchases where (status = 'fulfilled') != (fulfilled_at is not null)`,
        )
        .all() as Row[],
      count(db, 'select count(*) n from purchases'),
      'purchases',
    ),
  );
  return out;
}

/** What the server answered 2xx/3xx for: each of these must be in the database, whole. */
export type Acknowledged = {
  /** 201 on POST /api/plays */
  starts: { playId: string; consumed: string }[];
  /** 200 on complete */
  completions: { playId: string; points: number; recorded: boolean }[];
  /** 303 on the test checkout's pay */
  payments: { checkoutSessionId: string; plays: number }[];
};

export function checkAcknowledged(db: Database.Database, acks: Acknowledged): Invariant[] {
  const play = db.prepare('select status, consumed from plays where id = ?');
  const session = db.prepare('select points_earned from game_sessions where play_id = ?');
  const purchase = db.prepare('select status, plays from purchases where checkout_session_id = ?');
  const lostStarts = acks.starts.filter((s) => (play.get(s.playId) as { consumed: string } | undefined)?.consumed !== s.consumed);
  const lostCompletions = acks.completions.filter((c) => {
    const p = play.get(c.playId) as { status: string } | undefined;
    const s = session.get(c.playId) as { points_earned: number } | undefined;
    return p?.status !== 'completed' || (c.recorded && s?.points_earned !== c.points) || (!c.recorded && s !== undefined);
  });
  const lostPayments = acks.payments.filter((p) => {
    const row = purchase.get(p.checkoutSessionId) as { status: string; plays: number } | undefined;
    return row?.status !== 'fulfilled' || row.plays !== p.plays;
  });
  return [
    invariant('every acknowledged play start is stored', lostStarts, acks.starts.length, 'acknowledged starts'),
    invariant(
      'every acknowledged completion is stored with its points',
      lostCompletions,
      acks.completions.length,
      'acknowledged completions',
    ),
    invariant('every acknowledged payment is fulfilled', lostPayments, acks.payments.length, 'acknowledged payments'),
  ];
}

/** Opens the database file for checking (read-write only so that SQLite may recover a WAL left by a crash). */
export function openForCheck(path: string): Database.Database {
  const db = new Database(path, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}
