import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events.ts';
import type { ChoiceItem } from '../../engine/items.ts';
import { shippedCatalog } from '../content.ts';
import { inlineReplayer, workerReplayer, type ReplayJob } from './replayer.ts';

const games = shippedCatalog().games;
const items: ChoiceItem[] = Array.from({ length: 5 }, (_, i) => ({ prompt: `Frage ${i + 1}`, options: ['A', 'B', 'C'], correctIndex: i % 3 }));
const answers = (right: boolean[]): GameEvent[] => [
  { type: 'START' },
  ...items.flatMap((item, i): GameEvent[] => [
    { type: 'SELECT', index: right[i] ? item.correctIndex : (item.correctIndex + 1) % 3 },
    { type: 'CONFIRM' },
    { type: 'NEXT' },
  ]),
];
const job = (events: GameEvent[]): ReplayJob => ({ gameId: 'streitschlichter', items, events, checks: [] });

describe('replay on worker threads', () => {
  const logged: string[] = [];
  const pool = workerReplayer(games, 2, (line) => logged.push(line));
  afterAll(() => pool.close());

  it('gives the same results as replaying on the event loop, for many plays at once', async () => {
    const inline = inlineReplayer(games);
    const jobs = Array.from({ length: 40 }, (_, n) => job(answers(items.map((_, i) => (n >> i) % 2 === 0))));
    const [onThreads, here] = await Promise.all([Promise.all(jobs.map((j) => pool.replay(j))), Promise.all(jobs.map((j) => inline.replay(j)))]);
    expect(onThreads).toEqual(here);
    expect(new Set(onThreads.map((o) => o?.score))).toEqual(new Set([0, 20, 40, 60, 80, 100]));
    expect(logged).toEqual([]);
  });

  it('answers null for a log that does not finish the game', async () => {
    expect(await pool.replay(job(answers([true, true]).slice(0, 4)))).toBeNull();
  });

  it('fails a job for a game it does not know, and goes on working', async () => {
    await expect(pool.replay({ ...job([]), gameId: 'gibt-es-nicht' })).rejects.toThrow(/unknown game/);
    expect(await pool.replay(job(answers([true, true, true, true, true])))).toMatchObject({ score: 100, success: true });
  });
});
