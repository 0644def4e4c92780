import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { eventLogSchema } from '../../engine/events.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { checkerInputSchemas, checkerNames, checkerOutputSchemas, type CheckerName } from '../../engine/generators.ts';
import { replay, type RecordedCheck } from '../../engine/replay.ts';
import type { PlayItem } from '../../engine/items.ts';
import { maxAnswerChars } from '../../engine/text-rules.ts';
import { randomId } from '../auth/tokens.ts';
import { requireUser } from '../auth/require-user.ts';

import type { AppEnv } from '../http/app-env.ts';
import { ipThrottleKey } from '../http/client-ip.ts';
import { ApiError } from '../http/errors.ts';
import { addressLimits } from '../http/address-limits.ts';
import { createRateLimiter, perApp, throttle } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { drawItems } from '../plays/draw-items.ts';
import { gameRevision } from '../plays/game-revision.ts';

import { chartAt, playDate } from '../plays/play-day.ts';

/** A play started on a game that was changed (an update) before it was completed. */
export const gameChangedMessage =
  'Ferdy hat dieses Spiel gerade verbessert. Darum kann diese Runde nicht gezählt werden. Keine Sorge, du verlierst nichts: Starte das Spiel einfach noch einmal – es kostet dich nichts.';

export const needsPaymentMessage =
  'Tägliches Limit erreicht: Dein kostenloses Spiel in diesem Bereich ist für heute verbraucht. Morgen ist wieder ein kostenloses Spiel verfügbar – oder du kaufst ein zusätzliches Spiel.';

const limits = perApp((deps) => ({
  startUser: createRateLimiter(deps, { name: 'start-user', windowMs: 60 * 60_000, max: 120 }),
  startIp: createRateLimiter(deps, { name: 'start-ip', windowMs: 60 * 60_000, max: addressLimits.startsPerHour }),
  checkUser: createRateLimiter(deps, { name: 'check-user', windowMs: 60_000, max: 20 }),
  checkIp: createRateLimiter(deps, { name: 'check-ip', windowMs: 60_000, max: addressLimits.checksPerMinute }),
}));

const slowDown = 'Du bist aber schnell! Warte einen kleinen Moment und versuche es dann noch einmal.';

function gameById(c: Context<AppEnv>, gameId: string): GameDefinition {
  const game = c.get('deps').catalog!.games.find((g) => g.id === gameId);
  if (!game) throw new ApiError(404, 'unknown_game', 'Dieses Spiel gibt es nicht.');
  return game;
}

const checkBody = z.strictObject({
  checker: z.enum(checkerNames as [CheckerName, ...CheckerName[]]),
  // Bounded by the answer cap with room to spare: an answer just over the cap still reaches
  // the checker's own schema in runCheck, whose message tells the child what to fix.
  input: z.record(z.string().max(40), z.string().max(2 * maxAnswerChars)),
});

/** Runs a game's checker on a child's text; the input shape is the checker's own. */
async function runCheck(c: Context<AppEnv>, game: GameDefinition, body: z.infer<typeof checkBody>) {
  if (game.player !== 'text' || game.check?.checker !== body.checker) {
    throw new ApiError(400, 'wrong_checker', `Dieses Spiel prüft Antworten nicht mit ${body.checker}.`);
  }
  const parsed = checkerInputSchemas[body.checker].safeParse(body.input);
  // The schemas word every refusal for the child ("Deine Antwort ist zu lang …", "… fehlt").
  if (!parsed.success) throw new ApiError(400, 'invalid_input', parsed.error.issues[0]?.message ?? 'Die Antwort fehlt oder ist zu lang.');
  const output = await c.get('deps').ai!.check(body.checker, parsed.data as never);
  return checkerOutputSchemas[body.checker].parse(output);
}

