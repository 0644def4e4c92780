import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { loadCatalog, type SourceFile } from '../../engine/catalog.ts';
import { compileGame } from '../../engine/compile.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { PlayItem, TextItem } from '../../engine/items.ts';
import { optionShare, type ChoiceContext } from '../../engine/machines/choice-machine.ts';
import type { TextContext } from '../../engine/machines/text-machine.ts';
import { replay } from '../../engine/replay.ts';
import { formatDiagnostic } from '../../engine/yaml-diagnostics.ts';
import { catalog, game } from './catalog.ts';
import { readFileSync, readdirSync } from 'node:fs';

/** Runs a game as the browser does, with fixed items, until it waits for the child again. */
async function play(def: GameDefinition, items: PlayItem[], events: GameEvent[]) {
  const machine = compileGame(def).provide({
    actors: {
      loadItems: fromPromise(async () => items),
      checkAnswer: fromPromise(async () => ({ isImproved: true, feedback: 'gut' })),
      recordCompletion: fromPromise(async () => ({ recorded: true })),
    },
  } as never);
  const actor = createActor(machine as ReturnType<typeof compileGame>);
  actor.start();
  const idle = (s: AnyMachineSnapshot) => !s.hasTag('busy');
  for (const event of events) {
    await waitFor(actor, idle, { timeout: 1000 });
    actor.send(event as never);
  }
  await waitFor(actor, idle, { timeout: 1000 });
  return actor.getSnapshot() as AnyMachineSnapshot;
}

const erdbeeren: TextItem = {
  prompt: 'Mia hat zwölf Erdbeeren. Sie teilt sie gerecht mit Elif und Zoe. Wie viele Erdbeeren bekommt jedes Mädchen?',
  sample: 'Vier Erdbeeren',
  raw: {},
};

describe('TaktikTüftler judges short answers in the game and in the replay alike', () => {
  const solution = game('solutionstory');
  const cases: [string, TextItem, boolean][] = [
    ['4', erdbeeren, true],
    ['vier', erdbeeren, true],
    ['Vier Erdbeeren.', erdbeeren, true],
    ['drei', erdbeeren, false],
    ['Katze', { prompt: 'Was nimmt Ferdy zuerst mit?', sample: 'Die Katze', raw: {} }, true],
    ['echselnd sch', { prompt: 'Was können die beiden tun?', sample: 'Abwechselnd schaukeln', raw: {} }, false],
    ['Freitag', { prompt: 'Welcher Tag kommt nach Donnerstag?', sample: 'Am Freitag', accept: ['Freitag'], raw: {} }, true],
  ];
  for (const [answer, item, right] of cases) {
    it(`"${answer}" for "${item.sample}" is ${right ? 'right' : 'not yet right'}`, async () => {
      const events: GameEvent[] = [{ type: 'START' }, { type: 'SUBMIT', values: { answer } }];
      const live = await play(solution, [item], events);
      expect(live.status === 'done').toBe(right);
      expect((live.context as TextContext).right).toBe(right ? 1 : 0);
      const replayed = replay(solution, [item], events);
      expect(replayed.finished).toBe(right);
      expect(replayed.context.right).toBe(right ? 1 : 0);
    });
  }
});

