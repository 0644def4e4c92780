import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { compileGame } from '../../engine/compile.ts';
import type { GameDefinition, TextGame } from '../../engine/game-schema.ts';
import { checkerPassFlags } from '../../engine/generators.ts';
import type { PlayItem, TextItem } from '../../engine/items.ts';
import { catalog } from './catalog.ts';

/** Small, valid items for each player kind, so the walk stays finite. */
function itemsFor(game: GameDefinition): PlayItem[] {
  switch (game.player) {
    case 'choice':
      return [0, 1, 2].map((i) => ({ prompt: `F${i}`, options: ['a', 'b'], correctIndex: i % 2 }));
    case 'text':
      return [0, 1].map((i) => ({
        prompt: `P${i}`,
        terms: ['Drache', 'Fahrrad', 'Kuchen'],
        forms: [[], [], []],
        sample: 'Sie teilen die Kekse gerecht auf',
        raw: { sentence: `S${i}`, scenario: `S${i}`, word: 'Karton', question: 'Q', answer: 'A' },
      }));
    case 'matching':
      return [
        {
          tiles: [
            { text: 'f0', type: 'fixed', pair: 0 },
            { text: 'g0', type: 'growth', pair: 0 },
            { text: 'f1', type: 'fixed', pair: 1 },
            { text: 'g1', type: 'growth', pair: 1 },
          ],
        },
      ];
    case 'traffic-light':
      return [0, 1].map((i) => ({
        text: `T${i}`,
        red: { feedback: 'r', strategy: 'r' },
        yellow: { feedback: 'y', strategy: 'y' },
        green: { feedback: 'g', strategy: 'g' },
      }));
  }
}

/** Different ideas of real letters ("Badekiste", "Bafikiste", …): no numbers, no keyboard rows. */
function distinctIdeas(n: number): string[] {
  const syllables = ['ba', 'de', 'fi', 'go', 'lu', 'ma', 'ne', 'ri', 'so', 'tu'];
  return Array.from({ length: n }, (_, i) => {
    const word = `${syllables[i % 10]}${syllables[Math.floor(i / 10) % 10]}kiste`;
    return word[0]!.toUpperCase() + word.slice(1);
  });
}

/** Field values that pass every validation rule and goal of a writing game. */
function passingValues(game: TextGame, item: TextItem): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of game.fields) {
    const rules = [...game.validate, ...game.goals].filter((r) => ('field' in r ? r.field === f.id : r.fields.includes(f.id)));
    if (rules.some((r) => r.rule === 'matches-sample')) {
      values[f.id] = item.sample ?? '';
      continue;
    }
    const minWords = Math.max(1, ...rules.map((r) => (r.rule === 'min-words' ? r.min : 0)));
    const minIdeas = Math.max(0, ...rules.map((r) => (r.rule === 'min-ideas' ? r.min : 0)));
    // A story: every term in a sentence, something happens (the past tense), then enough words.
    const story = (item.terms ?? []).map((t) => `Eines Tages kam ${t} zu uns und wir lachten.`).join(' ');
    const parts = [story, Array.from({ length: minWords + 2 }, (_, i) => `wort${i}`).join(' ')];
    if (minIdeas) parts.push(distinctIdeas(minIdeas).join('\n'));
    values[f.id] = parts.join('\n');
  }
  return values;
}

