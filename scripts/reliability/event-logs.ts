import type { GameEvent } from '../../engine/events.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { ChoiceItem, MatchingItem, PlayItem, TrafficLightItem } from '../../engine/items.ts';

// Event logs a child's browser would record, built from the items the server drew: the server
// replays them to award points, so the simulated children must play by the rules too.

const colours = ['red', 'yellow', 'green'] as const;

/** A finished play of a choice, traffic-light or matching game; `skill` is the share of right answers. */
export function eventsFor(game: GameDefinition, items: PlayItem[], random: () => number, skill = 0.7): GameEvent[] {
  const events: GameEvent[] = [{ type: 'START' }];
  switch (game.player) {
    case 'choice': {
      for (const item of (items as ChoiceItem[]).slice(0, game.rounds)) {
        // A game that asks again after a wrong answer is answered right, so the log stays short.
        const right = game.onWrong === 'retry' || random() < skill;
        events.push({ type: 'SELECT', index: right ? item.correctIndex : (item.correctIndex + 1) % item.options.length });
        if (game.confirm) events.push({ type: 'CONFIRM' });
        if (!game.confirm || game.reveal === 'immediate') events.push({ type: 'NEXT' });
      }
      return events;
    }
    case 'traffic-light':
      for (let i = 0; i < (items as TrafficLightItem[]).length; i++)
        events.push({ type: 'ANSWER', colour: colours[Math.floor(random() * 3)]! });
      return events;
    case 'matching': {
      const tiles = (items as MatchingItem[])[0]?.tiles ?? [];
      const pairs = [...new Set(tiles.map((t) => t.pair))];
      const matched = new Set<number>();
      for (const pair of pairs) {
        const fixed = tiles.findIndex((t) => t.pair === pair && t.type === 'fixed');
        const growth = tiles.findIndex((t) => t.pair === pair && t.type === 'growth');
        if (random() > skill) {
          // A matched tile cannot be picked again: a miss takes one of a pair still open.
          const wrong = tiles.findIndex((t) => t.pair !== pair && !matched.has(t.pair) && t.type === 'growth');
          if (wrong >= 0) events.push({ type: 'PICK', tile: fixed }, { type: 'PICK', tile: wrong }, { type: 'CHECK' }, { type: 'DISMISS' });
        }
        events.push({ type: 'PICK', tile: fixed }, { type: 'PICK', tile: growth }, { type: 'CHECK' }, { type: 'DISMISS' });
        matched.add(pair);
      }
      return events;
    }
    case 'text':
      throw new Error(`${game.id}: writing games need a check first (see rewriteEvents)`);
  }
}

/** Sag's mal anders and Ich-Botschaften: one answer, checked on the server before completing. */
export const friendlyRewrite = 'Ich bin gerade sauer. Kannst du mir bitte sagen, was los ist? Lass uns in Ruhe reden.';

export function rewriteEvents(rewrite = friendlyRewrite): GameEvent[] {
  return [{ type: 'START' }, { type: 'SUBMIT', values: { rewrite } }];
}
