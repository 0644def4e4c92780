import { describe, expect, it } from 'vitest';
import { compileGame } from '../../engine/compile.ts';
import { shippedCatalog } from '../../server/content.ts';
import { activePaths, machineChart, type ChartState } from './machine-chart.ts';
import { layoutChart, type ChartBox } from './machine-layout.ts';

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

describe('the state chart’s layout', () => {
  const overlap = (a: ChartBox, b: ChartBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const near = (p: { x: number; y: number }, b: ChartBox) =>
    p.x >= b.x - 2 && p.x <= b.x + b.width + 2 && p.y >= b.y - 2 && p.y <= b.y + b.height + 2;

  it.each(['streitschlichter', 'sags-mal-anders', 'paare-finden', 'gefuehlsampel'])(
    '%s: a box per state, an arrow per way between states, nothing on top of each other',
    (id) => {
      const chart = machineChart(compileGame(shippedCatalog().games.find((g) => g.id === id)!));
      const layout = layoutChart(chart);
      expect(layout.boxes.map((b) => b.path)).toEqual(chart.map((s) => s.path));
      const ways = new Set(chart.flatMap((s) => s.transitions.flatMap((t) => t.targets.map((to) => `${s.path}>${to}`))));
      expect(new Set(layout.arrows.map((a) => `${a.from}>${a.to}`))).toEqual(ways);
      for (const [i, a] of layout.boxes.entries())
        for (const b of layout.boxes.slice(i + 1)) expect(overlap(a, b), `${a.path} and ${b.path}`).toBe(false);
      const box = new Map(layout.boxes.map((b) => [b.path, b]));
      for (const a of layout.arrows) {
        expect(near(a.points[0]!, box.get(a.from)!), `${a.from}→${a.to} starts at its state`).toBe(true);
        expect(near(a.points.at(-1)!, box.get(a.to)!), `${a.from}→${a.to} ends at its state`).toBe(true);
      }
      for (const b of layout.boxes) {
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(layout.width + 0.5);
      }
    },
  );

  it('an arrow carries every event between its two states, with its guard; events that stay are written in the box', () => {
    const layout = layoutChart(machineChart(compileGame(shippedCatalog().games.find((g) => g.id === 'streitschlichter')!)));
    expect(layout.arrows.find((a) => a.from === 'feedback' && a.to === 'question')!.lines).toEqual(['NEXT [retryWrong]', 'NEXT']);
    expect(layout.boxes.find((b) => b.path === 'question')!.stays).toEqual(['SELECT', 'BACK']);
    expect(layout.boxes.find((b) => b.path === 'done')).toMatchObject({ final: true });
  });

  it('a compound state is a frame around its children', () => {
    const states: ChartState[] = [
      {
        path: 'intro',
        key: 'intro',
        depth: 1,
        type: 'atomic',
        initial: true,
        transitions: [{ event: 'START', label: 'START', targets: ['play'], guard: null }],
      },
      {
        path: 'play',
        key: 'play',
        depth: 1,
        type: 'compound',
        initial: false,
        transitions: [{ event: 'QUIT', label: 'QUIT', targets: ['done'], guard: null }],
      },
      {
        path: 'play.question',
        key: 'question',
        depth: 2,
        type: 'atomic',
        initial: true,
        transitions: [{ event: 'ANSWER', label: 'ANSWER', targets: ['play.feedback'], guard: null }],
      },
      { path: 'play.feedback', key: 'feedback', depth: 2, type: 'atomic', initial: false, transitions: [] },
      { path: 'done', key: 'done', depth: 1, type: 'final', initial: false, transitions: [] },
    ];
    const layout = layoutChart(states);
    const frame = layout.boxes.find((b) => b.path === 'play')!;
    expect(frame.compound).toBe(true);
    for (const child of layout.boxes.filter((b) => b.path.startsWith('play.'))) {
      expect(child.x).toBeGreaterThanOrEqual(frame.x);
      expect(child.y).toBeGreaterThanOrEqual(frame.y);
      expect(child.x + child.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(child.y + child.height).toBeLessThanOrEqual(frame.y + frame.height);
    }
    expect(layout.arrows.map((a) => `${a.from}>${a.to}`).sort()).toEqual(['intro>play', 'play.question>play.feedback', 'play>done']);
  });
});
