import { describe, expect, it } from 'vitest';
import { compileGame } from '../../engine/compile.ts';
import { shippedCatalog } from '../../server/content.ts';
import { activePaths, machineChart } from './machine-chart.ts';

describe('the machine chart', () => {
  it('lists every state of a game with its transitions, from the compiled machine', () => {
    const game = shippedCatalog().games.find((g) => g.id === 'streitschlichter')!;
    const chart = machineChart(compileGame(game));
    expect(chart.map((s) => s.path)).toEqual(expect.arrayContaining(['intro', 'loading', 'question', 'feedback', 'done']));
    expect(chart.find((s) => s.path === 'intro')).toMatchObject({ initial: true, transitions: [{ event: 'START', targets: ['loading'] }] });
    const confirm = chart.find((s) => s.path === 'question')!.transitions.find((t) => t.event === 'CONFIRM');
    expect(confirm).toMatchObject({ targets: ['feedback'], guard: 'hasSelection' });
    expect(chart.find((s) => s.path === 'loading')!.transitions[0]!.label).toBe('fertig: loadItems');
  });

  it('knows which states a snapshot value is in', () => {
    expect([...activePaths('question')]).toEqual(['question']);
    expect([...activePaths({ play: 'question' })]).toEqual(expect.arrayContaining(['play', 'play.question']));
  });
});
