import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events.ts';
import type { ChoiceItem, MatchingItem, TextItem, TrafficLightItem } from '../../engine/items.ts';
import { replay } from '../../engine/replay.ts';
import { pickResult } from '../../engine/scoring.ts';
import { game } from './catalog.ts';

const choiceItems = (n: number, options = 3): ChoiceItem[] =>
  Array.from({ length: n }, (_, i) => ({
    prompt: `Frage ${i + 1}`,
    options: Array.from({ length: options }, (_, o) => `Antwort ${o}`),
    correctIndex: i % options,
  }));

/** Answers question i with its correct option when right[i], else with another one. */
function confirmAnswers(items: ChoiceItem[], right: boolean[]): GameEvent[] {
  const events: GameEvent[] = [{ type: 'START' }];
  items.forEach((item, i) => {
    const index = right[i] ? item.correctIndex : (item.correctIndex + 1) % item.options.length;
    events.push({ type: 'SELECT', index }, { type: 'CONFIRM' }, { type: 'NEXT' });
  });
  return events;
}

const resultText = (id: string, share: number) => {
  const g = game(id);
  if (g.player !== 'choice') throw new Error('not a choice game');
  return pickResult(g.results, share)!.text;
};

describe('Streitschlichter', () => {
  const g = game('streitschlichter');
  const items = choiceItems(5);

  it('has 5 questions and +1 per correct answer', async () => {
    const r = replay(g, items, confirmAnswers(items, [true, true, false, true, false]));
    expect(r.finished).toBe(true);
    expect(r.output).toMatchObject({ correct: 3, share: 0.6, score: 60, success: true });
  });

  it('shows Ausgezeichnet from 80 %, Gut gemacht from 60 %, encouragement below', async () => {
    const r4 = replay(g, items, confirmAnswers(items, [true, true, true, true, false]));
    expect(r4.output?.share).toBe(0.8);
    expect(resultText('streitschlichter', r4.output!.share)).toMatch(/^Ausgezeichnet/);
    expect(resultText('streitschlichter', 0.6)).toMatch(/^Gut gemacht/);
    expect(resultText('streitschlichter', 0.4)).not.toMatch(/^(Ausgezeichnet|Gut gemacht)/);
  });

  it('loads no more questions after the fifth: extra answers are ignored', async () => {
    const events = confirmAnswers(items, [true, true, true, true, true]);
    const forged = [...events, { type: 'SELECT', index: 0 } as const, { type: 'CONFIRM' } as const, { type: 'NEXT' } as const];
    const r = replay(g, [...items, ...choiceItems(3)], forged);
    expect(r.output).toMatchObject({ correct: 5, score: 100 });
  });

  it('does not count an answer claimed right that is wrong', async () => {
    const r = replay(g, items, confirmAnswers(items, [false, false, false, false, false]));
    expect(r.output).toMatchObject({ correct: 0, score: 0, success: false });
  });
});

describe('DenkWeiser', () => {
  const g = game('denkweiser');
  const items = choiceItems(10, 2);

  it('has 10 questions with two answers and the 80/60 thresholds', async () => {
    const events: GameEvent[] = [{ type: 'START' }];
    items.forEach((item, i) =>
      events.push({ type: 'SELECT', index: i < 8 ? item.correctIndex : 1 - item.correctIndex }, { type: 'CONFIRM' }),
    );
    const r = replay(g, items, events);
    expect(r.output).toMatchObject({ correct: 8, share: 0.8, score: 80 });
    expect(resultText('denkweiser', 0.8)).toMatch(/^Ausgezeichnet/);
    expect(resultText('denkweiser', 0.7)).toMatch(/^Gut gemacht/);
  });

  it("'Zurück' goes to the previous question and a changed answer counts", async () => {
    const wrongFirst = 1 - items[0]!.correctIndex;
    const events: GameEvent[] = [{ type: 'START' }, { type: 'SELECT', index: wrongFirst }, { type: 'CONFIRM' }, { type: 'BACK' }];
    const mid = replay(g, items, events);
    expect(mid.context.round).toBe(0);
    expect(mid.context.selected).toBe(wrongFirst);
    events.push({ type: 'SELECT', index: items[0]!.correctIndex }, { type: 'CONFIRM' });
    items.slice(1).forEach((item) => events.push({ type: 'SELECT', index: item.correctIndex }, { type: 'CONFIRM' }));
    const r = replay(g, items, events);
    expect(r.output).toMatchObject({ correct: 10, score: 100 });
  });

  it('has no way back from the first question', async () => {
    const r = replay(g, items, [{ type: 'START' }, { type: 'BACK' }]);
    expect(r.steps[1]!.accepted).toBe(false);
  });
});

