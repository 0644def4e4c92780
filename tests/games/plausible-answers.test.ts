import { describe, expect, it } from 'vitest';
import type { TextGame } from '../../engine/game-schema.ts';
import type { TextItem } from '../../engine/items.ts';
import { replay } from '../../engine/replay.ts';
import { wienerSachtextformel } from '../../server/ai/builtin/readability.ts';
import { game } from './catalog.ts';

// ErzählZauber and WortEntdecker judge an answer by their goals in the engine: a gamed answer
// (English, keyboard mash, terms outside the sentences, facts or a recipe, ideas about something
// else) earns nothing, and the child reads the goal's own kind message, the same in the browser
// and in the server's replay.

const storyItem: TextItem = { prompt: '', raw: {}, terms: ['Drache', 'Regenschirm', 'Kuchen'], forms: [[], [], []] };
const story =
  'Es war einmal ein kleiner Drache, der hatte Angst vor Regen. Jedes Mal, wenn es regnete, versteckte er sich in seiner Höhle. Eines Tages schenkte ihm seine Freundin, die Maus, einen bunten Regenschirm. Jetzt konnte der Drache endlich auch bei Regen spazieren gehen. Als Dankeschön backte er ihr einen riesigen Kuchen mit Erdbeeren. Sie aßen ihn zusammen unter dem Regenschirm.';

function goalMessage(id: string, rule: string): unknown {
  const g = game(id) as TextGame;
  return g.goals.find((r) => r.rule === rule)?.message;
}

function submitStory(text: string) {
  return replay(game('erzaehlzauber'), [storyItem], [{ type: 'START' }, { type: 'SUBMIT', values: { story: text } }]);
}

describe('ErzählZauber: a story, not a gamed text', () => {
  it('a real story with all three terms wins', () => {
    expect(submitStory(story).output?.score).toBe(100);
  });
  it('an English story gets the in-german message', () => {
    const english =
      'Once upon a time there was a little Drache who had a Regenschirm. Every day he walked in the rain with his friend the mouse. One day they found a big Kuchen on the road and they ate it together under the tree. Then they went home and were very happy because it was the best day of the year for them.';
    const r = submitStory(english);
    expect(r.finished).toBe(false);
    expect(r.context.feedback).toMatchObject({ kind: 'hint', message: goalMessage('erzaehlzauber', 'in-german') });
  });
  it('terms hidden in keyboard mash get the real-words message', () => {
    const mash = `Drache asdf jklö qwer Regenschirm tzui yxcv bnm Kuchen ${'hjkl fghj dfgh ertz cvbn uiop sdfg xcvb '.repeat(6)}`;
    expect(submitStory(mash).context.feedback).toMatchObject({ message: goalMessage('erzaehlzauber', 'real-words') });
  });
  it('terms only in a title get the terms-in-sentences message', () => {
    const title =
      'Drache, Regenschirm, Kuchen. Heute war ich beim Zahnarzt. Ich hatte ein bisschen Angst, aber die Ärztin war nett. Sie hat in meinen Mund geguckt und gesagt, dass ich gut putze. Ich hatte kein Loch. Danach durfte ich mir etwas aus der Schatzkiste aussuchen. Ich habe einen Flummi genommen. Zu Hause habe ich mit dem Flummi im Flur gespielt.';
    expect(submitStory(title).context.feedback).toMatchObject({ message: goalMessage('erzaehlzauber', 'terms-in-sentences') });
  });
  it('a recipe gets the tells-story message', () => {
    const recipe =
      'Für einen Kuchen braucht man 250 Gramm Mehl, 200 Gramm Zucker, vier Eier und einen halben Liter Milch. Zuerst verrührt man Mehl und Zucker. Dann gibt man die Eier dazu. Den Teig füllt man in eine Form mit einem Drache aus Zuckerguss und backt ihn 40 Minuten bei 180 Grad. Dazu legt man einen Regenschirm aus Papier auf den Teller.';
    expect(submitStory(recipe).context.feedback).toMatchObject({ message: goalMessage('erzaehlzauber', 'tells-story') });
  });
  it('a mocking story gets the sincere message; real joy wins', () => {
    const mocking = `${story} Die Maus fand den Kuchen ja sooo lecker 🙄`;
    expect(submitStory(mocking).context.feedback).toMatchObject({ message: goalMessage('erzaehlzauber', 'sincere') });
    expect(submitStory(`${story} Das war sooo schön!`).output?.score).toBe(100);
    const takenBack = `${story} Die Maus ist hingefallen, wie originell, da hab ich mich fast totgelacht, haha nicht.`;
    expect(submitStory(takenBack).context.feedback).toMatchObject({ message: goalMessage('erzaehlzauber', 'sincere') });
    expect(submitStory(`${story} Die Maus lachte: „Haha!“ Nicht einmal der Drache blieb ernst.`).output?.score).toBe(100);
  });
  it('a child calling itself names in its own voice gets the kind-to-self message; a figure may say it', () => {
    const giving = `Ich kann das nicht. Ich bin so dumm, mir fällt nie was ein. ${story} Ich hasse mich, wenn ich das nicht kann.`;
    expect(submitStory(giving).context.feedback).toMatchObject({ message: goalMessage('erzaehlzauber', 'kind-to-self') });
    const figure = `${story} „Ich bin so dumm“, dachte der Drache, als er den Kuchen fallen ließ. Aber die Maus lachte nur.`;
    expect(submitStory(figure).output?.score).toBe(100);
  });
  it('misspelled terms and terms in compounds count', () => {
    const r = submitStory(
      story.replace('bunten Regenschirm', 'bunten regenschrim').replace('riesigen Kuchen', 'riesigen Schokoladenkuchen'),
    );
    expect(r.output?.score).toBe(100);
  });
});