function eventsFor(game: GameDefinition, items: PlayItem[]) {
  return (snapshot: AnyMachineSnapshot) => {
    const out: { type: string; [k: string]: unknown }[] = [];
    for (const type of __unsafe_getAllOwnEventDescriptors(snapshot)) {
      if (type === 'SELECT') for (const index of [0, 1, 5]) out.push({ type, index });
      else if (type === 'PICK') for (const tile of [0, 1, 2, 3, 9]) out.push({ type, tile });
      else if (type === 'ANSWER') for (const colour of ['red', 'yellow', 'green']) out.push({ type, colour });
      else if (type === 'SUBMIT' && game.player === 'text') {
        const item = (snapshot.context.items as TextItem[])[snapshot.context.index as number] ?? (items[0] as TextItem);
        out.push({ type, values: {} }, { type, values: passingValues(game, item) });
      } else if (type === 'xstate.done.actor.loadItems') out.push({ type, output: items }, { type, output: [] });
      else if (
        type === 'xstate.error.actor.loadItems' ||
        type === 'xstate.error.actor.checkAnswer' ||
        type === 'xstate.error.actor.recordCompletion'
      )
        out.push({ type, error: new Error('offline') });
      else if (type === 'xstate.done.actor.checkAnswer' && game.player === 'text' && game.check) {
        const flags = checkerPassFlags[game.check.checker] as string[];
        out.push({ type, output: { ...Object.fromEntries(flags.map((f) => [f, true])), feedback: 'gut' } });
        out.push({ type, output: { ...Object.fromEntries(flags.map((f) => [f, false])), feedback: 'noch nicht' } });
      } else if (type === 'xstate.done.actor.recordCompletion') out.push({ type, output: { pointsEarned: 10 } });
      else if (!type.startsWith('xstate.done.actor') && !type.startsWith('xstate.error.actor') && type !== '*') out.push({ type });
    }
    return out as never[];
  };
}

/** What distinguishes two positions in a play; texts and attempt counters are left out so the walk ends. */
function serialize(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as Record<string, unknown>;
  const keep = [
    'round',
    'selected',
    'answers',
    'correct',
    'lastCorrect',
    'index',
    'right',
    'matched',
    'selectedFixed',
    'selectedGrowth',
    'points',
    'lastResult',
    'error',
  ];
  const ctx = Object.fromEntries(keep.filter((k) => k in c).map((k) => [k, k === 'error' ? c[k] !== null : c[k]]));
  if ('feedback' in c) ctx.feedback = (c.feedback as { kind?: string } | null)?.kind ?? null;
  if ('items' in c) ctx.items = (c.items as unknown[]).length;
  return JSON.stringify({ value: snapshot.value, status: snapshot.status, ctx });
}

describe.each(catalog.games.map((g) => [g.id, g] as const))('%s: every reachable state can still finish', (_id, game) => {
  const machine = compileGame(game);
  const items = itemsFor(game);
  const options = { events: eventsFor(game, items), serializeState: serialize, limit: 50_000 } as never;

  it('walks the whole graph: a final state is reachable and nothing is a dead end', () => {
    const adjacency = getAdjacencyMap(machine as never, options) as unknown as Record<
      string,
      { state: AnyMachineSnapshot; transitions: Record<string, { state: AnyMachineSnapshot }> }
    >;
    const keys = Object.keys(adjacency);
    expect(keys.length).toBeGreaterThan(3);
    // Reverse reachability from every finished state.
    const canFinish = new Set(keys.filter((k) => adjacency[k]!.state.status === 'done'));
    expect(canFinish.size).toBeGreaterThan(0);
    let grew = true;
    while (grew) {
      grew = false;
      for (const k of keys) {
        if (canFinish.has(k)) continue;
        if (Object.values(adjacency[k]!.transitions).some((t) => canFinish.has(serialize(t.state)))) {
          canFinish.add(k);
          grew = true;
        }
      }
    }
    const stuck = keys.filter((k) => !canFinish.has(k));
    expect(stuck).toEqual([]);
  });

  it('every shortest path to a finished play ends in the final state with an output', () => {
    const paths = getShortestPaths(
      machine as never,
      { ...(options as object), toState: (s: AnyMachineSnapshot) => s.status === 'done' } as never,
    ) as { state: AnyMachineSnapshot }[];
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) {
      expect(p.state.status).toBe('done');
      expect(p.state.output).toMatchObject({ score: expect.any(Number), points: expect.any(Number), success: expect.any(Boolean) });
    }
  });
});