describe('Mindset-Quiz (/mindmatch)', () => {
  const g = game('mindmatch');
  const items = choiceItems(10, 2);

  it('answers with one click, has 10 questions and thresholds 80/60/40', async () => {
    const events: GameEvent[] = [{ type: 'START' }];
    items.forEach((item, i) => events.push({ type: 'SELECT', index: i < 4 ? item.correctIndex : 1 - item.correctIndex }, { type: 'NEXT' }));
    const r = replay(g, items, events);
    expect(r.output).toMatchObject({ correct: 4, share: 0.4, score: 40 });
    const texts = [0.8, 0.6, 0.4, 0.2].map((s) => resultText('mindmatch', s));
    expect(new Set(texts).size).toBe(4);
  });

  it('locks the answer: a second click on the same question changes nothing', async () => {
    const item = items[0]!;
    const r = replay(g, items, [
      { type: 'START' },
      { type: 'SELECT', index: 1 - item.correctIndex },
      { type: 'SELECT', index: item.correctIndex },
    ]);
    expect(r.steps[2]!.accepted).toBe(false);
    expect(r.context.correct).toBe(0);
  });
});

describe('Gefühlsradar', () => {
  const g = game('gefuehlsradar');
  const items = choiceItems(5, 4);

  it('retries the same scenario after a wrong answer and records 100 after 5 rounds', async () => {
    const events: GameEvent[] = [{ type: 'START' }];
    items.forEach((item) => {
      events.push({ type: 'SELECT', index: (item.correctIndex + 1) % 4 }, { type: 'CONFIRM' }, { type: 'NEXT' });
      events.push({ type: 'SELECT', index: item.correctIndex }, { type: 'CONFIRM' }, { type: 'NEXT' });
    });
    const afterWrong = replay(g, items, events.slice(0, 4));
    expect(afterWrong.context.round).toBe(0);
    const r = replay(g, items, events);
    expect(r.output).toMatchObject({ correct: 5, score: 100 });
  });
});

describe('Gefühlsampel', () => {
  const g = game('gefuehlsampel');
  const item: TrafficLightItem = {
    text: 'Situation',
    red: { feedback: 'r', strategy: 'rs' },
    yellow: { feedback: 'y', strategy: 'ys' },
    green: { feedback: 'g', strategy: 'gs' },
  };
  const items = Array.from({ length: 5 }, () => item);

  it('has 5 rounds, 20 points per answer, every colour accepted (max 100)', async () => {
    const colours = ['red', 'yellow', 'green', 'red', 'green'] as const;
    const r = replay(g, items, [{ type: 'START' }, ...colours.map((colour) => ({ type: 'ANSWER' as const, colour }))]);
    expect(r.output).toMatchObject({ score: 100, points: 100, correct: 5 });
  });

  it('advances 4 s after an answer', () => {
    expect(g.player === 'traffic-light' && g.advanceAfterMs).toBe(4000);
  });
});

