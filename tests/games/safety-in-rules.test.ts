import { describe, expect, it } from 'vitest';
import type { TextItem } from '../../engine/items.ts';
import { replay } from '../../engine/replay.ts';
import { safetyMessage } from '../../engine/safety.ts';
import { game } from './catalog.ts';

// The games whose rules run in the engine refuse hurtful words inside those rules, so the
// browser and the server's replay agree: no points, no bonus, one calm sentence, play goes on.

const storyItem: TextItem = { prompt: '', raw: {}, terms: ['Drache', 'Fahrrad', 'laufen'], forms: [[], [], ['läuft']] };
const goodStory =
  'Ein kleiner Drache wollte Fahrrad fahren. Er läuft zum Park. Dort übt er jeden Tag ganz fleißig. Zuerst fällt er oft um und lacht darüber. Seine Freundin, die Eule, hält das Rad fest. Am dritten Tag klappt es schon ein Stück. Am Ende fährt der Drache eine ganze Runde allein. Alle Tiere im Park klatschen laut. Der Drache ist sehr stolz und fliegt glücklich nach Hause.';

describe('hurtful words in the games the engine judges', () => {
  it('ErzählZauber: a story with an insult earns nothing and is told why, without the word; a clean retry wins', () => {
    const hurtful = `${goodStory} Der Drache ist ein Vollidiot.`;
    const refused = replay(game('erzaehlzauber'), [storyItem], [{ type: 'START' }, { type: 'SUBMIT', values: { story: hurtful } }]);
    expect(refused.finished).toBe(false);
    expect(refused.context.feedback).toMatchObject({ kind: 'invalid', message: safetyMessage });
    expect(JSON.stringify(refused.context.feedback)).not.toMatch(/idiot/i);
    const retried = replay(
      game('erzaehlzauber'),
      [storyItem],
      [{ type: 'START' }, { type: 'SUBMIT', values: { story: hurtful } }, { type: 'SUBMIT', values: { story: goodStory } }],
    );
    expect(retried.output?.score).toBe(100);
  });

  it('WortEntdecker: masked swear words do not count towards the bonus', () => {
    const item: TextItem = { prompt: '', raw: { word: 'Karton' } };
    const good =
      'Umzug Burg Höhle Paket Geschenk Post Schachtel Kiste Altpapier Bücher Keller Dachboden Spielzeug Versteck Haus Deckel Lager Pappe Klebeband Schere';
    const ideas = [...good.split(' '), 'sch***e'].join('\n');
    const r = replay(game('wortentdecker'), [item], [{ type: 'START' }, { type: 'SUBMIT', values: { ideas } }]);
    expect(r.finished).toBe(false);
    expect(r.context.feedback).toMatchObject({ message: safetyMessage });
  });

  it('Mindshift: the stuck thought may be harsh on oneself, the helpful thought may not hurt', () => {
    const g = game('mindshift');
    if (g.player !== 'text') throw new Error('mindshift is a text game');
    expect(g.fields.find((f) => f.id === 'negativeThought')?.safetyCheck).toBe(false);
    expect(g.fields.find((f) => f.id === 'positiveThought')?.safetyCheck).toBe(true);
    const item: TextItem = {
      prompt: 'Du hast beim Diktat viele Fehler gemacht.',
      raw: { scenario: 'Du hast beim Diktat viele Fehler gemacht.' },
    };
    const r = replay(
      g,
      [item],
      [
        { type: 'START' },
        { type: 'SUBMIT', values: { negativeThought: 'Ich bin so ein Versager.', positiveThought: 'Scheiß drauf, ihr Idioten.' } },
      ],
    );
    expect(r.context.feedback).toMatchObject({ message: safetyMessage });
  });
});
