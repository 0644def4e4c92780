import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HARD_TARGET, evaluateRuleGame } from '../../server/cli/eval-checkers.ts';

// ErzählZauber and WortEntdecker are judged by their goals in the engine; the eval replays the
// real game on the item a play would draw, so it scores exactly what a child's play counts.

const dir = mkdtempSync(join(tmpdir(), 'ferdy-rule-sets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const story =
  'Es war einmal ein kleiner Drache, der hatte Angst vor Regen. Jedes Mal, wenn es regnete, versteckte er sich in seiner Höhle. Eines Tages schenkte ihm seine Freundin, die Maus, einen bunten Regenschirm. Jetzt konnte der Drache endlich auch bei Regen spazieren gehen. Als Dankeschön backte er ihr einen riesigen Kuchen mit Erdbeeren. Sie aßen ihn zusammen unter dem Regenschirm.';
const english =
  'Once upon a time there was a little Drache who had a Regenschirm. Every day he walked in the rain with his friend the mouse. One day they found a big Kuchen on the road and they ate it together under the tree. Then they went home and were very happy because it was the best day of the year for them.';

describe('the rule games in eval:checkers', () => {
  it('scores a set from any folder through the game: an English story is refused as in a play', () => {
    const terms = ['Drache', 'Regenschirm', 'Kuchen'];
    const lines = [
      { input: { terms, story }, expected: true, class: 'plain', note: 'real story' },
      { input: { terms, story: english }, expected: false, class: 'english', note: 'English' },
      { input: { terms, story: english }, expected: true, class: 'english', note: 'labelled wrongly on purpose' },
    ];
    writeFileSync(join(dir, 'erzaehlzauber.yaml'), lines.map((l) => `- ${JSON.stringify(l)}`).join('\n'));
    const report = evaluateRuleGame('erzaehlzauber', dir);
    expect(report).toMatchObject({
      total: 3,
      correct: 2,
      byClass: { plain: { correct: 1 }, english: { total: 2, correct: 1, falseAccepts: 0 } },
    });
    expect(report.failures.map((f) => f.note)).toEqual(['labelled wrongly on purpose']);
  });

  it('uses the related words of the bank: football words for "Löffel" win nothing', () => {
    const football = [
      'Tor',
      'Elfmeter',
      'Bayern',
      'Schiedsrichter',
      'Abseits',
      'Torwart',
      'Ecke',
      'Freistoß',
      'Stadion',
      'Trikot',
      'Pokal',
      'Fans',
      'Kopfball',
      'Dortmund',
      'Flanke',
      'Anstoß',
    ];
    writeFileSync(
      join(dir, 'wortentdecker.yaml'),
      `- ${JSON.stringify({ input: { word: 'Löffel', ideas: football }, expected: false, class: 'unrelated' })}`,
    );
    expect(evaluateRuleGame('wortentdecker', dir)).toMatchObject({ total: 1, correct: 1 });
  });

  // The known false accepts, by the word or terms they are about. Any other answer accepted
  // wrongly fails the test, and so does one of these once a rule catches it (then drop it here).
  //   - Lists padded with unrelated ideas after enough fitting ones ("Spiegelbild, Friseur, …,
  //     Pizza, Minecraft"; "Datum, Monate, …, Pizza, Fußball" for Kalender) pass fits-word, which
  //     asks only a quarter of the ideas to fit: true
  //     dialect lists go as low as 38 %, so no share separates them.
  //   - Made-up compounds of the word ("Papiertisch, Papiermilch, …", "Wasserauto, Wassertisch, …",
  //     "Schattenpizza, Schattenbanane, …") look like the real ones
  //     a child lists ("Apfelkuchen, Apfelsaft, …"); without a dictionary nothing tells them apart.
  //   - A German list with English ideas ("kite, windmill, storm" for Wind; "trampoline, tomatoes,
  //     garden gnome, insects" and "flowers, grass, bees, fence" for Garten; "swimming pool, ocean,
  //     splash" for Wasser): single English words are no English run, and a German list may hold
  //     loanwords.
  //   - A text of facts about the three terms ("Pinguine sind Vögel, die nicht fliegen können. Sie
  //     leben am Südpol, wo es viel Eis gibt …"): it tells no story, but children tell stories in
  //     the present tense too, and nothing else in it marks the difference.
  const KNOWN = {
    erzaehlzauber: ['Pinguin, Eis, schwimmen'],
    wortentdecker: ['Spiegel', 'Glocke', 'Papier', 'Kalender', 'Wasser', 'Wasser', 'Wind', 'Garten', 'Garten', 'Schatten'],
  };
  for (const name of ['erzaehlzauber', 'wortentdecker'] as const) {
    it(`${name} reaches the hard target and accepts nothing gamed, English, hurtful or unrelated but its known misses`, () => {
      const report = evaluateRuleGame(name);
      const wrongAccepts = report.failures.filter((f) => !f.expected && ['gaming', 'english', 'hurtful', 'unrelated'].includes(f.class));
      const about = (input: Record<string, unknown>) => String(input.word ?? (input.terms as string[]).join(', '));
      expect(wrongAccepts.map((f) => about(f.input)).sort()).toEqual([...KNOWN[name]].sort());
      expect(report.accuracy).toBeGreaterThanOrEqual(HARD_TARGET);
    });
  }
});