describe('age bands in the writing games', () => {
  const story = game('erzaehlzauber');
  const terms = { prompt: '', terms: ['Hund', 'Regenbogen', 'Schokolade'], forms: [[], [], []], raw: {} };
  const thirtyWords =
    'Mein Hund sieht einen Regenbogen. Er bellt laut und rennt los. Unter dem Regenbogen liegt Schokolade. ' +
    'Der Hund darf sie nicht essen. Ich hebe sie auf und wir gehen froh nach Hause.';

  it('ErzählZauber takes 30 words from a child of 6–8 and still asks 50 of a child of 9–12', async () => {
    expect(thirtyWords.split(/\s+/).length).toBeGreaterThanOrEqual(30);
    expect(thirtyWords.split(/\s+/).length).toBeLessThan(50);
    const events: GameEvent[] = [{ type: 'START' }, { type: 'SUBMIT', values: { story: thirtyWords } }];
    const young = await play(story, [{ ...terms, band: '6-8' }], events);
    expect(young.status).toBe('done');
    expect(replay(story, [{ ...terms, band: '6-8' }], events).finished).toBe(true);

    const older = await play(story, [terms], events);
    expect(older.status).toBe('active');
    expect((older.context as TextContext).feedback?.message).toBe('Fast geschafft – schreibe bitte mindestens 50 Wörter.');
  });

  it('SumUp names the lower minimum to a child of 6–8', async () => {
    const sumup = game('sumup');
    const snap = await play(
      sumup,
      [{ prompt: '', raw: {}, band: '6-8' }],
      [{ type: 'START' }, { type: 'SUBMIT', values: { content: 'Fixed Mindset heißt aufgeben.' } }],
    );
    expect((snap.context as TextContext).feedback?.message).toEqual({
      title: 'Zu wenig Text',
      text: 'Bitte trage mindestens 30 Wörter ein.',
    });
  });
});

describe('spec texts', () => {
  it("WortEntdecker says 'Kein Wort gefunden' when the draw brings no word", async () => {
    const snap = await play(game('wortentdecker'), [], [{ type: 'START' }]);
    expect(snap.value).toBe('loadFailed');
    expect((snap.context as TextContext).error).toBe('Kein Wort gefunden');
  });

  it('the Mindset-Quiz keeps every answer, so its result can show the share of growth answers', async () => {
    const quiz = game('mindmatch');
    const items = [0, 1, 0, 1].map((correctIndex, i) => ({
      prompt: `Aussage ${i}`,
      options: ['Fixed Mindset', 'Growth Mindset'],
      correctIndex,
    }));
    // Growth, growth, growth, fixed: three of four answers are growth, two of four are right.
    const picks = [1, 1, 1, 0];
    const events: GameEvent[] = [
      { type: 'START' },
      ...picks.flatMap((index): GameEvent[] => [{ type: 'SELECT', index }, { type: 'NEXT' }]),
    ];
    const snap = await play(quiz, items, events);
    const c = snap.context as ChoiceContext;
    expect(snap.status).toBe('done');
    expect(c.answers).toEqual(picks);
    expect(optionShare(c.answers, 1)).toBe(0.75);
    expect(c.final?.share).toBe(0.25);
    expect(quiz.player === 'choice' && quiz.texts.resultLine).toContain('{growthPercent}');
    expect(quiz.player === 'choice' && quiz.texts.resultLine).toContain('{name}');
  });
});

describe("every game teaches before it tests (So geht's)", () => {
  for (const g of catalog.games) {
    it(`${g.id} has a So-geht's step with a marked example`, () => {
      expect(g.teach, `${g.id} has no teach block`).toBeDefined();
      expect(g.teach!.example.parts.length).toBeGreaterThan(0);
      for (const text of [g.teach!.title, g.teach!.text, g.teach!.tip ?? '', ...g.teach!.example.parts.flatMap((p) => [p.label, p.text])]) {
        expect(text, 'no ae/oe/ue spelling for umlauts').not.toMatch(/\b(fuer|ueber|koennen|moechte|schoen|Gefuehl)\b/i);
      }
    });
  }
});