export const playRoutes = new Hono<AppEnv>()
  /** Starts a play: draws its items; for a signed-in child also takes today's free play or a credit. */
  .post('/plays', validate('json', z.strictObject({ gameId: z.string().max(60) })), async (c) => {
    const deps = c.get('deps');
    const game = gameById(c, c.req.valid('json').gameId);
    const user = c.get('user');
    if (!user && game.access === 'login-required')
      throw new ApiError(401, 'unauthorized', 'Bitte melde dich an, um dieses Spiel zu spielen.');
    await throttle(
      c,
      [
        [limits(deps).startUser, user ? `u:${user.id}` : null],
        [limits(deps).startIp, ipThrottleKey(c)],
      ],
      slowDown,
    );
    const needsPayment = () =>
      c.json({ error: { code: 'needs_payment', message: needsPaymentMessage }, needsPayment: true, category: game.category }, 402);

    // A refused start must not cost a model call: the limit is read before drawing. startPlay
    // below still takes it in its own transaction, so a start that raced past this read is refused there.
    const now = deps.now();
    const day = playDate(now, deps.config.playDayTimeZone);
    if (user && !(await deps.store.limitsFor(user.id, game.category, day, now)).canPlay) return needsPayment();

    const avoid = user ? await deps.store.recentSourceIds(user.id, game.id) : [];
    const { items, sourceIds } = await drawItems(deps, game, avoid, user ? await deps.store.ageBandOf(user.id) : undefined);
    // Visitors play without anything being stored (docs/product-rules.md): no play, no points.
    if (!user) return c.json({ playId: null, items, recorded: false }, 201);

    const id = randomId();
    const started = await deps.store.startPlay({
      id,
      userId: user.id,
      gameId: game.id,
      gameRevision: gameRevision(game),
      category: game.category,
      items,
      sourceIds,
      playDate: day,
      now,
    });
    if (!started.ok) return needsPayment();
    return c.json({ playId: id as string | null, items, recorded: true, consumed: started.consumed }, 201);
  })

  /** Checks a child's text within a play and keeps the verdict, which completion replays. */
  .post('/plays/:id/check', validate('json', checkBody), async (c) => {
    const deps = c.get('deps');
    const user = requireUser(c);
    const play = await deps.store.findPlay(c.req.param('id'));
    if (!play || play.userId !== user.id) throw new ApiError(404, 'unknown_play', 'Dieses Spiel wurde nicht gefunden.');
    if (play.status !== 'active') throw new ApiError(409, 'play_finished', 'Dieses Spiel ist schon beendet.');
    await throttle(
      c,
      [
        [limits(deps).checkUser, `u:${user.id}`],
        [limits(deps).checkIp, ipThrottleKey(c)],
      ],
      slowDown,
    );
    const body = c.req.valid('json');
    const output = await runCheck(c, gameById(c, play.gameId), body);
    const check: RecordedCheck = { checker: body.checker, input: body.input, output };
    if (!(await deps.store.recordCheck(play.id, check))) throw new ApiError(409, 'play_finished', 'Dieses Spiel ist schon beendet.');
    return c.json(output);
  })

  /** Checks a visitor's text: the verdict is shown, nothing is stored. */
  .post('/checks', validate('json', checkBody.extend({ gameId: z.string().max(60) })), async (c) => {
    const deps = c.get('deps');
    const body = c.req.valid('json');
    const game = gameById(c, body.gameId);
    const user = c.get('user');
    await throttle(
      c,
      [
        [limits(deps).checkUser, user ? `u:${user.id}` : null],
        [limits(deps).checkIp, ipThrottleKey(c)],
      ],
      slowDown,
    );
    return c.json(await runCheck(c, game, { checker: body.checker, input: body.input }));
  })

  /**
   * Completes a play: the server replays the child's event log against the items and checks it
   * stored, so points are earned by playing, never by what a request claims.
   */
  .post('/plays/:id/complete', validate('json', z.strictObject({ events: eventLogSchema })), async (c) => {
    const deps = c.get('deps');
    const user = requireUser(c);
    const play = await deps.store.findPlay(c.req.param('id'));
    if (!play || play.userId !== user.id) throw new ApiError(404, 'unknown_play', 'Dieses Spiel wurde nicht gefunden.');
    if (play.status !== 'active') throw new ApiError(409, 'play_finished', 'Dieses Spiel wurde schon abgeschlossen.');
    const game = gameById(c, play.gameId);
    if (play.gameRevision !== null && play.gameRevision !== gameRevision(game)) {
      // Replaying against another definition could score it wrongly: the play is given back
      // (the free play or credit it took returns), nothing is counted.
      await deps.store.returnPlay(play.id, user.id, deps.now());
      throw new ApiError(409, 'game_changed', gameChangedMessage);
    }
    const out = replay(game, play.items as PlayItem[], c.req.valid('json').events, play.checks as RecordedCheck[]).output;
    if (!out) throw new ApiError(409, 'not_finished', 'Das Spiel ist noch nicht zu Ende gespielt.');

    const now = deps.now();
    const points = out.recorded ? out.points : 0;
    const done = await deps.store.completePlay({
      playId: play.id,
      userId: user.id,
      sessionId: randomId(),
      gameName: game.gameName ?? game.title,
      category: play.category,
      score: out.score,
      points,
      success: out.success,
      now,
      record: out.recorded,
      chart: chartAt(now, deps.config.playDayTimeZone),
    });
    if (!done.ok) throw new ApiError(409, 'play_finished', 'Dieses Spiel wurde schon abgeschlossen.');
    const after = await deps.store.limitsFor(user.id, play.category, playDate(now, deps.config.playDayTimeZone), now);
    return c.json({
      pointsEarned: points,
      totalPoints: done.totalPoints,
      score: out.score,
      success: out.success,
      recorded: out.recorded,
      canPlayAgain: after.canPlay,
      needsPayment: !after.canPlay,
    });
  })

  /** Today's plays in a category: free play used, bought credits left, premium. */
  .get('/limits/:category', async (c) => {
    const deps = c.get('deps');
    const user = requireUser(c);
    const category = c.req.param('category');
    if (!(category in deps.catalog!.categories.categories)) throw new ApiError(404, 'unknown_category', 'Diesen Bereich gibt es nicht.');
    const now = deps.now();
    const day = playDate(now, deps.config.playDayTimeZone);
    return c.json({ category, playDate: day, freePlaysPerDay: 1, ...(await deps.store.limitsFor(user.id, category, day, now)) });
  });
