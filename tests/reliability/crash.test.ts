import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../engine/game-schema.ts';
import {
  completePlay,
  FerdyClient,
  payTestCheckout,
  signUpConfirmed,
  startCheckout,
  startPlay,
} from '../../scripts/reliability/api-client.ts';
import { checkAcknowledged, checkInvariants, openForCheck, type Acknowledged } from '../../scripts/reliability/consistency.ts';
import { eventsFor } from '../../scripts/reliability/event-logs.ts';
import { startServer, type ServerProcess } from '../../scripts/reliability/server-process.ts';
import { shippedCatalog } from '../../server/content.ts';
import { mulberry32 } from './world.ts';

// The real server process under concurrent completions and purchases, killed with SIGKILL in
// the middle, then started again on the same database file: every write it acknowledged is
// there, nothing is half-written, and the file passes integrity_check.

const password = 'fuchs-geheim-123';
const category = 'emotional_intelligence';
const children = 4;
const loopsPerChild = 3;
/** SIGKILL once this many completions were acknowledged (or after killAfterMs). */
const killAtCompletions = 40;
const killAfterMs = 8_000;

let servers: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of servers) {
    s.kill('SIGKILL');
    await s.exited;
  }
  servers = [];
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('SIGKILL under load loses no acknowledged write and leaves nothing half-written', async () => {
    const game = shippedCatalog().games.find((g) => g.id === 'gefuehlsampel') as GameDefinition;
    const random = mulberry32(11);
    const dir = mkdtempSync(join(tmpdir(), 'ferdy-crash-'));
    dirs.push(dir);
    const databasePath = join(dir, 'ferdy.sqlite');
    const first = await startServer({ databasePath });
    servers.push(first);

    const acks: Acknowledged = { starts: [], completions: [], payments: [] };
    const buy = async (client: FerdyClient, plays: number) => {
      const id = await startCheckout(client, password, category, plays);
      const paid = await payTestCheckout(client, id);
      if (paid.status === 303) acks.payments.push({ checkoutSessionId: id, plays });
    };

    const clients = await Promise.all(
      Array.from({ length: children }, async (_, i) => {
        const client = new FerdyClient(first.url);
        await signUpConfirmed(client, `kind-${i}@example.org`, password);
        await buy(client, 10);
        return client;
      }),
    );

    let killed = false;
    const failures: string[] = [];
    const playLoop = async (client: FerdyClient) => {
      while (!killed) {
        const started = await startPlay(client, game.id);
        if (started.status === 402) {
          await buy(client, 1 + Math.floor(random() * 3));
          continue;
        }
        if (started.status !== 201) throw new Error(`start answered ${started.status}`);
        acks.starts.push({ playId: started.body.playId!, consumed: started.body.consumed! });
        const done = await completePlay(client, started.body.playId!, eventsFor(game, started.body.items, random));
        if (done.status !== 200) throw new Error(`complete answered ${done.status}`);
        acks.completions.push({ playId: started.body.playId!, points: done.body.pointsEarned, recorded: done.body.recorded });
      }
    };
    const purchaseLoop = async (client: FerdyClient) => {
      for (let i = 0; i < 4 && !killed; i++) await buy(client, 1 + Math.floor(random() * 5));
    };
    const loops = clients.flatMap((client) => [...Array.from({ length: loopsPerChild }, () => playLoop(client)), purchaseLoop(client)]);
    // After the kill every loop ends on a refused connection; before it, any failure is a finding.
    let cutOff = 0;
    const settled = Promise.all(loops.map((l) => l.catch((err: unknown) => (killed ? cutOff++ : failures.push(String(err))))));

    const deadline = Date.now() + killAfterMs;
    while (acks.completions.length < killAtCompletions && Date.now() < deadline && failures.length === 0)
      await new Promise((r) => setTimeout(r, 5));
    const walAtKill = existsSync(`${databasePath}-wal`) ? statSync(`${databasePath}-wal`).size : 0;
    first.kill('SIGKILL');
    killed = true;
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await settled;
    console.info(
      `crash test: SIGKILL after ${acks.starts.length} starts, ${acks.completions.length} completions, ${acks.payments.length} payments acknowledged; ` +
        `${cutOff} of ${loops.length} loops had a request cut off; WAL at the kill: ${walAtKill} bytes`,
    );
    expect(failures).toEqual([]);
    expect(acks.completions.length).toBeGreaterThan(0);
    expect(acks.payments.length).toBeGreaterThanOrEqual(children);

    // Same file, new process: SQLite recovers the WAL the killed process left behind.
    const second = await startServer({ databasePath });
    servers.push(second);
    const db = openForCheck(databasePath);
    try {
      for (const inv of [...checkInvariants(db), ...checkAcknowledged(db, acks)]) expect(inv.ok, `${inv.name}: ${inv.detail}`).toBe(true);

      // Each child is still signed in, sees its points, and can go on playing on the new process.
      for (const client of clients) {
        const c = new FerdyClient(second.url);
        c.cookie = client.cookie;
        const profile = await c.request<{ profile: { totalPoints: number } }>('GET', '/api/profile');
        expect(profile.status).toBe(200);
        const userId = (await c.request<{ user: { id: string } }>('GET', '/api/auth/me')).body.user.id;
        const stored = db.prepare('select coalesce(sum(points_earned), 0) from game_sessions where user_id = ?').pluck().get(userId);
        expect(profile.body.profile.totalPoints).toBe(stored);
        const started = await startPlay(c, game.id);
        if (started.status === 402) await buy(c, 1);
        const play = started.status === 201 ? started : await startPlay(c, game.id);
        expect(play.status).toBe(201);
        const done = await completePlay(c, play.body.playId!, eventsFor(game, play.body.items, random));
        expect(done.status).toBe(200);
        expect(done.body.totalPoints).toBe(profile.body.profile.totalPoints + done.body.pointsEarned);
      }
    } finally {
      db.close();
    }

    expect(await second.stop()).toEqual({ code: 0, signal: null });
    expect(existsSync(`${databasePath}-wal`) ? statSync(`${databasePath}-wal`).size : 0).toBe(0);
    const after = openForCheck(databasePath);
    try {
      for (const inv of checkInvariants(after)) expect(inv.ok, `after a clean stop, ${inv.name}: ${inv.detail}`).toBe(true);
    } finally {
      after.close();
    }
  }, 120_000);
});
