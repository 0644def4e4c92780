import * as z from 'zod/mini';
import type { GameDefinition } from './game-schema.ts';
import type { PlayItem } from './items.ts';

// The shape of the items a player receives, checked where they arrive (the browser, from the
// server's answer). zod/mini keeps the game chunk small; unknown keys pass through untouched.

const text = z.string().check(z.minLength(1));

const choiceItem = z
  .looseObject({
    prompt: text,
    options: z.array(text).check(z.minLength(2)),
    correctIndex: z.number().check(z.gte(0)),
    explanation: z.optional(z.string()),
    why: z.optional(z.string()),
  })
  .check(z.refine((item) => item.correctIndex < item.options.length, 'correctIndex names no option'));

const textItem = z.looseObject({
  prompt: z.string(),
  raw: z.record(z.string(), z.unknown()),
  terms: z.optional(z.array(text)),
  forms: z.optional(z.array(z.array(z.string()))),
  sample: z.optional(z.string()),
  accept: z.optional(z.array(z.string())),
  model: z.optional(z.string()),
  band: z.optional(z.enum(['6-8', '9-12'])),
});

const matchingItem = z.looseObject({
  tiles: z.array(z.looseObject({ text, type: z.enum(['fixed', 'growth']), pair: z.number() })).check(z.minLength(2)),
});

const colour = z.looseObject({ title: z.optional(z.string()), feedback: text, strategy: text });
const trafficLightItem = z.looseObject({ text, red: colour, yellow: colour, green: colour });

const itemLists = {
  choice: z.array(choiceItem),
  text: z.array(textItem),
  matching: z.array(matchingItem),
  'traffic-light': z.array(trafficLightItem),
} satisfies Record<GameDefinition['player'], z.ZodMiniType>;

/** The items of a play as a game of this kind shows them, or null for a broken or foreign answer. */
export function itemsFor(kind: GameDefinition['player'], items: unknown): PlayItem[] | null {
  const parsed = itemLists[kind].safeParse(items);
  // Returned as PlayItem[]: a schema whose output no longer fits its item type fails the type check.
  return parsed.success ? parsed.data : null;
}