describe('Paare finden', () => {
  const g = game('paare-finden');
  const tiles: MatchingItem['tiles'] = [
    { text: 'f0', type: 'fixed', pair: 0 },
    { text: 'g1', type: 'growth', pair: 1 },
    { text: 'g0', type: 'growth', pair: 0 },
    { text: 'f1', type: 'fixed', pair: 1 },
    { text: 'f2', type: 'fixed', pair: 2 },
    { text: 'g2', type: 'growth', pair: 2 },
  ];
  const pick = (...ts: number[]): GameEvent[] => [...ts.map((tile) => ({ type: 'PICK' as const, tile })), { type: 'CHECK' }];

  it('+10 per pair, −2 per miss floored at 0, score = points + 10', async () => {
    const events: GameEvent[] = [{ type: 'START' }, ...pick(0, 1), ...pick(0, 2), ...pick(3, 5), ...pick(3, 1), ...pick(4, 5)];
    const r = replay(g, [{ tiles }], events);
    // miss at 0 → stays 0; +10; miss → 8; +10 → 18; +10 → 28
    expect(r.output).toMatchObject({ points: 38, score: 38, correct: 3 });
    expect(r.context.points).toBe(28);
  });

  it('records only with at least 2 correct pairs', async () => {
    const twoPairs = tiles.slice(0, 4);
    const r = replay(g, [{ tiles: twoPairs }], [{ type: 'START' }, ...pick(0, 2), ...pick(3, 1)]);
    expect(r.output?.recorded).toBe(true);
    expect(g.completion.minCorrect).toBe(2);
  });

  it('loads the next set 300 ms after the board is cleared', () => {
    expect(g.player === 'matching' && g.reloadAfterMs).toBe(300);
  });
});

const textItem = (raw: Record<string, unknown>, extra: Partial<TextItem> = {}): TextItem => ({
  prompt: String(raw.sentence ?? raw.word ?? raw.question ?? ''),
  raw,
  ...extra,
});

