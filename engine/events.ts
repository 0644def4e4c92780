import { z } from 'zod';
import { maxAnswerChars } from './text-rules.ts';

/**
 * Events a child's actions send to a game machine. These are what the web records and the
 * server replays; anything else in an event log is refused.
 */
export const gameEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('START') }),
  z.strictObject({ type: z.literal('RETRY') }),
  z.strictObject({ type: z.literal('SELECT'), index: z.number().int().min(0).max(20) }),
  z.strictObject({ type: z.literal('CONFIRM') }),
  z.strictObject({ type: z.literal('NEXT') }),
  z.strictObject({ type: z.literal('BACK') }),
  z.strictObject({
    type: z.literal('SUBMIT'),
    // A text field holds at most maxAnswerChars (game-schema caps every field's maxLength there).
    values: z.record(z.string().max(40), z.string().max(maxAnswerChars)).refine((v) => Object.keys(v).length <= 10, 'too many fields'),
  }),
  z.strictObject({ type: z.literal('REROLL') }),
  z.strictObject({ type: z.literal('SHOW_SAMPLE') }),
  z.strictObject({ type: z.literal('DISMISS') }),
  z.strictObject({ type: z.literal('PICK'), tile: z.number().int().min(0).max(100) }),
  z.strictObject({ type: z.literal('CHECK') }),
  z.strictObject({ type: z.literal('ANSWER'), colour: z.enum(['red', 'yellow', 'green']) }),
]);

export type GameEvent = z.infer<typeof gameEventSchema>;

/** Longest event log a play may send (a DenkWeiser play with much going back is ~60). */
export const maxEvents = 400;
export const eventLogSchema = z.array(gameEventSchema).max(maxEvents);
