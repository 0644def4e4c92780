import { z } from 'zod';
import type { Catalog } from '../../engine/catalog.ts';
import { itemsPerOutput, outputFromContent } from '../../engine/content-output.ts';
import { eventLogSchema } from '../../engine/events.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { generatorContent } from '../../engine/generators.ts';
import { prepareItem, type PlayItem } from '../../engine/items.ts';
import { replay, type RecordedCheck } from '../../engine/replay.ts';

/** A recorded play as `npm run replay` reads it: an array of events, or { items?, events, checks? }. */
export const recordedPlaySchema = z.union([
  eventLogSchema.transform((events) => ({ events, items: undefined as unknown[] | undefined, checks: [] as RecordedCheck[] })),
  z.object({ events: eventLogSchema, items: z.array(z.unknown()).optional(), checks: z.array(z.any()).default([]) }),
]);
export type RecordedPlay = z.output<typeof recordedPlaySchema>;

/**
 * The items of a recorded play without its own: the first items of the game's content set, in
 * order, exactly as `npm run replay` (engine/cli-replay.ts) picks them.
 */
export function firstItems(game: GameDefinition, content: Catalog['content']): PlayItem[] {
  if (!game.items) return [];
  const items = game.items;
  const source = generatorContent[items.generator];
  const set = content.find((s) => s.set === (items.set ?? source.defaultSet));
  if (!set) return [];
  const per = itemsPerOutput(items.generator, items.pairs);
  return Array.from({ length: items.count }, (_, i) => {
    const slice = set.items.slice(i * per, i * per + per);
    return prepareItem(game, outputFromContent(items.generator, slice.length === per ? slice : set.items.slice(0, per)), () => 0.5);
  });
}

/** What the studio shows of a context: everything but the bulky parts (items, tiles, the final record). */
export function briefContext(ctx: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(ctx).filter(([k]) => !['items', 'tiles', 'final', 'record'].includes(k)));
}

export type ReplayView = {
  steps: { event: unknown; accepted: boolean; state: unknown; context: Record<string, unknown>; correct: number | null }[];
  finished: boolean;
  state: unknown;
  /** as the server computes a completed play: score, success and the points it credits */
  result: { score: number; points: number; success: boolean; share: number; correct: number } | null;
};

/** Replays a recorded play step by step with the engine's replay, as the server does on completion. */
export function replayForStudio(game: GameDefinition, content: Catalog['content'], play: RecordedPlay): ReplayView {
  const items = (play.items as PlayItem[] | undefined) ?? firstItems(game, content);
  const out = replay(game, items, play.events, play.checks);
  const correctOf = (ctx: Record<string, unknown>) => (typeof ctx.correct === 'number' ? ctx.correct : null);
  return {
    steps: out.steps.map((s) => ({
      event: s.event,
      accepted: s.accepted,
      state: s.state,
      context: briefContext(s.context),
      correct: correctOf(s.context),
    })),
    finished: out.finished,
    state: out.state,
    result: out.output
      ? {
          score: out.output.score,
          // The server credits a play's points only when its completion was recorded.
          points: out.output.recorded ? out.output.points : 0,
          success: out.output.success,
          share: out.output.share,
          correct: out.output.correct,
        }
      : null,
  };
}