describe('writing games: fixed completion scores (docs/product-rules.md)', () => {
  it("Sag's mal anders 80, Ich-Botschaften 85 (after the checker agreed)", async () => {
    for (const [id, checker, flag, score] of [
      ['sags-mal-anders', 'check-rewrite', 'isImproved', 80],
      ['ich-botschaften', 'check-ichbotschaft', 'isIMessage', 85],
    ] as const) {
      const item = textItem({ sentence: 'Du bist doof!' });
      const text = 'Ich bin traurig, wenn du so etwas sagst.';
      const checks = [{ checker, input: { original: 'Du bist doof!', rewrite: text }, output: { [flag]: true, feedback: 'Gut!' } }];
      const r = replay(game(id), [item], [{ type: 'START' }, { type: 'SUBMIT', values: { rewrite: text } }], checks);
      expect(r.output?.score).toBe(score);
    }
  });

  it('a verdict the server never gave earns nothing', async () => {
    const item = textItem({ sentence: 'Du bist doof!' });
    const checks = [
      {
        checker: 'check-rewrite' as const,
        input: { original: 'Du bist doof!', rewrite: 'anderer Text' },
        output: { isImproved: true, feedback: '' },
      },
    ];
    const r = replay(
      game('sags-mal-anders'),
      [item],
      [{ type: 'START' }, { type: 'SUBMIT', values: { rewrite: 'Du bist doof!!!' } }],
      checks,
    );
    expect(r.finished).toBe(false);
  });

  it('ErzählZauber 100 with 50 words and all three terms', async () => {
    const item = textItem({}, { terms: ['Drache', 'Fahrrad', 'laufen'], forms: [[], [], ['läuft']] });
    const story =
      'Ein kleiner Drache wollte Fahrrad fahren. Er läuft zum Park. Dort übt er jeden Tag ganz fleißig. Zuerst fällt er oft um und lacht darüber. Seine Freundin, die Eule, hält das Rad fest. Am dritten Tag klappt es schon ein Stück. Am Ende fährt der Drache eine ganze Runde allein. Alle Tiere im Park klatschen laut. Der Drache ist sehr stolz und fliegt glücklich nach Hause.';
    const short = 'Ein Drache läuft zum Fahrrad.';
    const r1 = replay(game('erzaehlzauber'), [item], [{ type: 'START' }, { type: 'SUBMIT', values: { story: short } }]);
    expect(r1.finished).toBe(false);
    expect(r1.context.feedback).toMatchObject({ kind: 'hint', summary: 'Wortanzahl: 5 · verwendete Begriffe: 3/3' });
    const r = replay(game('erzaehlzauber'), [item], [{ type: 'START' }, { type: 'SUBMIT', values: { story } }]);
    expect(r.output?.score).toBe(100);
  });

  it('WortEntdecker min(100, ideas × 5) from 15 ideas', async () => {
    const item = textItem({ word: 'Karton' });
    // Different ideas of letters only: numbers are no ideas ("Idee 1", "Idee 2" is one idea).
    const syllables = ['ba', 'de', 'fi', 'go', 'lu', 'ma', 'ne', 'ri', 'so', 'tu'];
    const ideas = (n: number) =>
      Array.from({ length: n }, (_, i) => `${syllables[i % 10]}${syllables[Math.floor(i / 10)]}kiste`).join('\n');
    const few = replay(game('wortentdecker'), [item], [{ type: 'START' }, { type: 'SUBMIT', values: { ideas: ideas(14) } }]);
    expect(few.finished).toBe(false);
    const r15 = replay(game('wortentdecker'), [item], [{ type: 'START' }, { type: 'SUBMIT', values: { ideas: ideas(15) } }]);
    expect(r15.output?.score).toBe(75);
    const r30 = replay(game('wortentdecker'), [item], [{ type: 'START' }, { type: 'SUBMIT', values: { ideas: ideas(30) } }]);
    expect(r30.output?.score).toBe(100);
  });

  it('SolutionStory 80 when the answer matches the sample; every submit counts an attempt', async () => {
    const item = textItem(
      { question: 'Was tun?', answer: 'Sie teilen die Kekse gerecht auf' },
      { sample: 'Sie teilen die Kekse gerecht auf' },
    );
    const r = replay(
      game('solutionstory'),
      [item],
      [
        { type: 'START' },
        { type: 'SUBMIT', values: { answer: 'Sie essen alles' } },
        { type: 'SUBMIT', values: { answer: 'sie teilen die Kekse' } },
      ],
    );
    expect(r.output?.score).toBe(80);
    expect(r.context).toMatchObject({ attempts: 2, right: 1 });
  });

  it('SumUp 100 only when all three checker flags are true', async () => {
    const text = Array.from({ length: 55 }, (_, i) => `wort${i}`).join(' ');
    const verdict = (flags: boolean[]) => [
      {
        checker: 'check-mindset-content' as const,
        input: { content: text },
        output: { fixedMindsetCorrect: flags[0], growthMindsetCorrect: flags[1], isOnTopic: flags[2], feedback: 'x' },
      },
    ];
    const ok = replay(game('sumup'), [], [{ type: 'START' }, { type: 'SUBMIT', values: { content: text } }], verdict([true, true, true]));
    expect(ok.output?.score).toBe(100);
    const no = replay(game('sumup'), [], [{ type: 'START' }, { type: 'SUBMIT', values: { content: text } }], verdict([true, false, true]));
    expect(no.finished).toBe(false);
  });

  it('SumUp asks for 50 words before anything is checked', async () => {
    const r = replay(game('sumup'), [], [{ type: 'START' }, { type: 'SUBMIT', values: { content: 'zu kurz' } }]);
    expect(r.context.feedback).toMatchObject({
      kind: 'invalid',
      message: { title: 'Zu wenig Text', text: 'Bitte trage mindestens 50 Wörter ein.' },
    });
  });
});