const wordItem: TextItem = {
  prompt: 'Löffel',
  related: ['Suppe', 'Müsli', 'Joghurt', 'umrühren', 'Besteck', 'Gabel', 'Teelöffel', 'Kochlöffel', 'Küche', 'Honig', 'Brei', 'füttern'],
  raw: { word: 'Löffel' },
};
const spoon = [
  'Suppe essen',
  'Müsli',
  'Eis löffeln',
  'Teelöffel',
  'Kochlöffel',
  'umrühren',
  'Trommelstock',
  'Katapult',
  'Baby füttern',
  'Medizin',
  'Honig aus dem Glas',
  'Schaufel im Sandkasten',
  'Pudding',
  'Joghurtbecher leer machen',
  'Löffelbiskuit',
  'Besteckschublade',
];

function submitIdeas(ideas: string[]) {
  return replay(game('wortentdecker'), [wordItem], [{ type: 'START' }, { type: 'SUBMIT', values: { ideas: ideas.join('\n') } }]);
}

describe('WortEntdecker: ideas about the word, counted without padding', () => {
  it('16 different ideas about the word win the bonus', () => {
    expect(submitIdeas(spoon).output?.score).toBe(80);
  });
  it('ideas about something else get the fits-word message with the word filled in', () => {
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
    const r = submitIdeas(football);
    expect(r.finished).toBe(false);
    expect(r.context.feedback).toMatchObject({
      kind: 'hint',
      message: 'Viele Ideen passen noch nicht zu „Löffel“. Was kann man damit machen? Wo gibt es das? Was gehört dazu?',
    });
  });
  it('an English list gets the in-german message', () => {
    const english = [
      'soup',
      'eating',
      'breakfast',
      'kitchen',
      'cereal',
      'stirring',
      'baby food',
      'sugar',
      'the tea',
      'honey',
      'yoghurt',
      'drawer',
      'silver',
      'shiny',
      'metal',
      'ice cream',
    ];
    expect(submitIdeas(english).context.feedback).toMatchObject({ message: goalMessage('wortentdecker', 'in-german') });
  });
  it('random letters get the real-words message', () => {
    const mash = [
      'asdf',
      'jklö',
      'qwer',
      'tzui',
      'yxcv',
      'bnm',
      'hjkl',
      'fghj',
      'dfgh',
      'ertz',
      'cvbn',
      'uiop',
      'sdfg',
      'xcvb',
      'qay',
      'wsx',
    ];
    expect(submitIdeas(mash).context.feedback).toMatchObject({ message: goalMessage('wortentdecker', 'real-words') });
  });
  it('the word with numbers is no idea, its colours are one idea together, and the count says so', () => {
    const padded = ['roter Löffel', 'blauer Löffel', 'Löffel1', 'Löffel2', 'Löffel3', ...spoon.slice(0, 10)];
    const r = submitIdeas(padded);
    expect(r.finished).toBe(false);
    expect(r.context.feedback).toMatchObject({
      kind: 'hint',
      summary: 'Du hast 11 Ideen gefunden. 1 davon hattest du doppelt – jede Idee zählt nur einmal.',
    });
  });
});

describe('WortEntdecker: a child calling itself names among the ideas', () => {
  it('gets the kind-to-self message, not praise for the other ideas', () => {
    const r = submitIdeas([...spoon, 'ich bin zu dumm für sowas']);
    expect(r.finished).toBe(false);
    expect(JSON.stringify(r.context.feedback)).toContain('Sei lieb zu dir! Ideen sammeln');
    expect(submitIdeas(spoon).finished).toBe(true);
  });
});

describe('the refusals read easily for a child of 7', () => {
  const plausibilityRules = ['in-german', 'real-words', 'terms-in-sentences', 'tells-story', 'sincere', 'kind-to-self', 'fits-word'];
  const messages = (['erzaehlzauber', 'wortentdecker'] as const).flatMap((id) =>
    (game(id) as TextGame).goals
      .filter((r) => plausibilityRules.includes(r.rule))
      .map((r) => (typeof r.message === 'string' ? r.message : `${r.message.title}. ${r.message.text}`)),
  );
  it('both games have their refusals: six for the story, four for the ideas', () => {
    expect(messages).toHaveLength(10);
  });
  it('every such message stays under the Wiener Sachtextformel ceiling of the checkers’ feedback (7)', () => {
    const hard = messages.filter((m) => wienerSachtextformel(m.replace('{word}', 'Löffel')) > 7);
    expect(hard).toEqual([]);
  });
  it('no "not yet" opens with praise, and each says "du" to the child, never "Sie"', () => {
    expect(messages.filter((m) => /^(Super|Gut|Toll|Prima|Klasse|Sehr gut)/.test(m))).toEqual([]);
    expect(messages.filter((m) => /\bSie\b|\bIhre?\b/.test(m))).toEqual([]);
  });
});
