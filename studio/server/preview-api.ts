import { Hono } from 'hono';
import { z } from 'zod';
import type { Catalog } from '../../engine/catalog.ts';
import { eventLogSchema } from '../../engine/events.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { checkerInputSchemas, checkerNames, checkerOutputSchemas, type CheckerName } from '../../engine/generators.ts';
import { prepareItem, type PlayItem } from '../../engine/items.ts';
import { replay, type RecordedCheck } from '../../engine/replay.ts';
import { createBuiltinProvider } from '../../server/ai/builtin-provider.ts';
import { loadLexicon, type Lexicon } from '../../server/ai/builtin/lexicon.ts';
import { needsPaymentMessage } from '../../server/routes/plays.ts';
import { validate } from '../../server/http/validate.ts';
import { errorBody } from '../../server/http/errors.ts';

/** A play in the preview: kept in memory only, forgotten when the studio stops. */
type PreviewPlay = { game: GameDefinition; items: PlayItem[]; checks: RecordedCheck[]; done: boolean };

/**
 * What the preview's player talks to instead of the real API: a signed-in author, items drawn
 * from the content bank by the built-in provider, the built-in checkers, and completion replayed
 * by the engine as the server does. Points, results and the daily limit are simulated here;
 * nothing is stored.
 */
export class PreviewState {
  readonly games = new Map<string, GameDefinition>();
  readonly plays = new Map<string, PreviewPlay>();
  totalPoints = 0;
  /** when on, one free play per category, as on the site */
  simulateLimit = false;
  readonly played = new Set<string>();
  private lexicon: Lexicon | undefined;
  private nextId = 1;

  constructor(
    private readonly catalog: () => Catalog | Partial<Catalog>,
    private readonly lexiconDir: string,
  ) {}

  provider() {
    this.lexicon ??= loadLexicon(this.lexiconDir);
    const c = this.catalog();
    const games = [...(c.games ?? []).filter((g) => !this.games.has(g.id)), ...this.games.values()];
    return createBuiltinProvider(
      { games, categories: c.categories ?? { categories: {}, pages: [] }, content: c.content ?? [] } as Catalog,
      this.lexicon,
    );
  }

  game(id: string): GameDefinition | undefined {
    return this.games.get(id) ?? this.catalog().games?.find((g) => g.id === id);
  }

  newPlayId(): string {
    return `vorschau-${this.nextId++}`;
  }

  reset(): void {
    this.plays.clear();
    this.played.clear();
    this.totalPoints = 0;
  }
}

const author = { id: 'studio-author', email: 'autorin@ferdy.invalid', displayName: 'Autorin', emailVerified: true, pendingEmail: null };

const checkBody = z.strictObject({
  checker: z.enum(checkerNames as [CheckerName, ...CheckerName[]]),
  input: z.record(z.string(), z.string()),
});

export function previewApi(state: PreviewState) {
  const unknownGame = () => errorBody('unknown_game', 'Dieses Spiel gibt es nicht.');
  const check = async (game: GameDefinition, body: z.infer<typeof checkBody>) => {
    const parsed = checkerInputSchemas[body.checker].safeParse(body.input);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Die Antwort fehlt oder ist zu lang.' } as const;
    const output = await state.provider().check(body.checker, parsed.data as never);
    return { ok: true, output: checkerOutputSchemas[body.checker].parse(output) as Record<string, unknown> } as const;
  };

  return new Hono()
    .get('/auth/me', (c) => c.json({ user: author }))
    .post('/plays', validate('json', z.strictObject({ gameId: z.string().max(60) })), async (c) => {
      const game = state.game(c.req.valid('json').gameId);
      if (!game) return c.json(unknownGame(), 404);
      if (state.simulateLimit && state.played.has(game.category)) {
        return c.json({ ...errorBody('needs_payment', needsPaymentMessage), needsPayment: true, category: game.category }, 402);
      }
      let items: PlayItem[] = [];
      if (game.items) {
        const generated = await state
          .provider()
          .generate(game.items.generator, { count: game.items.count, set: game.items.set, pairs: game.items.pairs });
        items = generated.outputs.map((o) => prepareItem(game, o));
      }
      const playId = state.newPlayId();
      state.plays.set(playId, { game, items, checks: [], done: false });
      return c.json({ playId, items, recorded: true }, 201);
    })
    .post('/plays/:id/check', validate('json', checkBody), async (c) => {
      const play = state.plays.get(c.req.param('id') ?? '');
      if (!play) return c.json(errorBody('unknown_play', 'Dieses Spiel wurde nicht gefunden.'), 404);
      const body = c.req.valid('json');
      const answer = await check(play.game, body);
      if (!answer.ok) return c.json(errorBody('invalid_input', answer.message), 400);
      play.checks.push({ checker: body.checker, input: body.input, output: answer.output });
      return c.json(answer.output);
    })
    .post('/checks', validate('json', checkBody.extend({ gameId: z.string().max(60) })), async (c) => {
      const body = c.req.valid('json');
      const game = state.game(body.gameId);
      if (!game) return c.json(unknownGame(), 404);
      const answer = await check(game, { checker: body.checker, input: body.input });
      if (!answer.ok) return c.json(errorBody('invalid_input', answer.message), 400);
      return c.json(answer.output);
    })
    .post('/plays/:id/complete', validate('json', z.strictObject({ events: eventLogSchema })), (c) => {
      const play = state.plays.get(c.req.param('id') ?? '');
      if (!play) return c.json(errorBody('unknown_play', 'Dieses Spiel wurde nicht gefunden.'), 404);
      if (play.done) return c.json(errorBody('play_finished', 'Dieses Spiel wurde schon abgeschlossen.'), 409);
      const out = replay(play.game, play.items, c.req.valid('json').events, play.checks).output;
      if (!out) return c.json(errorBody('not_finished', 'Das Spiel ist noch nicht zu Ende gespielt.'), 409);
      play.done = true;
      const points = out.recorded ? out.points : 0;
      state.totalPoints += points;
      state.played.add(play.game.category);
      const canPlayAgain = !state.simulateLimit;
      return c.json({
        pointsEarned: points,
        totalPoints: state.totalPoints,
        score: out.score,
        success: out.success,
        recorded: out.recorded,
        canPlayAgain,
        needsPayment: !canPlayAgain,
      });
    })
    .post('/payments/checkout', (c) => c.json(errorBody('preview', 'In der Vorschau wird nichts gekauft.'), 400))
    .all('*', (c) => c.json(errorBody('not_found', 'Gibt es in der Vorschau nicht.'), 404));
}