describe('games:check explains the learning keys in German', () => {
  const sources = () => {
    const gamesDir = readdirSync('games').filter((f) => f.endsWith('.yaml') && f !== 'categories.yaml');
    return {
      games: gamesDir.map((f): SourceFile => ({ file: `games/${f}`, text: readFileSync(`games/${f}`, 'utf8') })),
      categories: { file: 'games/categories.yaml', text: readFileSync('games/categories.yaml', 'utf8') },
      content: readdirSync('content')
        .filter((f) => f.endsWith('.yaml'))
        .map((f): SourceFile => ({ file: `content/${f}`, text: readFileSync(`content/${f}`, 'utf8') })),
    };
  };
  const problems = (edit: (s: ReturnType<typeof sources>) => void) => {
    const s = sources();
    edit(s);
    const r = loadCatalog(s);
    return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
  };
  const replaceIn = (files: SourceFile[], name: string, from: string, to: string) => {
    const f = files.find((x) => x.file === name)!;
    expect(f.text).toContain(from);
    f.text = f.text.replace(from, to);
  };

  it('a teach block without parts, and a typo in its keys', () => {
    const out = problems((s) =>
      replaceIn(s.games, 'games/ich-botschaften.yaml', '  example:\n', '  beispiel: 1\n  example:\n    situation: x\n  old:\n'),
    );
    expect(out.join('\n')).toMatch(/games\/ich-botschaften\.yaml:\d+:\d+ FERDY-E019 teach.*Unbekannter Schlüssel/);
    expect(out.join('\n')).toMatch(/FERDY-E010 teach\.example\.parts: „parts“ fehlt/);
  });

  it('a level that is not a band, a why that is not a text, accept that is not a list, a lower minimum without message', () => {
    const out = problems((s) => {
      const conflicts = s.content.find((x) => x.file === 'content/conflicts.yaml')!;
      conflicts.text = conflicts.text.replace(/( {4}correctIndex: 1\n) {4}why: .*\n {4}level: "6-8"\n/, '$1    why: 3\n    level: 7\n');
      const tasks = s.content.find((x) => x.file === 'content/solution-tasks.yaml')!;
      tasks.text = tasks.text.replace(/( {4}answer: "Die Katze"\n) {4}accept: .*\n/, '$1    accept: Katze\n');
      replaceIn(s.games, 'games/sumup.yaml', 'ages6to8: { min: 30, message', 'ages6to8: { min: 30, nachricht');
    }).join('\n');
    expect(out).toMatch(/content\/conflicts\.yaml:\d+:\d+ FERDY-E017 items\[konflikt-001\]\.level: level ist "6-8" oder "9-12"/);
    expect(out).toMatch(/content\/conflicts\.yaml:\d+:\d+ FERDY-E011 items\[konflikt-001\]\.why: why ist ein Text/);
    expect(out).toMatch(/content\/solution-tasks\.yaml:\d+:\d+ FERDY-E011 items\[[a-z0-9-]+\]\.accept: accept ist eine Liste/);
    expect(out).toMatch(/games\/sumup\.yaml:\d+:\d+ FERDY-E0(19|10) validate\[1\]\.ages6to8.*(Unbekannter Schlüssel|fehlt)/);
  });
});

describe('why, model and accept travel from the content bank to the player', () => {
  it('a conflict keeps its why, a sentence its model, a task its accept; the level stays in the bank', async () => {
    const { outputFromContent } = await import('../../engine/content-output.ts');
    const { prepareItem } = await import('../../engine/items.ts');
    const conflict = outputFromContent('generate-conflict', [
      {
        id: 'k',
        conflict: 'Zwei Kinder wollen die Schaukel.',
        options: ['a', 'b', 'c'],
        correctIndex: 1,
        why: 'Beide kommen dran.',
        level: '6-8',
      },
    ]);
    expect(conflict).not.toHaveProperty('level');
    expect(prepareItem(game('streitschlichter'), conflict)).toMatchObject({ correctIndex: 1, why: 'Beide kommen dran.' });

    const sentence = outputFromContent('generate-bad-sentence', [{ id: 's', sentence: 'Hau ab!', model: 'Ich möchte kurz allein sein.' }]);
    expect(prepareItem(game('sags-mal-anders'), sentence)).toMatchObject({ prompt: 'Hau ab!', model: 'Ich möchte kurz allein sein.' });

    const task = outputFromContent('generate-story-terms:solutionstory', [
      { id: 't', question: 'Welcher Tag kommt nach Donnerstag?', answer: 'Am Freitag', accept: ['Freitag'] },
    ]);
    expect(prepareItem(game('solutionstory'), task)).toMatchObject({ sample: 'Am Freitag', accept: ['Freitag'] });
  });
});
