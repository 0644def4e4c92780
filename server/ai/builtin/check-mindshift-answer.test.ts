import { describe, it, expect } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import { checkMindshiftAnswer } from './check-mindshift-answer.ts';
import { topicsFromCatalog } from './checkers.ts';
import { shippedCatalog } from '../../content.ts';

const lex = loadLexicon();
const check = (negativeThought: string, positiveThought: string) =>
  checkMindshiftAnswer(lex, { negativeThought, positiveThought, scenario: 'Du hast beim Diktat viele Fehler gemacht.' });
/** The situations' words as the content bank gives them (topic and the model's own words). */
const topicOf = topicsFromCatalog(shippedCatalog(), lex);
/** Whether a thought is accepted for a shipped situation, read with its words. */
const thinkAbout = (scenario: string, negativeThought: string, positiveThought: string) =>
  checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought }, topicOf(scenario)).isValid;
/** Whether a thought is accepted for a situation read with the given topic words. */
const thinkWith = (scenario: string, negativeThought: string, positiveThought: string, topic: readonly string[] = []) =>
  checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought }, topic).isValid;

describe('checkMindshiftAnswer', () => {
  it('accepts a negative thought turned into a growth thought and names the helpful part', () => {
    const r = check('Ich kann das einfach nicht.', 'Ich kann das noch nicht, aber ich übe jeden Tag.');
    expect(r.isValid).toBe(true);
    expect(r.feedback).toContain('„kann das noch nicht“');
  });

  it('understands negation: "nicht aufgeben" and "nicht dumm" are helpful', () => {
    expect(check('Ich gebe auf.', 'Ich gebe nicht auf!').isValid).toBe(true);
    expect(check('Ich bin dumm.', 'Ich bin nicht dumm, ich lerne noch.').isValid).toBe(true);
  });

  it('notices swapped thoughts', () => {
    const r = check('Ich schaffe das!', 'Ich bin zu dumm dafür.');
    expect(r.isValid).toBe(false);
    expect(r.feedback).toMatch(/vertauscht/);
  });

  it('rejects a positive thought that only drops the "nicht"', () => {
    const r = check('Ich kann das nicht.', 'Ich kann das.');
    expect(r.isValid).toBe(false);
    expect(r.feedback).toMatch(/nicht/);
  });

  it('rejects a "positive" thought that is still negative and quotes the word', () => {
    const r = check('Ich bin so schlecht.', 'Ich werde nie gut sein.');
    expect(r.isValid).toBe(false);
    expect(r.feedback).toMatch(/mutlos/);
  });

  it('rejects a first field that is not a negative thought', () => {
    expect(check('Mein Fahrrad ist rot.', 'Ich fahre gern Fahrrad.').isValid).toBe(false);
  });

  it('rejects self-insults in the helpful thought', () => {
    const r = check('Ich bin ein Loser.', 'Ich bin ein Loser, aber cool.');
    expect(r.isValid).toBe(false);
    expect(r.feedback).toContain('„Loser“');
  });

  it('rejects nonsense and one-word answers', () => {
    expect(check('asdf', 'jklö').isValid).toBe(false);
    expect(check('nein', 'ja').feedback).toMatch(/kurz/);
  });
});

describe('a cheerful thought must be about the situation', () => {
  const cake = 'Du hast einen Kuchen gebacken, aber er ist in der Mitte eingesunken.';
  it('refuses cheerful text about something else', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: cake,
      negativeThought: 'Ich kann gar nichts.',
      positiveThought: 'Das Wetter in Hamburg ist heute einfach toll.',
    });
    expect(r).toEqual({ isValid: false, feedback: 'Das passt noch nicht zu der Situation. Was könntest du dir da Mutiges sagen?' });
  });
  it('accepts a cheerful thought that names the situation, or a helpful idea', () => {
    expect(
      checkMindshiftAnswer(lex, {
        scenario: cake,
        negativeThought: 'Ich kann gar nichts.',
        positiveThought: 'Der Kuchen schmeckt trotzdem toll.',
      }).isValid,
    ).toBe(true);
    expect(
      checkMindshiftAnswer(lex, {
        scenario: cake,
        negativeThought: 'Ich kann gar nichts.',
        positiveThought: 'Beim nächsten Mal backe ich ihn länger.',
      }).isValid,
    ).toBe(true);
  });
});

describe('checkMindshiftAnswer: the helpful thought is the child’s own', () => {
  const scenario = 'Du hast beim Diktat viele Fehler gemacht.';
  const stuck = 'Ich kann das einfach nicht.';
  const verdict = (positiveThought: string) => checkMindshiftAnswer(lex, { scenario, negativeThought: stuck, positiveThought }).isValid;

  it('praises a helpful idea the child tells itself, in any person', () => {
    expect(verdict('Ich übe die Wörter nochmal.')).toBe(true);
    expect(verdict('Du schaffst das, übe einfach weiter!')).toBe(true);
    expect(verdict('Wir üben zusammen, dann klappt es.')).toBe(true);
    expect(verdict('Fehler gehören dazu, jeder übt mal.')).toBe(true);
  });

  it('does not praise helpful-sounding words in a remark about other people', () => {
    expect(verdict('Die Partei versucht es bald wieder mit besseren Plänen.')).toBe(false);
    expect(verdict('Der Trainer hat gestern gezeigt, wie stolz er auf seine Mannschaft ist.')).toBe(false);
    // The helpful word and the child's "ich" must be in the same sentence.
    expect(verdict('Ich lese Zeitung. Die Regierung versucht es nochmal.')).toBe(false);
  });

  it('counts the situation’s words, a feminine form included ("Freundin" – "Freunde")', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Deine Freundin will heute nicht mit dir spielen.',
      negativeThought: 'Keiner mag mich.',
      positiveThought: 'Ich habe viele Freunde, die mich mögen.',
    });
    expect(r.isValid).toBe(true);
  });
});

describe('checkMindshiftAnswer: negation, lookalikes and the stuck thought', () => {
  const verdict = (scenario: string, negativeThought: string, positiveThought: string) =>
    checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought });

  it('hears "nie" and "niemals" after a helpful phrase: hopeless, not brave', () => {
    const bike = 'Du lernst gerade Fahrradfahren und bist schon wieder umgekippt.';
    expect(verdict(bike, 'Ich fall immer um.', 'Ich lerne das nie.').isValid).toBe(false);
    expect(verdict('Du hast lange an einer Matheaufgabe gerechnet.', 'Mathe ist zu schwer.', 'Das schaffe ich niemals.').isValid).toBe(
      false,
    );
    expect(verdict(bike, 'Ich kann das einfach nicht.', 'Ich gebe nie auf, irgendwann fahr ich ohne umzukippen.').isValid).toBe(true);
  });

  it('hears "nicht mehr" and "nie wieder" next to a helpful phrase as giving up', () => {
    const test = 'Du hast in der Klassenarbeit eine schlechtere Note bekommen, als du gehofft hast.';
    expect(verdict(test, 'ich bin dumm', 'hab halt pech gehabt. nächstes mal lern ich auch nicht mehr das bringt eh nix').isValid).toBe(
      false,
    );
    const giggle = 'Du hast im Unterricht eine Frage gestellt, und ein paar Kinder haben gekichert.';
    expect(
      verdict(giggle, 'ich frag nie wieder was', 'klar, nächstes mal frag ich einfach gar nix mehr, dann sind ja alle glücklich').isValid,
    ).toBe(false);
    expect(verdict(giggle, 'alle lachen mich aus', 'ich will nie wieder fragen').isValid).toBe(false);
    expect(verdict(giggle, 'alle lachen mich aus', 'Fragen ist mutig, nächstes mal frag ich wieder').isValid).toBe(true);
  });

  it('hears blaming "die anderen", making the thing small and "Üben bringt bei mir eh nichts" as no help', () => {
    const teams = 'Im Sportunterricht werden Mannschaften gewählt, und du wirst erst ziemlich spät aufgerufen.';
    expect(verdict(teams, 'mich will keiner', 'ist nicht schlimm, die anderen sind halt unfair und wählen nur ihre freunde').isValid).toBe(
      false,
    );
    const roll = 'Im Sportunterricht schaffen viele schon die Rolle rückwärts. Bei dir klappt es noch nicht.';
    expect(verdict(roll, 'das schaff ich nie', 'dann lass ichs halt, turnen braucht eh keiner').isValid).toBe(false);
    expect(
      verdict('Du hast beim Memory kein einziges Paar gefunden.', 'ich kann das nicht', 'ich lerne daraus dass memory ein babyspiel ist')
        .isValid,
    ).toBe(false);
    const piano = 'Beim Klavierüben verspielst du dich immer wieder an derselben Stelle.';
    expect(verdict(piano, 'ich bin unmusikalisch', 'Üben bringt bei mir eh nichts, also lass ich die Stelle einfach weg').isValid).toBe(
      false,
    );
    expect(verdict(piano, 'ich bin unmusikalisch', 'Ich übe die Stelle ganz langsam, dann klappt sie bald.').isValid).toBe(true);
  });

  it('hears a worry made sure with "bestimmt", a clown face, blaming parents, and another game as no help', () => {
    const friend = 'Deine Freundin hat heute keine Zeit für dich.';
    expect(
      verdict(friend, 'sie hat bestimmt ne neue beste freundin', 'vielleicht hat sie nur was vor. ich ruf sie morgen an').isValid,
    ).toBe(true);
    const code = 'Du hast dich beim Programmieren-Kurs angemeldet, und dein erstes Programm funktioniert nicht.';
    expect(verdict(code, 'ich bin zu blöd', 'Super, ich werd bestimmt mal der größte Hacker aller Zeiten 🤡').isValid).toBe(false);
    const late = 'Deine große Schwester darf länger aufbleiben als du.';
    expect(verdict(late, 'das ist so ungerecht', 'wenn ich groß bin darf ich das auch').isValid).toBe(true);
    expect(
      verdict(late, 'das ist so ungerecht', 'wenn ich groß bin darf ichs auch, aber mama und papa sind trotzdem voll unfair').isValid,
    ).toBe(false);
    expect(
      verdict('Dein Drachen steigt nicht in die Luft.', 'mein drachen ist blöd', 'Nächstes Mal schieß ich den Elfmeter in die andere Ecke')
        .isValid,
    ).toBe(false);
    const giggle = 'Du hast im Unterricht eine Frage gestellt, und ein paar Kinder haben gekichert.';
    expect(verdict(giggle, 'ich frag nie wieder was', 'Ich hör nicht auf zu fragen nur weil welche kichern.').isValid).toBe(true);
    expect(verdict(giggle, 'alle lachen über mich', 'Ich hab was draus gelernt: lieber den Mund halten, dann lacht keiner.').isValid).toBe(
      false,
    );
  });

  it('hears a deed and what it brings in the next clause as a plan, and one word the child spurs itself on with', () => {
    const batter = 'Du hast dich beim Kuchenbacken verrechnet, und der Teig ist zu flüssig.';
    const withTopic = (positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario: batter, negativeThought: 'alles verdorben', positiveThought }, ['Teig', 'Mehl', 'Kuchen'])
        .isValid;
    expect(withTopic('ich tu noch etwas mehl rein, vielleicht wird es dann doch was')).toBe(true);
    // What the child does now is a plan on its own; what it did already is not.
    expect(withTopic('ich tu noch etwas mehl rein')).toBe(true);
    expect(withTopic('ich hab schon mehl reingetan')).toBe(false);
    const plane = 'Dein Papierflieger fliegt nicht weit.';
    expect(
      verdict(plane, 'Meine Flieger sind immer Schrott', 'ich falte die flügel mal anders, vielleicht fliegt er dann weiter. ausprobieren!')
        .isValid,
    ).toBe(true);
  });

  it('hears a put-down sent back ("ist selber peinlich") as mean, not "ist selbst nicht schlimm"', () => {
    const chat = 'Im Chat schreibt jemand, dein Video sei peinlich.';
    expect(
      verdict(chat, 'ich blamier mich immer', 'Der das geschrieben hat ist selber peinlich und hässlich, ich mach trotzdem weiter Videos')
        .isValid,
    ).toBe(false);
    expect(verdict(chat, 'ich blamier mich immer', 'Das ist selbst nicht schlimm, ich mach trotzdem weiter Videos').isValid).toBe(true);
  });

  it('does not carry a "keine" of the stuck thought over a second "ich bin" without a comma', () => {
    const dictation = 'Du hast beim Diktat viele Fehler gemacht.';
    expect(verdict(dictation, 'ich kann keine diktate ich bin voll schlecht', 'ich übe die wörter mit mama nochmal').isValid).toBe(true);
  });

  it('takes a stuck thought it cannot place as the child meant it, when the second one is a helpful idea', () => {
    const tower = 'Dein Turm aus Bauklötzen ist kurz vor dem Ende umgefallen.';
    expect(verdict(tower, 'Alles umsonst.', 'Ich bau ihn nochmal und mach unten mehr Klötze hin.').isValid).toBe(true);
    expect(
      verdict('Du lernst gerade Fahrrad fahren und fällst immer wieder hin.', 'Mein Fahrrad ist rot.', 'Ich fahre gern Fahrrad.').isValid,
    ).toBe(false);
    // A brave first thought still belongs in the second field.
    expect(verdict(tower, 'Ich schaffe das!', 'Ich bau ihn nochmal.').feedback).toMatch(/klingt schon mutig/);
  });

  it('does not read a cloth, a goalpost or a lucky pig as an insult, but hears names given to oneself', () => {
    expect(
      verdict(
        'Beim Basteln ist der Kleber ausgelaufen.',
        'Alles ist verklebt.',
        'Ich nehm einen feuchten Lappen und mach den Kleber vorsichtig ab.',
      ).isValid,
    ).toBe(true);
    expect(
      verdict(
        'Beim Fußball hast du ein Eigentor geschossen.',
        'Ich bin schuld.',
        'Der Ball ist vom Pfosten abgeprallt. Nächstes Mal pass ich besser auf.',
      ).isValid,
    ).toBe(true);
    expect(
      verdict('Beim Fußball hast du ein Eigentor geschossen.', 'Ich bin schuld.', 'Ich bin so ein Lappen, aber ich übe weiter.').isValid,
    ).toBe(false);
    expect(
      verdict(
        'Du hast beim Diktat viele Fehler gemacht.',
        'Ich bin so schlecht.',
        'Heute war es blöd, aber ich kann meine Lehrerin fragen, wie ich besser üben kann.',
      ).isValid,
    ).toBe(true);
  });

  it('does not take the situation copied as a thought', () => {
    const r = verdict(
      'Deine Freundin hat heute keine Zeit für dich.',
      'Sie mag mich nicht.',
      'Deine Freundin hat heute keine Zeit für dich. Super!',
    );
    expect(r).toEqual({
      isValid: false,
      feedback: 'Da steht ja die Situation von oben. Schreib deinen eigenen Gedanken, der dir Mut macht.',
    });
  });

  it('hears asking for help, not wondering or being asked', () => {
    expect(check('Ich kann das nicht.', 'Ich frage morgen meine Lehrerin, wie das geht.').isValid).toBe(true);
    expect(check('Ich kann das nicht.', 'Ich frage mich, warum im Diktat so viele Fehler waren.').isValid).toBe(false);
    expect(check('Ich kann das nicht.', 'Die wichtigste Frage ist doch, wie viele Fehler man macht.').isValid).toBe(false);
  });

  it('counts "zusammen" as helpful when the child does something with someone', () => {
    expect(check('Ich kann das nicht.', 'Wir üben die Wörter zusammen, dann klappt es.').isValid).toBe(true);
    expect(check('Ich kann das nicht.', 'Wie lange muss ich wohl schreiben, bis ich hundert Fehler zusammen hab?').isValid).toBe(false);
  });

  it("does not take a remark about politics or about other people as the child's thought", () => {
    expect(check('Ich kann das nicht.', 'Trotzdem schafft die Regierung das, wir lernen daraus.').isValid).toBe(false);
    const aboutOthers =
      'Die Leute in der Stadt haben trotzdem immer wieder gezeigt, dass sie mit viel Übung und Geduld am Ende doch besser werden.';
    expect(check('Ich kann das nicht.', aboutOthers).isValid).toBe(false);
    // Said of oneself, a thought may be long.
    expect(
      check(
        'Ich kann das nicht.',
        'Ich habe heute viele Fehler gemacht, aber ich schreibe die Wörter jeden Tag ab und frage Mama, dann werde ich besser.',
      ).isValid,
    ).toBe(true);
  });

  it('refuses a thought that snaps at someone or speaks of violence', () => {
    const r = check('Ich kann das nicht.', 'Ich übe weiter. Und halt bloß deinen Besserwisserschnabel!');
    expect(r.isValid).toBe(false);
    expect(r.feedback).toContain('grob');
    expect(check('Ich kann das nicht.', 'Ich übe weiter, bis ich alle mit Gewalt besiegt habe.').isValid).toBe(false);
  });

  it('hears a name the child gives itself as a stuck thought, and getting back up as a helpful one', () => {
    const r = checkMindshiftAnswer(lex, {
      negativeThought: 'Ich bin so eine Schnecke.',
      positiveThought: 'Letzter sein gehört dazu. Ich stehe morgen wieder auf und renne weiter.',
      scenario: 'Beim Wettlauf bist du als Letzter ins Ziel gekommen.',
    });
    expect(r.isValid).toBe(true);
    expect(check('Ich kann das nicht.', 'Ich bin so vergesslich, das passiert mir immer.').isValid).toBe(false);
  });

  it('hears taking it lightly and giving one\'s best as helpful, and "alle lachen" as a stuck thought', () => {
    const r = checkMindshiftAnswer(lex, {
      negativeThought: 'Alle lachen über mein Tor.',
      positiveThought: 'Blöd gelaufen. Beim nächsten Spiel geb ich wieder alles.',
      scenario: 'Beim Fußball hast du ein Eigentor geschossen.',
    });
    expect(r.isValid).toBe(true);
    expect(check('Meine Mütze ist weg.', 'Die finde ich bestimmt wieder, ich frage im Fundbüro.').isValid).toBe(true);
  });

  it('refuses a thought that blames someone else, not one where the child owns up or denies it', () => {
    const scenario = 'Beim Kartenspielen hat dein Opa schon wieder gewonnen.';
    const blame = checkMindshiftAnswer(lex, {
      scenario,
      negativeThought: 'Opa gewinnt immer.',
      positiveThought: 'Macht nichts, Opa hat bestimmt gemogelt.',
    });
    expect(blame.isValid).toBe(false);
    expect(blame.feedback).toContain('„gemogelt“');
    const fair = checkMindshiftAnswer(lex, {
      scenario,
      negativeThought: 'Opa gewinnt immer.',
      positiveThought: 'Opa hat nicht gemogelt, er übt einfach viel. Ich übe auch und spiele morgen wieder mit ihm.',
    });
    expect(fair.isValid).toBe(true);
  });

  it('hears a verb at the end of a compound and a compound ending in the situation’s word as the same thing', () => {
    const bike = checkMindshiftAnswer(lex, {
      scenario: 'Du lernst gerade Fahrradfahren und bist schon wieder umgekippt.',
      negativeThought: 'Ich lerne das nie.',
      positiveThought: 'Runterfallen gehört dazu. Jedes Mal fahr ich ein Stück weiter.',
    });
    expect(bike.isValid).toBe(true);
    const stones = checkMindshiftAnswer(lex, {
      scenario: 'Dein schönster Stein ist in den Bach gefallen.',
      negativeThought: 'Jetzt ist alles blöd.',
      positiveThought: 'Schade, aber bei den Glitzersteinen ist auch ein schöner dabei.',
    });
    expect(stones.isValid).toBe(true);
  });

  it('counts "vielleicht können wir", "ich mag meine" and "selbst gemacht" as the child’s own helpful ideas', () => {
    const kite = (positiveThought: string) =>
      checkMindshiftAnswer(lex, {
        scenario: 'Dein Drachen ist beim Steigenlassen gerissen.',
        negativeThought: 'Jetzt ist alles kaputt.',
        positiveThought,
      });
    expect(kite('Vielleicht können wir ihn mit Klebeband flicken.').isValid).toBe(true);
    expect(kite('Ich mag meinen Drachen, auch mit einem Loch.').isValid).toBe(true);
    expect(kite('Ich hab ihn selbst gemacht, dann kann ich ihn auch flicken.').isValid).toBe(true);
  });

  it('hears "bestimmt" as hope', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Du hast dich sehr auf das Schwimmbad gefreut. Jetzt ist es wegen Regen zu.',
      negativeThought: 'Alles ist gemein.',
      positiveThought: 'Schade, aber wenn der Regen aufhört, gehen wir bestimmt ins Schwimmbad.',
    });
    expect(r.isValid).toBe(true);
  });

  it('reads a regional word with "es" leaned on it ("frog i\'s nomoi")', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Deine Freundin hat heute keine Zeit für dich.',
      negativeThought: 'die mog mi nimma',
      positiveThought: "Des macht nix, moang frog i's nomoi.",
    });
    expect(r.isValid).toBe(true);
  });

  it('counts the "Teil" of a building set as part of the situation, though stop-word lists call it filler', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Du baust ein Lego-Schiff und findest das passende Teil nicht.',
      negativeThought: 'Ich finde das nie.',
      positiveThought: 'Ich trink kurz was und dann such ich weiter nach den Eckteilen.',
    });
    expect(r.isValid).toBe(true);
  });

  it('takes a kind word about what happened as about the situation, with or without "ich"', () => {
    const fell = { scenario: 'Du bist beim Radfahren hingefallen.', negativeThought: 'Ich bin so ein Tollpatsch.' };
    expect(checkMindshiftAnswer(lex, { ...fell, positiveThought: 'Aua, blöd gelaufen. Pflaster drauf und weiter.' }).isValid).toBe(true);
    const puzzle = { scenario: 'Beim Puzzle fehlt ein Teil.', negativeThought: 'Jetzt ist das Puzzle blöd.' };
    const long = 'Das ist kein bisschen schlimm, das Bild sieht man trotzdem, und vielleicht liegt es unterm Sofa bei den Kissen.';
    expect(checkMindshiftAnswer(lex, { ...puzzle, positiveThought: long }).isValid).toBe(true);
    // A first field that names itself a Tollpatsch is a stuck thought; the swapped one is still seen.
    expect(checkMindshiftAnswer(lex, { ...fell, positiveThought: 'Ich bin so ein Tollpatsch.' }).isValid).toBe(false);
  });

  it('takes a plan to do it differently or to mend it, and praises it as a plan without quoting single words', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Beim Seilspringen bleibst du immer hängen.',
      negativeThought: 'Das kann ich nicht',
      positiveThought: 'Ich spring erstmal langsamer und zähl laut mit.',
    });
    expect(r).toEqual({ isValid: true, feedback: 'Super, das ist ein guter Plan! So wird aus dem traurigen Gedanken ein mutiger.' });
    const cup = { scenario: 'Deine Lieblingstasse ist dir heruntergefallen und zerbrochen.', negativeThought: 'ich mach alles kaputt' };
    expect(checkMindshiftAnswer(lex, { ...cup, positiveThought: 'das war ein unfall. vielleicht können wir sie kleben' }).isValid).toBe(
      true,
    );
    // A plan the child denies is no plan, and a time of day is no plan for another situation.
    expect(checkMindshiftAnswer(lex, { ...cup, positiveThought: 'ich kleb die nicht, das bringt nichts' }).isValid).toBe(false);
    expect(check('Ich bin schlecht im Diktat.', 'Heute Nachmittag spiele ich Fußball mit Ben.').isValid).toBe(false);
  });

  it('hears "egal wie viel ich übe" as giving up, and "nobody will see it" as a fix', () => {
    const whistle = { scenario: 'Du kannst noch nicht pfeifen.', negativeThought: 'Ich kann nicht pfeifen.' };
    expect(checkMindshiftAnswer(lex, { ...whistle, positiveThought: 'Ich lerne das nie im Leben, egal wie viel ich übe.' }).isValid).toBe(
      false,
    );
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Du hast beim Zähneputzen Zahnpasta aufs T-Shirt gekleckert.',
      negativeThought: 'ich bin so ungeschickt',
      positiveThought: 'Ich mach das mit nem nassen Lappen weg, dann sieht man fast nix mehr.',
    });
    expect(r.isValid).toBe(true);
  });

  it('lets a child shrug at itself ("na und") and have luck ("Schwein gehabt"), but not snap at someone', () => {
    const sand = { scenario: 'Deine Sandburg ist eingestürzt.', negativeThought: 'alles kaputt' };
    expect(checkMindshiftAnswer(lex, { ...sand, positiveThought: 'na und, dann bau i halt a neue mit mehr nassem sand' }).isValid).toBe(
      true,
    );
    expect(checkMindshiftAnswer(lex, { ...sand, positiveThought: 'na und, was willst du denn, ich bau eine neue' }).isValid).toBe(false);
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Du hast beim Kegeln keinen Kegel getroffen.',
      negativeThought: 'Ich treff nie.',
      positiveThought: 'Beim letzten Wurf hätte ich fast Schwein gehabt. Nächstes Mal ziel ich mehr in die Mitte.',
    });
    expect(r.isValid).toBe(true);
    expect(check('Ich bin dumm.', 'Ich bin ein Schwein, aber ich übe.').isValid).toBe(false);
  });

  it('hears a spoilt or useless day as a stuck thought, and "only a balloon", "nah dran", starting again as helpful', () => {
    const balloon = { scenario: 'Dein Luftballon ist geplatzt.', negativeThought: 'heute ist alles doof' };
    expect(
      checkMindshiftAnswer(lex, { ...balloon, positiveThought: 'ich sag mir: ist nur ein luftballon. ich puste einfach einen neuen auf' })
        .isValid,
    ).toBe(true);
    const guitar = {
      scenario: 'Du hast dir vorgenommen, jeden Tag Gitarre zu üben, und hast es eine Woche lang vergessen.',
      negativeThought: 'ich schaff das eh nicht',
    };
    expect(checkMindshiftAnswer(lex, { ...guitar, positiveThought: 'ich stell mir einen wecker und fang heute wieder an' }).isValid).toBe(
      true,
    );
    const zoo = {
      scenario: 'Im Zoo wolltest du unbedingt die Löwen sehen. Aber die schlafen heute in ihrem Haus.',
      negativeThought: 'der ausflug ist voll umsonst',
    };
    expect(
      checkMindshiftAnswer(lex, { ...zoo, positiveThought: 'Dann schau ich mir eben die Affen an, die sind auch lustig.' }).isValid,
    ).toBe(true);
    expect(checkMindshiftAnswer(lex, { ...zoo, positiveThought: 'Der Ausflug ist voll umsonst.' }).isValid).toBe(false);
  });

  it('does not praise blaming the referee or the other side’s luck', () => {
    const lost = {
      scenario: 'Dein Team hat das Turnier verloren, und du hast den letzten Elfmeter verschossen.',
      negativeThought: 'wegen mir haben wir verloren',
    };
    const r = checkMindshiftAnswer(lex, { ...lost, positiveThought: 'Der Torwart hatte nur Glück und der Schiri war unfair.' });
    expect(r.isValid).toBe(false);
    expect(r.feedback).toMatch(/Schuld/);
  });

  it('drops "immer" when it is denied ("bleibt nicht für immer so") and plans a break or a look for the mistake', () => {
    const whistle = { scenario: 'Du kannst noch nicht pfeifen.', negativeThought: 'ich kann das nie' };
    const hope = 'ich kann es noch nicht, aber das bleibt nicht für immer so. ich üb jeden tag ein bisschen';
    expect(checkMindshiftAnswer(lex, { ...whistle, positiveThought: hope }).isValid).toBe(true);
    const puzzle = {
      scenario: 'Du puzzelst seit einer halben Stunde und findest einfach nicht das passende Teil.',
      negativeThought: 'das puzzle ist doof',
    };
    expect(
      checkMindshiftAnswer(lex, { ...puzzle, positiveThought: 'ich mach kurz pause und sortier dann die teile nach farben' }).isValid,
    ).toBe(true);
  });

  it('takes a one-word stuck thought as the child wrote it, and still wants a little sentence for the helpful one', () => {
    const scenario = 'Bei der Radfahrprüfung hast du einen Fehler gemacht und musst sie wiederholen.';
    const ok = checkMindshiftAnswer(lex, { scenario, negativeThought: 'peinlich', positiveThought: 'Beim zweiten Mal schaffe ich es.' });
    expect(ok.isValid).toBe(true);
    const short = checkMindshiftAnswer(lex, { scenario, negativeThought: 'peinlich', positiveThought: 'egal' });
    expect(short).toEqual({ isValid: false, feedback: expect.stringContaining('noch sehr kurz') });
  });

  it('hears luck in bad luck as comfort about the situation', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Du hast beim Kegeln keinen Kegel getroffen.',
      negativeThought: 'ich bin eine niete',
      positiveThought: 'Schwein gehabt, dass es nur ein Übungsspiel war. Nächstes Mal ziele ich genauer auf die Mitte.',
    });
    expect(r.isValid).toBe(true);
  });

  it('hears a Bavarian plan with "ma" for "wir" and "baun" for "bauen"', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Dein Schneemann ist umgefallen.',
      negativeThought: 'so a schmarrn',
      positiveThought: 'na baun ma hoid an neia, no a bissl größer',
    });
    expect(r.isValid).toBe(true);
  });

  it("counts the things of the situation's topic words, not its verbs", () => {
    const input = {
      scenario: 'Du hast dich beim Kuchenbacken verrechnet, und der Teig ist zu flüssig.',
      negativeThought: 'Das schaffe ich nie.',
      positiveThought: 'Ich probiere es nochmal. Oma hat noch Mehl im Schrank.',
    };
    expect(checkMindshiftAnswer(lex, input).isValid).toBe(false);
    expect(checkMindshiftAnswer(lex, input, ['Kuchen', 'Teig', 'Mehl']).isValid).toBe(true);
    // "probieren" fits any text: a verb of the topic names no thing.
    expect(checkMindshiftAnswer(lex, input, ['Kuchen', 'Teig', 'probieren']).isValid).toBe(false);
  });

  it('hears praise said first and on its own about a mishap ("Toll, …") as mocking, not "Super, dass …" or "Super!"', () => {
    const last = { scenario: 'Du bist beim Schwimmwettkampf Letzte geworden.', negativeThought: 'ich bin die schlechteste' };
    expect(
      checkMindshiftAnswer(lex, { ...last, positiveThought: 'Toll, wenigstens bin ich bei irgendwas die Erste – von hinten.' }),
    ).toEqual({
      isValid: false,
      feedback: '„Toll“ klingt, als ob du dich lustig machst. Sag dir lieber ehrlich etwas, das dir Mut macht.',
    });
    expect(checkMindshiftAnswer(lex, { ...last, positiveThought: 'Super, dann darf ich ja nochmal, juhu' }).isValid).toBe(false);
    expect(checkMindshiftAnswer(lex, { ...last, positiveThought: 'Super! Ich übe weiter, dann werde ich schneller.' }).isValid).toBe(true);
    expect(
      checkMindshiftAnswer(lex, {
        scenario: 'Im Zoo wolltest du unbedingt die Löwen sehen. Aber die schlafen heute in ihrem Haus.',
        negativeThought: 'der ausflug ist doof',
        positiveThought: 'Super, dass es hier noch so viele andere Tiere gibt. Die Löwen sehe ich vielleicht am Nachmittag.',
      }).isValid,
    ).toBe(true);
  });

  it('reads "X ist nicht peinlich" as denying "peinlich", and what a plan keeps away ("sonst lern ich nix") as no stuck thought', () => {
    const giggled = {
      scenario: 'Du hast im Unterricht eine Frage gestellt, und ein paar Kinder haben gekichert.',
      negativeThought: 'ich sag nie wieder was',
    };
    const thought = (positiveThought: string) => checkMindshiftAnswer(lex, { ...giggled, positiveThought }).isValid;
    expect(thought('Fragen ist nicht peinlich. Ich hör nicht auf zu fragen, sonst lern ich ja nix.')).toBe(true);
    expect(thought('Ich frag weiter, sonst lern ich ja nix.')).toBe(true);
    expect(thought('Fragen ist peinlich, ich sag nix mehr.')).toBe(false);
    expect(thought('Üben ist nicht toll, ich lass es.')).toBe(false);
    expect(thought('Ich frag nicht mehr, sonst lachen die wieder.')).toBe(false);
    // "Nachbarschaft" holds no insult.
    expect(
      checkMindshiftAnswer(lex, {
        scenario: 'Deine beste Freundin hat eine neue Freundin und hat weniger Zeit für dich.',
        negativeThought: 'sie hat mich vergessen',
        positiveThought: 'Vielleicht können wir ja zu dritt spielen. Und ich hab ja auch noch Jonas aus der Nachbarschaft.',
      }).isValid,
    ).toBe(true);
  });

  it('takes a dialect stuck thought it cannot place as meant when two helpful ideas follow, not when one word does', () => {
    const star = { scenario: 'Beim Basteln klebt dein Stern schief.', negativeThought: 'Der is hi.' };
    expect(
      checkMindshiftAnswer(lex, {
        ...star,
        positiveThought: "Der is a bissl schiaf, aber schee is er trotzdem. Nächstes Moi kleb i'n langsamer.",
      }).isValid,
    ).toBe(true);
    expect(
      checkMindshiftAnswer(lex, {
        scenario: 'Du hast lange an einer Matheaufgabe gerechnet. Trotzdem ist das Ergebnis falsch.',
        negativeThought: 'Negativer Gedanke',
        positiveThought: 'Positiver Gedanke',
      }).isValid,
    ).toBe(false);
  });

  it('refuses "der fette Vielfraß" and "weil die alle egoistisch sind" said of others', () => {
    const cake = { scenario: 'Dein Bruder hat das größere Stück Kuchen bekommen.', negativeThought: 'der kriegt immer mehr' };
    expect(
      checkMindshiftAnswer(lex, {
        ...cake,
        positiveThought: 'nächstes mal nehm ich ihm das stück weg, der fette vielfraß braucht das eh nicht',
      }),
    ).toEqual({
      isValid: false,
      feedback: 'Da sagst du etwas Gemeines über jemand anderen. Sag dir lieber etwas, das dir selbst Mut macht.',
    });
    const council = {
      scenario: 'Du hast beim Klassenrat etwas gesagt, und keiner hat reagiert.',
      negativeThought: 'mir hört eh keiner zu',
    };
    expect(
      checkMindshiftAnswer(lex, {
        ...council,
        positiveThought: 'die anderen hören nie zu weil die alle egoistisch sind, aber ich sag trotzdem wieder was',
      }).isValid,
    ).toBe(false);
    expect(
      checkMindshiftAnswer(lex, {
        ...council,
        positiveThought: 'Vielleicht haben die anderen nicht zugehört, weil die alle müde waren. Ich sag es nächstes Mal nochmal.',
      }).isValid,
    ).toBe(true);
  });

  it('hears "…, als ob." at the end of a hope as mocking, and refuses a plan to hurt someone', () => {
    const asIf = checkMindshiftAnswer(lex, {
      scenario: 'Beim Tischtennis verlierst du jedes Mal gegen deinen Freund.',
      negativeThought: 'ich verliere immer',
      positiveThought: 'Klar, bestimmt werde ich nächste Woche Weltmeister, hahaha. Als ob.',
    });
    expect(asIf).toEqual({ isValid: false, feedback: expect.stringContaining('„Als ob“ klingt, als ob du dich lustig machst') });
    const wish = checkMindshiftAnswer(lex, {
      scenario: 'Beim Tischtennis verlierst du jedes Mal gegen deinen Freund.',
      negativeThought: 'ich verliere immer',
      positiveThought: 'Ich übe weiter, als ob morgen das Finale wäre.',
    });
    expect(wish.isValid).toBe(true);
    const hit = checkMindshiftAnswer(lex, {
      scenario: 'Beim Tischtennis verlierst du jedes Mal gegen deinen Freund.',
      negativeThought: 'ich werd nie gewinnen',
      positiveThought: 'nächstes mal hau ich ihm den schläger auf den kopf dann gewinn ich',
    });
    expect(hit).toEqual({ isValid: false, feedback: expect.stringContaining('„hau ich ihm“ willst du jemandem wehtun') });
    const crying = checkMindshiftAnswer(lex, {
      scenario: 'Du hast beim Memory verloren.',
      negativeThought: 'ich bin einfach schlecht',
      positiveThought: 'Ich übe jeden Tag, damit ich die anderen nächstes Mal richtig fertig mache und die heulen',
    });
    expect(crying.isValid).toBe(false);
    const goal = checkMindshiftAnswer(lex, {
      scenario: 'Beim Handball hast du nur den Pfosten getroffen statt ins Tor.',
      negativeThought: 'ich treff nie',
      positiveThought: 'Ich ziel nächstes Mal ein bisschen mehr nach innen und dann knallts',
    });
    expect(goal.isValid).toBe(true);
    const fist = checkMindshiftAnswer(lex, {
      scenario: 'Im Chat schreibt jemand, dein Video sei peinlich.',
      negativeThought: 'alle lachen über mich',
      positiveThought: 'ich find raus wer das war und dann gibts morgen in der schule ärger 👊',
    });
    expect(fist).toEqual({ isValid: false, feedback: expect.stringContaining('Die Faust') });
    const leg = checkMindshiftAnswer(lex, {
      scenario: 'Du bist nicht in die Schulmannschaft gekommen.',
      negativeThought: 'ich bin zu schlecht',
      positiveThought: 'hoffentlich bricht sich einer das bein dann komm ich doch noch rein',
    });
    expect(leg.feedback).toContain('wehtun');
    const pulli = { scenario: 'Ein Kind sagt, dein neuer Pullover sieht komisch aus.', negativeThought: 'ich seh doof aus' };
    expect(
      checkMindshiftAnswer(lex, {
        ...pulli,
        positiveThought: 'mir gefällt mein pulli, und der soll erstmal in den spiegel gucken, mit seiner hässlichen frisur',
      }).feedback,
    ).toContain('Gemeines');
    expect(
      checkMindshiftAnswer(lex, { ...pulli, positiveThought: 'Mir gefällt mein Pulli, und seine Meinung ist nur seine Meinung.' }).isValid,
    ).toBe(true);
    const board = 'Beim Brettspiel musst du schon zum dritten Mal zurück an den Start.';
    const wished = checkMindshiftAnswer(lex, {
      scenario: board,
      negativeThought: 'immer ich',
      positiveThought: 'Ist ok, ich spiel weiter – wenn Lea nicht immer beim Würfeln schummeln würde, wär ich schon längst vorne',
    });
    expect(wished.feedback).toContain('die Schuld');
    const fair = checkMindshiftAnswer(lex, {
      scenario: board,
      negativeThought: 'immer ich',
      positiveThought: 'Lea hat nicht geschummelt, ich hab nur Pech gehabt. Nächste Runde würfel ich eine Sechs!',
    });
    expect(fair.isValid).toBe(true);
    const teacher = checkMindshiftAnswer(lex, {
      scenario: 'Du hast in der Klassenarbeit eine schlechtere Note bekommen, als du gehofft hast.',
      negativeThought: 'ich bin dumm',
      positiveThought: 'ich bin nicht dumm, die lehrerin erklärt einfach voll schlecht, darum hab ich ne 4',
    });
    expect(teacher.feedback).toContain('die Schuld');
    const toItself = checkMindshiftAnswer(lex, {
      scenario: 'Du hast beim Diktat viele Fehler gemacht.',
      negativeThought: 'ich kann das nicht',
      positiveThought: 'Du hast halt zu wenig geübt. Morgen übst du mehr, dann klappt es.',
    });
    expect(toItself.isValid).toBe(true);
    const test = 'Du hast vergessen, für den Test zu lernen.';
    const copy = checkMindshiftAnswer(lex, {
      scenario: test,
      negativeThought: 'jetzt ist alles verloren',
      positiveThought: 'Ich lerne daraus: nächstes mal schreib ich einfach bei Finn ab, der weiß immer alles',
    });
    expect(copy.feedback).toContain('Abschreiben oder Schummeln');
    const honest = checkMindshiftAnswer(lex, {
      scenario: test,
      negativeThought: 'jetzt ist alles verloren',
      positiveThought: 'Nächstes Mal lerne ich früher und schummle nie.',
    });
    expect(honest.isValid).toBe(true);
    const play = checkMindshiftAnswer(lex, {
      scenario: 'Du hast bei der Schulaufführung deinen Text vergessen.',
      negativeThought: 'ich hab alles kaputt gemacht',
      positiveThought: 'Sowas passiert auf der Bühne, beim nächsten Mal hab ich einen Spickzettel hinter dem Vorhang',
    });
    expect(play.feedback).not.toContain('Schummeln');
  });

  it('takes doing what the topic names ("testen") as a plan, but not a feeling ("freuen")', () => {
    const crash = {
      scenario: 'Beim Programmieren stürzt dein Spiel immer wieder ab.',
      negativeThought: 'ich bin kein programmier typ',
      positiveThought: 'ich teste jeden teil einzeln bis ich den fehler finde',
    };
    const topic = ['Programmieren', 'Spiel', 'abstürzen', 'Computer', 'Code', 'Fehler', 'suchen', 'testen'];
    expect(checkMindshiftAnswer(lex, crash, topic)).toEqual({ isValid: true, feedback: expect.stringContaining('guter Plan') });
    // Without "testen" among the topic's words, the thought still names the situation's "Fehler"
    // and opens with what the child does now; with neither it names nothing of the situation.
    expect(
      checkMindshiftAnswer(
        lex,
        crash,
        topic.filter((w) => w !== 'testen'),
      ).isValid,
    ).toBe(true);
    expect(
      checkMindshiftAnswer(
        lex,
        { ...crash, positiveThought: 'ich teste jeden teil einzeln' },
        topic.filter((w) => w !== 'testen'),
      ).isValid,
    ).toBe(false);
    const trip = {
      scenario: 'Du hast dich sehr auf den Klassenausflug gefreut. Jetzt fällt er aus, weil der Bus kaputt ist.',
      negativeThought: 'Der Ausflug fällt aus.',
      positiveThought: 'Ich freue mich auf Weihnachten.',
    };
    expect(checkMindshiftAnswer(lex, trip, ['Ausflug', 'Bus', 'freuen', 'Klasse']).isValid).toBe(false);
  });

  it('refuses a row of keywords and an eye-roll, and hears "in meiner alten Klasse" as a school class, not a kind word', () => {
    const scenario = 'Du hast vergessen, für den Test zu lernen.';
    const words = checkMindshiftAnswer(lex, {
      scenario,
      negativeThought: 'schlecht',
      positiveThought: 'positiv gut super toll schaffen lernen',
    });
    expect(words.isValid).toBe(false);
    expect(words.feedback).toContain('einzelne Wörter');
    const roll = checkMindshiftAnswer(lex, {
      scenario: 'Du hast beim Memory kein einziges Paar gefunden.',
      negativeThought: 'ich kann das nicht',
      positiveThought: 'super, ich bin halt der memory weltmeister 🙄🙄',
    });
    expect(roll).toEqual({ isValid: false, feedback: expect.stringContaining('Augenrollen') });
    const moved = checkMindshiftAnswer(lex, {
      scenario: 'Du bist in eine neue Stadt gezogen und kennst in deiner neuen Klasse noch niemanden.',
      negativeThought: 'Hier find ich nie Freunde. In meiner alten Klasse war alles besser.',
      positiveThought: 'Am Anfang ist es komisch, aber ich frag morgen das Mädchen neben mir, ob sie in der Pause mit mir spielt.',
    });
    expect(moved.feedback).not.toContain('„Klasse“');
  });

  it('takes "ist halt so" with a plan, and small steps with "erst … dann"', () => {
    const team = checkMindshiftAnswer(lex, {
      scenario: 'Im Sportunterricht werden Mannschaften gewählt, und du wirst erst ziemlich spät aufgerufen.',
      negativeThought: 'Keiner will mich im Team.',
      positiveThought: 'Ist halt heute so. Ich zeig im Spiel einfach, was ich kann, und hab trotzdem Spaß.',
    });
    expect(team.isValid).toBe(true);
    const steps = checkMindshiftAnswer(lex, {
      scenario: 'Im Schwimmkurs springen schon alle vom Startblock. Du traust dich noch nicht.',
      negativeThought: 'Ich bin ein Angsthase',
      positiveThought: 'ich brauch halt noch ein bisschen. erst spring ich vom rand und dann vom block',
    });
    expect(steps.isValid).toBe(true);
  });

  it('hears "jeden Tag" in a plan the child sets itself as a routine, not as "always"', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Du kommst mit deinem Buch für die Leseliste nicht voran, weil es so dick ist.',
      negativeThought: 'das schaff ich nie',
      positiveThought: 'Ich lese jeden Tag zehn Seiten, dann bin ich irgendwann durch.',
    });
    expect(r.isValid).toBe(true);
  });

  it('asks about the second thought, not the first, when the first is there and the second holds nothing helpful', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Du hast vergessen, deine Blumen zu gießen.',
      negativeThought: 'jez sint die blumen tot',
      positiveThought: 'die blumen sind gelb und rot',
    });
    expect(r.isValid).toBe(false);
    expect(r.feedback).toContain('zweiten Gedanken');
  });

  it("hears a friend's sad feeling as understanding, and a one-word sigh before the thought as part of it", () => {
    const hurt = checkMindshiftAnswer(lex, {
      scenario: 'Ein Freund sagt dir, dass du ihn verletzt hast.',
      negativeThought: 'Der stellt sich total an.',
      positiveThought: 'Er ist traurig. Ich frage ihn, was ihn verletzt hat, und sage Entschuldigung.',
    });
    expect(hurt.isValid).toBe(true);
    const sigh = checkMindshiftAnswer(lex, {
      scenario: 'Dein Eis ist dir auf den Boden gefallen.',
      negativeThought: 'alles kaputt',
      positiveThought: 'schade. aber nächstes mal halt ich es besser fest',
    });
    expect(sigh.isValid).toBe(true);
    // The child's own sadness is still no helpful thought.
    const own = checkMindshiftAnswer(lex, {
      scenario: 'Dein Eis ist dir auf den Boden gefallen.',
      negativeThought: 'alles kaputt',
      positiveThought: 'Ich bin traurig und er ist auch traurig.',
    });
    expect(own.isValid).toBe(false);
  });

  it('hears "ich gebe kein bisschen auf" as not giving up', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Dein Turm aus Bechern fällt immer wieder um.',
      negativeThought: 'Das klappt nie.',
      positiveThought: 'Ich gebe kein bisschen auf, ich baue ihn unten breiter.',
    });
    expect(r.isValid).toBe(true);
  });

  it('hears something the child will do next about the situation as a plan, in any words', () => {
    const sandcastle = checkMindshiftAnswer(lex, {
      scenario: 'Deine Sandburg ist eingestürzt.',
      negativeThought: 'alles umsonst',
      positiveThought: 'dann bau ich eine noch größere sandburg mit nassem sand',
    });
    expect(sandcastle).toEqual({
      isValid: true,
      feedback: 'Super, das ist ein guter Plan! So wird aus dem traurigen Gedanken ein mutiger.',
    });
    // Something else next is no plan about the situation, nor is giving up.
    const elsewhere = checkMindshiftAnswer(lex, {
      scenario: 'Deine Sandburg ist eingestürzt.',
      negativeThought: 'alles umsonst',
      positiveThought: 'dann spiel ich mit Tim Fußball',
    });
    expect(elsewhere.isValid).toBe(false);
    const never = checkMindshiftAnswer(lex, {
      scenario: 'Deine Sandburg ist eingestürzt.',
      negativeThought: 'alles umsonst',
      positiveThought: 'dann bau ich nie wieder eine sandburg',
    });
    expect(never.isValid).toBe(false);
  });

  it('reads "Aufgaben" as homework, not giving up, and "da kann keiner was für" as comfort', () => {
    const homework = checkMindshiftAnswer(
      lex,
      {
        scenario: 'Du merkst in der Schule, dass dein Hausaufgabenheft noch zu Hause liegt.',
        negativeThought: 'die lehrerin schimpft bestimmt',
        positiveThought: 'ich sag es ihr ehrlich und schreib mir die aufgaben heute auf einen zettel',
      },
      ['Hausaufgabenheft', 'Zettel', 'aufschreiben'],
    );
    expect(homework.isValid).toBe(true);
    const nobody = checkMindshiftAnswer(lex, {
      scenario: 'Du hast dich sehr auf den Klassenausflug gefreut. Jetzt fällt er aus, weil der Bus kaputt ist.',
      negativeThought: 'immer geht alles schief',
      positiveThought: 'da kann keiner was für. vielleicht holen wir den ausflug bald nach',
    });
    expect(nobody.isValid).toBe(true);
  });

  it('refuses a cheerful thought about another part of the day, unless the situation names it', () => {
    const balloon = checkMindshiftAnswer(lex, {
      scenario: 'Dein Luftballon ist geplatzt.',
      negativeThought: 'So ein Mist',
      positiveThought: 'Morgen habe ich Sport, das mag ich.',
    });
    expect(balloon).toEqual({ isValid: false, feedback: 'Das passt noch nicht zu der Situation. Was könntest du dir da Mutiges sagen?' });
    const test = checkMindshiftAnswer(lex, {
      scenario: 'Du hast im Mathetest eine schlechte Note bekommen.',
      negativeThought: 'ich kann kein mathe',
      positiveThought: 'Morgen übe ich Mathe mit Papa, dann klappt der nächste Test besser.',
    });
    expect(test.isValid).toBe(true);
  });

  it('hears "keiner … mag mich" and "immer passiert sowas" as stuck thoughts', () => {
    const votes = checkMindshiftAnswer(lex, {
      scenario: 'Du hast bei der Klassensprecherwahl nur zwei Stimmen bekommen.',
      negativeThought: 'keiner in der klasse mag mich',
      positiveThought: 'Immerhin haben mich zwei gewählt. Nächstes Jahr mach ich ein Plakat für die Wahl.',
    });
    expect(votes.isValid).toBe(true);
    const bus = checkMindshiftAnswer(lex, {
      scenario: 'Du hast dich sehr auf den Klassenausflug gefreut. Jetzt fällt er aus, weil der Bus kaputt ist.',
      negativeThought: 'immer passiert sowas bei uns',
      positiveThought: 'schade, aber dann fahren wir bestimmt später mit dem bus',
    });
    expect(bus.isValid).toBe(true);
  });

  it('hears a plural with an umlaut as the situation\'s word ("bei Vorträgen" – "beim Vortrag")', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Beim Vortrag hast du vor Aufregung gestottert.',
      negativeThought: 'alle fanden mich peinlich',
      positiveThought: 'Alle sind bei Vorträgen aufgeregt. Beim nächsten Mal rede ich langsam.',
    });
    expect(r.isValid).toBe(true);
  });

  it('hears "probier ichs" as the child, "unmusikalisch" as a stuck thought and "niemand gewinnt immer" as comfort', () => {
    const kite = checkMindshiftAnswer(lex, {
      scenario: 'Dein Drachen steigt nicht in die Luft.',
      negativeThought: 'der fliegt nie',
      positiveThought: 'vielleicht ist heute zu wenig wind. morgen probier ichs auf dem hügel nochmal',
    });
    expect(kite.isValid).toBe(true);
    const piano = checkMindshiftAnswer(lex, {
      scenario: 'Beim Klavierüben verspielst du dich immer wieder an derselben Stelle.',
      negativeThought: 'ich bin unmusikalisch',
      positiveThought: 'Ich übe die Stelle ganz langsam, zehnmal. Dann klappt das.',
    });
    expect(piano.isValid).toBe(true);
    const game = checkMindshiftAnswer(lex, {
      scenario: 'Beim Brettspiel musst du schon zum dritten Mal zurück an den Start.',
      negativeThought: 'ich hab immer pech',
      positiveThought: 'Niemand gewinnt immer. Ist doch nur ein Spiel.',
    });
    expect(game.isValid).toBe(true);
  });

  it('refuses blame on a teammate who should apologise, and a new pet as a plan', () => {
    const blame = checkMindshiftAnswer(lex, {
      scenario: 'Beim Fußball hast du ein Eigentor geschossen.',
      negativeThought: 'jetzt sind alle sauer auf mich',
      positiveThought: 'war nicht meine schuld, der jonas soll sich mal entschuldigen',
    });
    expect(blame.isValid).toBe(false);
    const hamster = checkMindshiftAnswer(lex, {
      scenario: 'Deine Freundin ist heute krank und nicht in der Schule.',
      negativeThought: 'heute is langweilig',
      positiveThought: 'ich hab einen neuen hamster der heißt keks',
    });
    expect(hamster.isValid).toBe(false);
  });

  it('hears "pflanze neue Kresse" as a plan and "dit passiert ma nich nochma" as a resolution', () => {
    const cress = checkMindshiftAnswer(lex, {
      scenario: 'Deine Pflanze auf der Fensterbank ist vertrocknet.',
      negativeThought: 'ich kann mich um nix kümmern',
      positiveThought: 'ich mach mir einen gieß-kalender und pflanze neue kresse auf die fensterbank',
    });
    expect(cress.isValid).toBe(true);
    const test = checkMindshiftAnswer(lex, {
      scenario: 'Du hast vergessen, für den Test zu lernen.',
      negativeThought: 'jetz is allet vorbei',
      positiveThought: 'ick schreib ma die tests in meen kalender, dit passiert ma nich nochma',
    });
    expect(test.isValid).toBe(true);
  });

  it('hears "die anderen sind viel besser" and "früher war alles besser" as stuck thoughts', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Du bist in eine neue Stadt gezogen und kennst in deiner neuen Klasse noch niemanden.',
      negativeThought: 'hier mag mich keiner, in meiner alten klasse war alles besser',
      positiveThought: 'morgen frag ich ein kind aus der klasse, ob es mit mir spielt.',
    });
    expect(r.isValid).toBe(true);
    const others = checkMindshiftAnswer(lex, {
      scenario: 'Du hast dich für die Schülerzeitung beworben, aber dein Artikel wurde nicht genommen.',
      negativeThought: 'die anderen sind viel besser',
      positiveThought: 'Ich frage, was gefehlt hat, und schreib nächstes Mal einen neuen Artikel.',
    });
    expect(others.isValid).toBe(true);
  });

  it('refuses a thought that expects the mishap again, not one that hopes it will not happen', () => {
    const scenario = 'Dein Luftballon ist geplatzt.';
    const again = checkMindshiftAnswer(lex, {
      scenario,
      negativeThought: 'jetzt ist der tag kaputt',
      positiveThought: 'bestimmt platzt der nächste auch gleich wieder',
    });
    expect(again.isValid).toBe(false);
    expect(again.feedback).toMatch(/wieder schiefgeht/);
    const calm = checkMindshiftAnswer(lex, {
      scenario,
      negativeThought: 'jetzt ist der tag kaputt',
      positiveThought: 'wenn der nächste wieder platzt, lach ich einfach',
    });
    expect(calm.isValid).toBe(true);
  });

  it('hears the friend\'s hurt in a clause without commas as understanding, and "damit ich es nicht nochmal mache" as a resolution', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Ein Freund sagt dir, dass du ihn verletzt hast.',
      negativeThought: 'ich bin ein schlechter freund',
      positiveThought:
        'Ich geh zu ihm und sag dass es mir leid tut. Dann frag ich was ihn so verletzt hat damit ich es nicht nochmal mache',
    });
    expect(r.isValid).toBe(true);
  });

  it('reads "Hasen" as animals, not as "hassen", and "in der 2. halbzeit" as one sentence', () => {
    const bunny = checkMindshiftAnswer(lex, {
      scenario: 'Beim Vorlesen in der Klasse hast du dich mehrmals versprochen.',
      negativeThought: 'die lachen mich bestimmt aus',
      positiveThought: 'jeder verspricht sich mal. ich les zuhause laut meinem hasen vor zum üben',
    });
    expect(bunny.isValid).toBe(true);
    expect(check('jetzt hassen mich alle', 'Ich übe weiter.').isValid).toBe(true);
    const halftime = checkMindshiftAnswer(lex, {
      scenario: 'Beim Fußball hast du ein Eigentor geschossen.',
      negativeThought: 'jetzt hassen mich alle im team',
      positiveThought: 'das war ein unfall. sogar bei der WM gibts eigentore. in der 2. halbzeit geb ich alles',
    });
    expect(halftime.isValid).toBe(true);
  });

  it('hears a plan with what it brings, a close call, laughing with the child, and a thought that opens with a helpful idea', () => {
    const cases = [
      [
        'Dein Turm aus Bauklötzen ist kurz vor dem Ende umgefallen.',
        'blöder turm',
        'ich mach unten die klötze breiter dann wackelt der nich so',
      ],
      [
        'Beim Sportfest wolltest du unbedingt eine Urkunde bekommen. Diesmal hat es nicht ganz gereicht.',
        'ich bin zu schlecht',
        'des war scho recht knapp. nächstes mal pack i des',
      ],
      [
        'Du wolltest im Schultheater die Hauptrolle spielen. Jetzt bekommst du eine kleinere Rolle.',
        'die anderen sind alle besser als ich',
        'meine rolle ist auch wichtig. ich spiel sie so lustig, dass alle lachen',
      ],
      [
        'Du hast im Unterricht eine Frage gestellt, und ein paar Kinder haben gekichert.',
        'die halten mich alle für blöd',
        'fragen ist mutig. wer fragt lernt was und die lehrerin hat gesagt es gibt keine dummen fragen',
      ],
    ] as const;
    for (const [scenario, negativeThought, positiveThought] of cases)
      expect(checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought }).isValid, positiveThought).toBe(true);
    const laughedAt = checkMindshiftAnswer(lex, {
      scenario: cases[2][0],
      negativeThought: 'ich bin schlecht',
      positiveThought: 'bestimmt lachen alle über mich',
    });
    expect(laughedAt.isValid).toBe(false);
    const escape = checkMindshiftAnswer(lex, {
      scenario: 'Du hast vergessen, für den Test zu lernen.',
      negativeThought: 'jetzt schreib ich ne 6',
      positiveThought: 'ich sag einfach ich bin krank dann muss ich nicht mitschreiben',
    });
    expect(escape.isValid).toBe(false);
  });

  it('keeps "doofe" sad in "der doofe drachen fliegt nie", blames the goalkeeper before "und", and hears 🙃 as mockery', () => {
    const kite = checkMindshiftAnswer(lex, {
      scenario: 'Dein Drachen steigt nicht in die Luft.',
      negativeThought: 'der doofe drachen fliegt nie',
      positiveThought: 'vielleicht ist zu wenig wind. ich probiers nachher auf dem feld nochmal',
    });
    expect(kite.isValid).toBe(true);
    const blame = checkMindshiftAnswer(lex, {
      scenario: 'Dein Team hat das Turnier verloren, und du hast den letzten Elfmeter verschossen.',
      negativeThought: 'alle hassen mich jetzt',
      positiveThought: 'der torwart von denen hat geschummelt und der trainer hat mich blöd aufgestellt. nächstes mal wird es besser',
    });
    expect(blame.feedback).toContain('„geschummelt“');
    const upsideDown = checkMindshiftAnswer(lex, {
      scenario: 'Dein Lehrer hat deinen Aufsatz mit vielen roten Anmerkungen zurückgegeben.',
      negativeThought: 'ich kann nicht schreiben',
      positiveThought: 'toll jetzt hab ich wenigstens ein schön buntes heft, danke herr meyer 🙃',
    });
    expect(upsideDown.isValid).toBe(false);
    expect(upsideDown.feedback).toMatch(/^Das umgedrehte Gesicht/);
  });

  it('hears a Saxon plan whose next clause says what it brings, with a word the topic has at the end of a compound', () => {
    const bubbles = checkMindshiftAnswer(
      lex,
      {
        scenario: 'Deine Seifenblasen platzen immer sofort.',
        negativeThought: 'das is alles for de katz',
        positiveThought: 'nu, da mach mor ä bissl mehr spüli ins wasser, dann halten die länger',
      },
      ['Seifenblasen', 'pusten', 'Seifenwasser', 'Ring'],
    );
    expect(bubbles.isValid).toBe(true);
    const elsewhere = checkMindshiftAnswer(
      lex,
      {
        scenario: 'Deine Seifenblasen platzen immer sofort.',
        negativeThought: 'das is alles for de katz',
        positiveThought: 'nu, da mach mor ä bissl mehr spüli ins wasser, dann halten die länger',
      },
      ['Seifenblasen', 'pusten', 'Ring'],
    );
    expect(elsewhere.isValid).toBe(false);
  });

  it('refuses hiding what happened, and hears "Aufregung" in "aufgeregt" and "damit mir das nicht nochmal passiert" as a resolution', () => {
    const hidden = checkMindshiftAnswer(lex, {
      scenario: 'Du hast beim Spielen ein Fenster kaputt gemacht.',
      negativeThought: 'jetzt krieg ich voll ärger',
      positiveThought: 'ich sag einfach nix dann merkt keiner dass ich das war',
    });
    expect(hidden.isValid).toBe(false);
    expect(hidden.feedback).toMatch(/versteckst du es nur/);
    expect(check('ich kann das nie', 'Den kleinen Fehler merkt keiner. Ich übe weiter.').isValid).toBe(true);
    const nervous = checkMindshiftAnswer(lex, {
      scenario: 'Beim Vortrag hast du vor Aufregung gestottert.',
      negativeThought: 'alle denken jetzt ich bin komisch',
      positiveThought:
        'Aufgeregt sind viele. Ich hab den Vortrag trotzdem zu Ende gemacht und nächstes Mal übe ich vorher vor meiner Familie.',
    });
    expect(nervous.isValid).toBe(true);
    const plan = checkMindshiftAnswer(lex, {
      scenario: 'Du hast vergessen, für den Test zu lernen.',
      negativeThought: 'jetzt schreib ich ne 6',
      positiveThought: 'jetzt ist es halt so, aber ich mach mir ab heute einen plan im kalender damit mir das nicht nochmal passiert',
    });
    expect(plan.isValid).toBe(true);
  });

  it('refuses quitting however cheerful the rest, but hears "ich hör auf zu schimpfen" as stopping something', () => {
    const scenario = 'Beim Klavierüben verspielst du dich immer wieder an derselben Stelle.';
    const quit = checkMindshiftAnswer(lex, {
      scenario,
      negativeThought: 'ich bin unmusikalisch',
      positiveThought: 'ich hör mit klavier auf, fußball ist eh besser',
    });
    expect(quit.isValid).toBe(false);
    expect(quit.feedback).toContain('„hör mit klavier auf“ heißt aufhören');
    expect(
      checkMindshiftAnswer(lex, {
        scenario,
        negativeThought: 'ich bin unmusikalisch',
        positiveThought: 'ich hör nicht auf, ich übe die stelle langsam',
      }).isValid,
    ).toBe(true);
    const stop = checkMindshiftAnswer(lex, {
      scenario: 'Du hast dich beim Spielen gestritten.',
      negativeThought: 'alles doof',
      positiveThought: 'ich hör auf zu schimpfen und frag, ob wir weiterspielen',
    });
    expect(stop.isValid).toBe(true);
  });

  it('hears an accident called an accident and owning up to it as helpful, not "verstehen" or "berichten"', () => {
    const scenario = 'Du hast beim Aufräumen etwas Wertvolles kaputt gemacht.';
    const think = (positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought: 'i mach olles hin', positiveThought }).isValid;
    expect(think('des woa a versehen')).toBe(true);
    expect(think('Das war ein Versehen.')).toBe(true);
    expect(think('ich sag es der mama ehrlich')).toBe(true);
    expect(think('ich geb es zu')).toBe(true);
    expect(think('ich gebe nie zu dass ich das war')).toBe(false);
    expect(think('keiner wird es verstehen')).toBe(false);
    expect(think('ich berichte es keinem')).toBe(false);
  });

  it('hears a deed whose result undoes the mishap, and one opinion or a first try put in proportion', () => {
    const guitar = 'Du hast dir vorgenommen, jeden Tag Gitarre zu üben, und hast es eine Woche lang vergessen.';
    const think = (scenario: string, negativeThought: string, positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought }).isValid;
    expect(think(guitar, 'ich schaff das nie', 'Ich stell mir einen Wecker am Handy, dann vergess ich es nicht mehr.')).toBe(true);
    expect(think(guitar, 'ich schaff das nie', 'Ich stell mir einen Wecker, dann klappt es eh nicht.')).toBe(false);
    expect(think(guitar, 'ich schaff das nie', 'Ich stell mir einen Wecker, dann muss ich nicht mehr üben.')).toBe(false);
    expect(
      think(
        'Du hast beim Malen über den Rand gemalt.',
        'jetzt ist das bild kaputt',
        'ich mal einen rahmen drum dann sieht man das gar nicht mehr',
      ),
    ).toBe(true);
    expect(
      think(
        'Du hast dich beim Programmieren-Kurs angemeldet, und dein erstes Programm funktioniert nicht.',
        'Programmieren ist nix für mich',
        'beim ersten mal klappt das bei keinem. ich such den fehler zeile für zeile',
      ),
    ).toBe(true);
    expect(
      think(
        'Im Chat schreibt jemand, dein Video sei peinlich.',
        'Ich mach nie wieder ein Video.',
        'Mir hat das Video Spaß gemacht. Eine Meinung ist nicht alles.',
      ),
    ).toBe(true);
  });

  it('hears a good word given to someone else and denied of the child ("und ich nicht") as a stuck thought', () => {
    const think = (positiveThought: string) =>
      checkMindshiftAnswer(lex, {
        scenario: 'Dein Bruder ist in Mathe besser als du.',
        negativeThought: 'Ich bin halt der Dumme in der Familie.',
        positiveThought,
      }).isValid;
    expect(think('naja er ist eben schlau und ich nicht, so ist das halt')).toBe(false);
    expect(think('er kann das gut und ich nicht, aber ich übe')).toBe(true);
  });

  it('hears "immer …, nie …" as a complaint, being the only one as sad, and "Nächstes Mal klappt es" as about what happened', () => {
    const think = (scenario: string, negativeThought: string, positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought }).isValid;
    expect(
      think(
        'Beim Kartenspielen hat dein Opa schon wieder gewonnen.',
        'opa gewinnt immer ich nie',
        'ich guck mir ab wie er das macht und irgendwann gewinn ich',
      ),
    ).toBe(true);
    const bike = 'Bei der Radfahrprüfung hast du einen Fehler gemacht und musst sie wiederholen.';
    expect(think(bike, 'alle haben bestanden außer ich', 'Nächstes Mal klappt es.')).toBe(true);
    expect(think(bike, 'alle haben bestanden außer ich', 'Beim zweiten mal klappt es.')).toBe(true);
    expect(think(bike, 'alle haben bestanden außer ich', 'Es gibt morgen Pizza.')).toBe(false);
  });

  it("hears saying sorry, doing it another way and seeing one's progress as helpful", () => {
    const think = (scenario: string, negativeThought: string, positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought }).isValid;
    expect(
      think(
        'Du hast beim Spielen ein Fenster kaputt gemacht.',
        'jetzt hassen mich die nachbarn',
        'Ich klingel und sag dass es mir leid tut. Dann kann man das bestimmt wieder reparieren.',
      ),
    ).toBe(true);
    expect(
      think(
        'Dein Papierflieger fliegt nicht weit.',
        'meine flieger sind schrott',
        'ich falte die flügel mal anders, vielleicht fliegt er dann weiter',
      ),
    ).toBe(true);
    expect(
      think(
        'Beim Eislaufen rutschst du aus und fällst immer wieder auf den Po.',
        'das lern ich nie',
        'Komm schon Emma, du bist heute schon viel weiter gekommen als letztes Mal. Aufstehen und weiter!',
      ),
    ).toBe(true);
  });

  it('hears praise of the mishap and sure mocking as making fun of it, not an honest "trotzdem super gelaufen"', () => {
    const think = (positiveThought: string) =>
      checkMindshiftAnswer(lex, {
        scenario: 'Du hast beim Memory kein einziges Paar gefunden.',
        negativeThought: 'ich hab ein schlechtes gedächtnis',
        positiveThought,
      });
    const mock = think('Klar, ich bin ja auch der Memory-Weltmeister, haha. Voll super gelaufen.');
    expect(mock.isValid).toBe(false);
    expect(mock.feedback).toContain('„super gelaufen“ klingt, als ob du dich lustig machst');
    expect(think('na toll, das war ja klar').isValid).toBe(false);
    expect(think('Der Rest ist trotzdem super gelaufen, nächstes Mal finde ich ein Paar.').isValid).toBe(true);
  });

  it('hears "am Anfang klappt es nicht", "NOCH kann ich es nicht" and Bavarian and Saxon words as helpful', () => {
    const think = (scenario: string, negativeThought: string, positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought }).isValid;
    expect(
      think(
        'Du hast dich beim Programmieren-Kurs angemeldet, und dein erstes Programm funktioniert nicht.',
        'programmieren ist zu schwer für mich',
        'bei den meisten programmen klappt es am anfang nicht. ich such den fehler zeile für zeile',
      ),
    ).toBe(true);
    expect(think('Du kannst noch nicht pfeifen.', 'alle können pfeifen nur ich nich', 'NOCH kann ich es nicht')).toBe(true);
    expect(think('Du kannst noch nicht pfeifen.', 'alle können pfeifen nur ich nich', 'ich kann es nicht')).toBe(false);
    expect(think('Dein Eis ist dir auf den Boden gefallen.', 'so a mist', 'des is hoid bassiert. morgn kaf i ma a neis')).toBe(true);
  });

  it('hears a short stop, "Das zählt.", "jeden Tag ein bisschen" and "nie stimmt nicht" as part of the thought', () => {
    const piano = ['Klavier', 'üben', 'Stelle', 'Noten', 'langsam', 'Takt'];
    const think = (scenario: string, negativeThought: string, positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought }, piano).isValid;
    expect(
      think(
        'Beim Klavierüben verspielst du dich immer wieder an derselben Stelle.',
        'ich bin unmusikalisch',
        'Stopp, sag ich mir. Nur die drei Takte, ganz langsam, zehnmal. Dann geht das.',
      ),
    ).toBe(true);
    expect(
      think(
        'Du wolltest ein Geschenk basteln. Jetzt sieht es ganz anders aus, als du es geplant hast.',
        'Das Geschenk ist schrecklich.',
        'Es ist anders geworden, aber ich hab es selbst gemacht und mit Liebe. Das zählt.',
      ),
    ).toBe(true);
    expect(
      think(
        'Du kannst noch nicht pfeifen.',
        'ich lern das nie',
        'nie stimmt nicht. ich kann es nur noch nicht und üb jeden tag ein bisschen',
      ),
    ).toBe(true);
    expect(think('Du kannst noch nicht pfeifen.', 'ich lern das nie', 'Ich übe. Die Kanzlerin redet heute im Fernsehen.')).toBe(false);
  });

  it('hears "ich bau ihn unten breiter, dann wackelt er nicht so" as a plan, and "ich übe dann nicht" as none', () => {
    const tower = 'Dein Turm aus Bauklötzen ist kurz vor dem Ende umgefallen.';
    expect(
      checkMindshiftAnswer(lex, {
        scenario: tower,
        negativeThought: 'blöder turm',
        positiveThought: 'ich bau ihn unten breiter dann wackelt er nicht so',
      }).isValid,
    ).toBe(true);
    expect(
      checkMindshiftAnswer(lex, { scenario: tower, negativeThought: 'blöder turm', positiveThought: 'ich übe dann nicht mehr' }).isValid,
    ).toBe(false);
  });

  it('refuses calling a person of the situation mean, not a ball at the post or a teacher who is not mean', () => {
    const essay = 'Dein Lehrer hat deinen Aufsatz mit vielen roten Anmerkungen zurückgegeben.';
    const think = (scenario: string, positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought: 'alles ist falsch', positiveThought });
    const mean = think(essay, 'Der Lehrer hat eh keine Ahnung und ist gemein, aber ich mach trotzdem weiter');
    expect(mean.isValid).toBe(false);
    expect(mean.feedback).toContain('etwas Gemeines über jemand anderen');
    expect(think(essay, 'Der Lehrer ist nicht gemein, er will mir helfen. Ich verbessere die Fehler.').isValid).toBe(true);
    expect(
      think(
        'Beim Fußball hast du ein Eigentor geschossen.',
        'Der Ball ist vom Pfosten abgeprallt, das war Pech. Nächstes Mal klär ich ihn zur Seite.',
      ).isValid,
    ).toBe(true);
  });

  it('hears "ist doch nicht schlimm" as comfort and "keiner ist schuld" as blaming no one', () => {
    const caught = checkMindshiftAnswer(lex, {
      scenario: 'Beim Fangen wirst du als Erstes gefangen.',
      negativeThought: 'ich bin zu langsam',
      positiveThought: 'ist doch nicht schlimm! Wer gefangen wird, darf als nächstes fangen und das macht auch spaß',
    });
    expect(caught.isValid).toBe(true);
    const play = (positiveThought: string) =>
      checkMindshiftAnswer(lex, {
        scenario: 'Du hast bei der Schulaufführung deinen Text vergessen.',
        negativeThought: 'ich hab alles kaputt gemacht',
        positiveThought,
      }).isValid;
    expect(
      play('Es war nicht meine Schuld und auch keiner sonst ist schuld. Beim nächsten Mal hab ich einen Spickzettel hinter dem Vorhang'),
    ).toBe(true);
    expect(play('Die Lehrerin ist schuld, sie hat mir nicht geholfen')).toBe(false);
  });

  it('reads the Berlin "j" for "g" and Hessian words: "Morjen … janz hoch", "de Babba zeischt mer"', () => {
    // the topic words the content bank gives each situation
    const topics: Record<string, string[]> = {
      'Dein Drachen steigt nicht in die Luft.': ['Drachen', 'Wind', 'Luft', 'steigen', 'Schnur', 'rennen', 'fliegen', 'Papa'],
      'Dein Papierflieger fliegt nicht weit.': ['Papierflieger', 'Flieger', 'Papier', 'falten', 'fliegen', 'Flügel', 'Spitze', 'weit'],
    };
    const think = (scenario: string, positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought: 'das ist doof', positiveThought }, topics[scenario]).isValid;
    expect(
      think('Dein Drachen steigt nicht in die Luft.', 'Dit liegt nur am Wind, wa. Morjen is mehr Wind, denn fliegt der Drachen janz hoch'),
    ).toBe(true);
    expect(
      think('Dein Papierflieger fliegt nicht weit.', 'Isch falt oifach en annern, de Babba zeischt mer, wie mer die Spitz rischdisch falt'),
    ).toBe(true);
  });

  it('refuses calling the others mean, "ich glaub nicht, dass …" and an annoyed face; hears a sigh and "Auch Profis …"', () => {
    const think = (scenario: string, negativeThought: string, positiveThought: string, topic: string[] = []) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought }, topic);
    const group = 'Deine Gruppe hat ohne dich entschieden, welches Thema ihr nehmt.';
    expect(
      think(group, 'die wollen mich nicht', 'Die sind halt egoistisch und gemein, egal, ich mach mein eigenes Ding').feedback,
    ).toContain('etwas Gemeines über jemand anderen');
    expect(think(group, 'die wollen mich nicht', 'Die sind nicht gemein, ich frag einfach nach').isValid).toBe(true);
    const tower = 'Dein Turm aus Bauklötzen ist kurz vor dem Ende umgefallen.';
    expect(think(tower, 'das schaffe ich nie', 'ich glaube nicht dass der nächste turm besser wird').isValid).toBe(false);
    expect(think(tower, 'das schaffe ich nie', 'ich glaub nicht, dass ich das nie schaffe. ich bau ihn nochmal').isValid).toBe(true);
    const bubbles = think(
      'Deine Seifenblasen platzen immer sofort.',
      'die platzen immer',
      'Super, ganz toll, meine Seifenblasen sind echt die besten der Welt 😒',
    );
    expect(bubbles.feedback).toMatch(/^Das genervte Gesicht/);
    const ice = ['Eis', 'Boden', 'Waffel', 'Kugel'];
    expect(
      think('Dein Eis ist dir auf den Boden gefallen.', 'alles doof', 'Mist! Nächstes Mal halt ich die Waffel besser fest', ice).isValid,
    ).toBe(true);
    const penalty = ['Team', 'Turnier', 'Elfmeter', 'Tor', 'trainieren'];
    expect(
      think(
        'Dein Team hat das Turnier verloren, und du hast den letzten Elfmeter verschossen.',
        'ich bin schuld',
        'Ist kein Beinbruch. Auch Profis knallen den Ball mal an den Pfosten. Ich trainiere Elfmeter mit Papa.',
        penalty,
      ).isValid,
    ).toBe(true);
  });

  it('hears a plan after a "wenn" clause without its comma', () => {
    const r = checkMindshiftAnswer(
      lex,
      {
        scenario: 'In der neuen Schule verstehst du die anderen Kinder noch nicht so gut.',
        negativeThought: 'die mögen mich bestimmt nicht',
        positiveThought: 'Wenn ich was nicht verstehe frage ich einfach nach.',
      },
      ['Schule', 'verstehen', 'Kinder', 'fragen'],
    );
    expect(r.isValid).toBe(true);
  });

  it('refuses quitting after "dann" and another part of the day; hears doing it alone, the only one, something else instead', () => {
    expect(
      thinkWith(
        'Du bist nicht in die Schulmannschaft gekommen.',
        'Ich bin schlecht im Fußball.',
        'Dann hör ich halt ganz auf mit Fußball.',
      ),
    ).toBe(false);
    expect(
      thinkWith(
        'Du hast beim Zähneputzen Zahnpasta aufs T-Shirt gekleckert.',
        'alle lachen',
        'ich übe jeden tag klavier dann werde ich besser',
      ),
    ).toBe(false);
    expect(
      thinkWith(
        'Du lernst gerade Fahrradfahren und bist schon wieder umgekippt.',
        'ich lern das nie',
        'papa hält mich noch fest und bald kann ich alleine fahren',
      ),
    ).toBe(true);
    expect(
      thinkWith(
        'Im Sportunterricht kannst du den Handstand als Einzige noch nicht.',
        'ich bin die einzige die das nicht kann',
        'komm schon, du schaffst das! an der wand üben und jeden tag ein bisschen länger',
      ),
    ).toBe(true);
    expect(
      thinkWith(
        'Es ist zu kalt, um draußen zu spielen.',
        'heute ist voll langweilig',
        'dann bau ich mit meiner schwester drinnen eine murmelbahn',
        ['kalt', 'draußen', 'drinnen', 'spielen'],
      ),
    ).toBe(true);
    expect(
      thinkWith(
        'Beim Kartenspielen hat dein Opa schon wieder gewonnen.',
        'isch verlier immer',
        'dä Opa spillt dat schon su lang, isch luur mir sing Tricks av',
        ['Opa', 'Karten', 'Tricks'],
      ),
    ).toBe(true);
  });

  it("refuses staying out and a master's title for a burnt cake; hears being faster than last time", () => {
    const think = (scenario: string, negativeThought: string, positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought });
    expect(
      think(
        'Im Sportunterricht werden Mannschaften gewählt, und du wirst erst ziemlich spät aufgerufen.',
        'mich will keiner',
        'nächstes mal bleib ich einfach in der umkleide und mach nicht mit',
      ).isValid,
    ).toBe(false);
    const cake = think(
      'Der Kuchen, den du mit Papa gebacken hast, ist etwas dunkel geworden.',
      'ich kann nix',
      'jaaa super, jetzt haben wir nen kohlekuchen, echt meisterbäcker 👏👏',
    );
    expect(cake.feedback).toContain('lustig machst');
    expect(
      think(
        'Du bist beim Schwimmwettkampf Letzte geworden.',
        'ich bin die schlechteste',
        'ich war schneller als beim letzten mal!! das zählt für mich',
      ).isValid,
    ).toBe(true);
  });

  it('refuses blaming the coach\'s favourites or the goalkeeper, not "ich hätte besser aufpassen müssen"', () => {
    const think = (scenario: string, positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought: 'ich bin zu schlecht', positiveThought });
    expect(
      think('Du bist nicht in die Schulmannschaft gekommen.', 'ich war eh besser als die, der trainer nimmt halt nur seine lieblinge')
        .feedback,
    ).toContain('Schuld');
    const ownGoal = 'Beim Fußball hast du ein Eigentor geschossen.';
    expect(think(ownGoal, 'das passiert auch profis. und unser torwart hätte den halten müssen, der pennt eh immer').isValid).toBe(false);
    expect(think(ownGoal, 'Ich hätte besser aufpassen müssen. Nächstes Mal schaue ich, wo das Tor ist.').isValid).toBe(true);
  });

  it('hears "war nicht meine schuld der torwart hat voll gepennt" as blame; "nicht meine Schuld allein, so was passiert jedem" as comfort', () => {
    const think = (positiveThought: string) =>
      checkMindshiftAnswer(lex, {
        scenario: 'Beim Fußball hast du ein Eigentor geschossen.',
        negativeThought: 'ich bin schuld',
        positiveThought,
      });
    const goalie = think('war nicht meine schuld der torwart hat voll gepennt, der soll halt besser aufpassen');
    expect(goalie.isValid).toBe(false);
    expect(goalie.feedback).toContain('„gepennt“');
    expect(think('Das war nicht meine Schuld allein, so was passiert jedem mal. Beim nächsten Spiel pass ich besser auf.').isValid).toBe(
      true,
    );
  });

  it('takes a sentence that points back ("Sie hat heute schon gelächelt.", "Diesmal hat es nicht geklappt.") as part of the thought; "Es gibt heute Pizza mit Käse." strays', () => {
    const think = (scenario: string, negativeThought: string, positiveThought: string) =>
      checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought });
    const newTown = 'Du bist in eine neue Stadt gezogen und kennst in deiner neuen Klasse noch niemanden.';
    const girl = 'Morgen frag ich das Mädchen mit der Pferdejacke, ob sie mit mir spielt. Sie hat heute schon mal gelächelt.';
    expect(think(newTown, 'hier find ich nie freunde', girl).isValid).toBe(true);
    const ownGoal = (positiveThought: string) =>
      think('Beim Fußball hast du ein Eigentor geschossen.', 'jetz hassen mich alle im team', positiveThought);
    expect(ownGoal('Diesmal hat es nicht geklappt. In der zweiten Halbzeit geb ich beim Fußball alles.').isValid).toBe(true);
    expect(ownGoal('Das war ein blöder Zufall. In der zweiten Halbzeit geb ich beim Fußball alles.').isValid).toBe(true);
    expect(ownGoal('Es gibt heute Pizza mit Käse. In der zweiten Halbzeit geb ich beim Fußball alles.').isValid).toBe(false);
  });

  it('hears "Morgen gibt es bei uns Pizza" as about something else; "Morgen gehe ich wieder hin" as a plan', () => {
    const bowling = (positiveThought: string) =>
      checkMindshiftAnswer(lex, {
        scenario: 'Du hast beim Kegeln keinen Kegel getroffen.',
        negativeThought: 'ich kann nicht kegeln',
        positiveThought,
      });
    expect(bowling('Morgen gibt es bei uns Pizza und ich darf mir den Belag aussuchen 🍕').isValid).toBe(false);
    expect(bowling('Morgen gehe ich mit Papa wieder hin und ziele langsamer.').isValid).toBe(true);
  });
});

describe('praise drawn out after "ja"', () => {
  it('hears "ich bin ja sooo hoffnungsvoll" as mockery, not "der wird so gut" or "ja, so ist das"', () => {
    const paper = (positiveThought: string) =>
      checkMindshiftAnswer(lex, {
        scenario: 'Du hast dich für die Schülerzeitung beworben, aber dein Artikel wurde nicht genommen.',
        negativeThought: 'Mein Artikel war schlecht',
        positiveThought,
      });
    expect(paper('Klar, die nehmen ja nur Artikel von ihren Lieblingen, aber ich bin ja sooo hoffnungsvoll jetzt. Voll positiv.')).toEqual({
      isValid: false,
      feedback: '„ja sooo“ klingt, als ob du dich lustig machst. Sag dir lieber ehrlich etwas, das dir Mut macht.',
    });
    expect(paper('Ich schreib einen neuen Artikel, der wird so gut').isValid).toBe(true);
    expect(paper('ja so ist das halt, ich schreib einen neuen Artikel').isValid).toBe(true);
  });
});

describe('"allein" that means only', () => {
  it('reads "mit der rechten Hand allein" as one hand only, and "ich bin ganz allein" as lonely', () => {
    const piano = (positiveThought: string) =>
      checkMindshiftAnswer(lex, {
        scenario: 'Beim Klavierüben verspielst du dich immer wieder an derselben Stelle.',
        negativeThought: 'Ich werde das Lied nie können',
        positiveThought,
      });
    expect(piano('ich spiel die stelle ganz langsam mit der rechten hand allein und dann erst mit beiden').isValid).toBe(true);
    expect(piano('ich bin ganz allein und keiner hilft mir').isValid).toBe(false);
  });
});

describe('what the topic says a thing is like, a hard thing named, and more for others', () => {
  it('counts what the topic says a thing is like ("gesund"), not the verbs of its model ("schreibe")', () => {
    const ill = 'Deine Freundin ist heute krank und nicht in der Schule.';
    const topic = ['Freundin', 'krank', 'Schule', 'gesund', 'anrufen', 'Karte', 'malen', 'Brief', 'morgen', 'besuchen'];
    expect(thinkWith(ill, 'Heute ist es langweilig ohne sie.', 'Ich mal ihr ein Bild, damit sie schnell gesund wird.', topic)).toBe(true);
    const essay = 'Deine Lehrerin sagt, dein Aufsatz sei zu kurz.';
    expect(
      thinkWith(essay, 'meine Aufsätze sind schlecht', 'Klar, dann schreib ich halt 100 Seiten, toll 👍', [
        'Aufsatz',
        'kurz',
        'schreiben',
        'schreibe',
      ]),
    ).toBe(false);
  });

  it('reads "die schweren Wörter" as a hard thing named, and "die blöden Schuhe" still as a put-down', () => {
    const dictation = 'Du hast beim Diktat viele Fehler gemacht.';
    expect(
      thinkWith(
        dictation,
        'Ich bin so schlecht in Rechtschreibung.',
        'Fehler sind zum Lernen da. Ich schreib mir die schweren Wörter auf.',
      ),
    ).toBe(true);
    expect(thinkWith(dictation, 'Ich bin so schlecht in Rechtschreibung.', 'Das ist alles zu schwer.')).toBe(false);
    expect(
      thinkWith(
        'Beim Wettrennen auf dem Schulhof kommst du als Letztes ins Ziel.',
        'ich bin voll lahm',
        'nächstes mal werd ich schneller, heute waren nur meine blöden schuhe schuld und der Jonas hat mich geschubst',
      ),
    ).toBe(false);
  });

  it('hears "Mama hat ihn lieber" as the stuck thought, and "Ich hab ihn lieber" as the child’s own', () => {
    const cake = 'Dein Bruder hat das größere Stück Kuchen bekommen.';
    const plan = 'Mama hat ihn gar nicht lieber, das war nur Zufall. Beim nächsten Kuchen frag ich, ob ich zuerst aussuchen darf.';
    expect(thinkWith(cake, 'Mama hat ihn lieber', plan)).toBe(true);
    expect(
      thinkWith(
        'Du hast beim Diktat viele Fehler gemacht.',
        'Die anderen sind alle schlauer als ich',
        'Ich übe die Fehlerwörter mit Mama, dann klappt es besser.',
      ),
    ).toBe(true);
    expect(thinkWith(cake, 'Ich frag Mama nach mehr.', 'Ich hab ihn lieber.')).toBe(false);
  });
});

describe('giving up, calling oneself names and mocking, in other words', () => {
  const think = (scenario: string, negativeThought: string, positiveThought: string) =>
    checkMindshiftAnswer(lex, { scenario, negativeThought, positiveThought });
  const reading = 'Du hast dich beim Vorlesen versprochen, und jemand hat gekichert.';
  const test = 'Bei der Radfahrprüfung hast du einen Fehler gemacht und musst sie wiederholen.';
  const cup = 'Deine Lieblingstasse ist dir heruntergefallen und zerbrochen.';

  it('hears "ich lese nie wieder laut vor" as giving up, whatever it keeps away; never giving up again stays brave', () => {
    const r = think(reading, 'alle lachen über mich', 'Ich lese nie wieder laut vor, dann kann mich auch keiner auslachen.');
    expect(r).toEqual({
      isValid: false,
      feedback: '„nie wieder“ heißt aufhören. Sag dir lieber, wie du weitermachen kannst, zum Beispiel „Ich übe weiter“.',
    });
    expect(think(reading, 'alle lachen über mich', 'Ich gebe nie wieder so schnell auf. Ich lese zu Hause laut vor.').isValid).toBe(true);
  });

  it('hears a name the child gives itself with the verb last ("weil ich halt zu blöd zum Gucken bin")', () => {
    const r = think(test, 'ich bin ein schlechter radfahrer', 'Ich übe die Stelle nochmal weil ich halt zu blöd zum Gucken bin.');
    expect(r.isValid).toBe(false);
    expect(r.feedback).toMatch(/Sei freundlich zu dir selbst/);
    expect(think(test, 'ich bin ein schlechter radfahrer', 'Ich übe die Stelle nochmal, weil ich nicht blöd bin.').isValid).toBe(true);
  });

  it('hears "ich Meister 👏" as mocking the mishap; "ich meister das" is a verb', () => {
    const r = think(cup, 'alles geht kaputt', 'Toll gemacht, jetzt hab ich halt ein Tassen-Puzzle. Ganz toll, ich Meister 👏');
    expect(r.feedback).toBe('„ich Meister“ klingt, als ob du dich lustig machst. Sag dir lieber ehrlich etwas, das dir Mut macht.');
    expect(think(cup, 'alles geht kaputt', 'ich meister das schon, ich kleb sie wieder').isValid).toBe(true);
  });

  it('hears the fault put on someone else: "ich bin nicht schuld, der torwart …", "wenn Frau Berger endlich mal …"', () => {
    const penalty = 'Dein Team hat das Turnier verloren, und du hast den letzten Elfmeter verschossen.';
    const dictation = 'Du hast beim Diktat viele Fehler gemacht.';
    expect(
      think(penalty, 'ich bin schuld', 'ich bin nicht schuld, der torwart hat sich doof bewegt. nächstes mal wirds besser').feedback,
    ).toBe('Mit „der torwart hat sich doof bewegt“ gibst du jemand anderem die Schuld. Sag dir lieber etwas, das dir selbst Mut macht.');
    expect(
      think(dictation, 'Ich bin einfach schlecht', 'Nächstes Mal schreib ich besser, wenn Frau Berger endlich mal langsamer diktiert')
        .isValid,
    ).toBe(false);
    expect(think(dictation, 'Ich bin einfach schlecht', 'Ich bin nicht schuld, das kann jedem passieren. Ich übe weiter.').isValid).toBe(
      true,
    );
    expect(think(dictation, 'Ich bin einfach schlecht', 'Ich übe jeden Tag, dann klappt es endlich.').isValid).toBe(true);
  });

  it('takes "sag sie zuhause noch ein paar mal auf" as a plan for later; being at home alone is none', () => {
    const poem = 'Du hast ein Gedicht auswendig gelernt. Vor der Klasse fällt dir plötzlich eine Zeile nicht mehr ein.';
    expect(
      think(poem, 'alle haben gesehn dass ichs nicht kann', 'die zeile schreib ich mir auf und sag sie zuhause noch ein paar mal auf')
        .isValid,
    ).toBe(true);
    expect(think(poem, 'alle haben gesehn dass ichs nicht kann', 'ich bin zuhause').isValid).toBe(false);
  });

  it('keeps the "nicht" of "wenn ich ihn nicht finde" in its condition: "frag ich" opens the main clause', () => {
    const code = 'Beim Programmieren stürzt dein Spiel immer wieder ab.';
    expect(
      think(code, 'ich bin zu blöd', 'Ich geh Zeile für Zeile durch und wenn ich ihn nicht finde frag ich den Kursleiter').isValid,
    ).toBe(true);
    expect(think(code, 'ich bin zu blöd', 'wenn ich nicht frage lern ich nix').isValid).toBe(false);
  });

  it('takes a plan in the infinitive ("erst mal mit 2 bällen üben") as the child\'s own, not a remark about others', () => {
    const juggle = 'Beim Zirkusprojekt in der Schule sollst du jonglieren, aber die Bälle fallen dir dauernd runter.';
    expect(
      think(juggle, 'jonglieren is nix für mich', 'erst mal mit 2 bällen üben dann mit 3. die zirkusleute haben auch mal klein angefangen')
        .isValid,
    ).toBe(true);
    expect(
      think(
        juggle,
        'jonglieren is nix für mich',
        'die anderen müssen halt auch erst mal mit 2 bällen üben und die zirkusleute haben auch mal klein angefangen',
      ).isValid,
    ).toBe(false);
  });

  it('hears "morgen bin ich der schnellste von allen" as wishing for too much at once; "mein Bestes" and "meine beste Zeit" stay brave', () => {
    const race = 'Beim Wettrennen auf dem Schulhof kommst du als Letztes ins Ziel.';
    expect(think(race, 'ich bin voll lahm', 'morgen bin ich ganz sicher der schnellste von allen').feedback).toBe(
      'Mit „der schnellste von allen“ wünschst du dir ganz schön viel auf einmal. Sag dir lieber, was du als Nächstes tun kannst.',
    );
    expect(think(race, 'ich bin voll lahm', 'Ich geb trotzdem mein Bestes und renn morgen nochmal mit.').isValid).toBe(true);
    expect(think(race, 'ich bin voll lahm', 'Ich bin trotzdem meine beste Zeit gerannt, das ist auch ein Sieg für mich.').isValid).toBe(
      true,
    );
  });

  it('hears "der Max ist halt so ein Nörgler" as a put-down of the other child', () => {
    const pulli = 'Ein Kind sagt, dein neuer Pullover sieht komisch aus.';
    expect(
      think(pulli, 'ich seh doof aus', 'Mir gefällt mein Pulli, nur der Max ist halt so ein Nörgler der an allem rummeckert').isValid,
    ).toBe(false);
    expect(think(pulli, 'ich seh doof aus', 'Mir gefällt mein Pulli, und Max darf das anders sehen.').isValid).toBe(true);
  });

  it('hears "wenn die Matte nicht so rutschig wäre hätte es geklappt" as an excuse; the child\'s own nerves and a plan about the mat stay fine', () => {
    const roll = 'Im Sportunterricht schaffen viele schon die Rolle rückwärts. Bei dir klappt es noch nicht.';
    expect(
      think(
        roll,
        'das schaff ich nie',
        'Ich schaff das bestimmt bald, wenn die Matte nicht so rutschig wäre hätte es schon längst geklappt',
      ).feedback,
    ).toBe('Mit „wenn die Matte nicht so rutschig wäre“ suchst du eine Ausrede. Überleg lieber, was du selbst tun kannst.');
    expect(
      think(roll, 'das schaff ich nie', 'Wenn ich nicht so aufgeregt wäre, hätte es geklappt. Nächstes Mal atme ich vorher tief durch.')
        .isValid,
    ).toBe(true);
    expect(think(roll, 'das schaff ich nie', 'Die Matte ist rutschig, ich frag nach einer anderen und übe weiter.').isValid).toBe(true);
  });

  it('hears "die die gekichert haben sind eh doof" as mean about others; "Der Kleber ist doof" calls a thing', () => {
    const giggled = 'Du hast im Unterricht eine Frage gestellt, und ein paar Kinder haben gekichert.';
    expect(think(giggled, 'ich frag nie wieder was', 'die die gekichert haben sind eh doof, meine frage war schlau').feedback).toBe(
      'Da sagst du etwas Gemeines über jemand anderen. Sag dir lieber etwas, das dir selbst Mut macht.',
    );
    expect(think(giggled, 'ich frag nie wieder was', 'Die Frage war gut. Die die kichern sind nur unsicher.').isValid).toBe(true);
    expect(think('Beim Basteln ist der Kleber ausgelaufen.', 'mist', 'Der Kleber ist doof, aber ich mach ein neues Bild.').isValid).toBe(
      true,
    );
  });

  it('hears getting out of the task as no plan ("…, dann muss ich nicht"), and getting rid of a fear as one', () => {
    const talk = 'Beim Vortrag hast du vor Aufregung gestottert.';
    expect(
      think(
        talk,
        'Ich habe mich blamiert.',
        'Beim nächsten Vortrag sag ich einfach der Lehrerin dass ich Bauchweh hab dann muss ich nicht.',
      ).feedback,
    ).toBe('Damit drückst du dich nur davor. Sag dir lieber, wie du es schaffen kannst, zum Beispiel „Ich übe weiter“.');
    expect(think(talk, 'Ich habe mich blamiert.', 'Ich übe jeden Tag vor dem Spiegel, dann muss ich keine Angst mehr haben.').isValid).toBe(
      true,
    );
  });

  it('hears a plan for when it goes wrong ("Wenn ich ein Wort nicht weiß, schlag ich nach"), the trouble named in it no stuck thought', () => {
    const dictation = 'Du hast beim Diktat viele Fehler gemacht.';
    const lookUp = {
      scenario: dictation,
      negativeThought: 'ich bin schlecht',
      positiveThought: 'Wenn ich ein Wort nicht weiß, schlag ich im Wörterbuch nach.',
    };
    expect(checkMindshiftAnswer(lex, lookUp, ['Diktat', 'Wörterbuch']).isValid).toBe(true);
    const glue = 'Beim Basteln ist der Kleber ausgelaufen. Jetzt klebt dein Bild an einer Ecke zusammen.';
    expect(think(glue, 'jetzt is mein bild kaputt', 'Wenn die Ecke kaputt bleibt mal ich da eine Blume drüber').isValid).toBe(true);
    expect(think(dictation, 'ich bin schlecht', 'Wenn ich es wieder nicht schaffe, hör ich halt auf.').isValid).toBe(false);
    expect(think(dictation, 'ich bin schlecht', 'Wenn die Lehrerin wieder meckert, sag ich ihr dass sie doof ist.').feedback).toBe(
      'Da sagst du etwas Gemeines über jemand anderen. Sag dir lieber etwas, das dir selbst Mut macht.',
    );
    expect(think(dictation, 'ich bin schlecht', 'Morgen sag ich der Lehrerin dass sie doof ist.').isValid).toBe(false);
  });

  it('reads "die Mia" as a girl, not the Bavarian "mia" (we): "die Mia schummelt bestimmt" blames her', () => {
    const board = 'Beim Brettspiel musst du schon zum dritten Mal zurück an den Start.';
    expect(
      think(board, 'ich hab immer pech', 'Ich spiel weiter, aber die Mia schummelt bestimmt heimlich beim Würfeln, nur deswegen.').feedback,
    ).toBe('Mit „schummelt“ gibst du jemand anderem die Schuld. Sag dir lieber etwas, das dir selbst Mut macht.');
  });

  it('reads "garnix" as "gar nichts": "ich kann garnix backen" is a stuck thought', () => {
    const cake = 'Du hast einen Kuchen gebacken, aber er ist in der Mitte eingesunken.';
    expect(think(cake, 'ich kann garnix backen', 'mit Sahne drauf ist er trotzdem lecker').isValid).toBe(true);
  });

  it('does not read a thought padded with mashed keys', () => {
    const r = think(cup, 'ich schaff das nie', 'ich schaffe das asdfghjkl qwertz ich schaffe das ich schaffe das xxxx');
    expect(r.feedback).toBe('Das kann ich leider nicht lesen. Schreib deine beiden Gedanken in ganzen Wörtern auf.');
  });
});

describe('what happened, doubted stuck thoughts, mock experts and a short helpful opening', () => {
  it('hears "Ich hab eine Eins gewürfelt" as what happened, "ich würfel nochmal" as a deed', () => {
    const dice = 'Du hast beim Spiel eine Sechs gebraucht und eine Eins gewürfelt.';
    const topic = ['würfeln', 'Würfel', 'Glück'];
    expect(thinkWith(dice, 'Ich hab immer Pech', 'Ich hab eine Eins gewürfelt.', topic)).toBe(false);
    expect(thinkWith(dice, 'Ich hab immer Pech', 'Nächste Runde würfel ich einfach nochmal.', topic)).toBe(true);
    expect(thinkWith(dice, 'Ich hab immer Pech', 'positiv super toll ich schaffen lernen mut stolz', topic)).toBe(false);
  });

  it('hears "Das heißt doch nicht, dass ich nie …" as the stuck thought denied', () => {
    const maths = 'Im Matheunterricht kommt ein neues Thema, und du verstehst die ersten Aufgaben nicht.';
    const denied = 'Nur weil ich die ersten Aufgaben nicht versteh heißt das nicht dass ich nie Mathe versteh. Ich frag nach.';
    expect(thinkWith(maths, 'ich versteh nie was', denied)).toBe(true);
    expect(thinkWith('Du kannst noch nicht pfeifen.', 'Ich kann das nie', 'Das heißt doch nicht, dass ich das lernen kann.')).toBe(false);
  });

  it('hears "du hast ja auch soooo einen tollen Geschmack, du Modeexperte 😂" as mocking', () => {
    const jumper = 'Ein Kind sagt, dein neuer Pullover sieht komisch aus.';
    expect(thinkWith(jumper, 'Ich sehe doof aus', 'Klar, du hast ja auch soooo einen tollen Geschmack, du Modeexperte 😂')).toBe(false);
    expect(thinkWith(jumper, 'Ich sehe doof aus', 'Klar, du hast ja auch soooo einen tollen Geschmack 😂')).toBe(false);
    expect(thinkWith(jumper, 'Ich sehe doof aus', 'Mir gefällt mein Pullover, und das ist das Wichtigste.')).toBe(true);
  });

  it("takes a short helpful first clause as the child's own thought, however it goes on", () => {
    const asked = 'Du hast im Unterricht eine Frage gestellt, und ein paar Kinder haben gekichert.';
    const wise = 'Fragen ist schlau, sonst lernt man ja nix. Und vielleicht wollten die anderen das auch wissen';
    expect(thinkWith(asked, 'Die denken alle ich bin dumm', wise)).toBe(true);
  });
});

describe('giving up on others, pain that passes, a fallback and "diesmal"', () => {
  it('hears "Freunde sind eh sinnlos, ich brauch niemanden" as a stuck thought, not something learned', () => {
    const friend = 'Deine Freundin hat heute keine Zeit für dich.';
    expect(thinkAbout(friend, 'sie mag mich nicht mehr', 'Ich hab daraus gelernt: Freunde sind eh sinnlos, ich brauch niemanden.')).toBe(
      false,
    );
    expect(thinkAbout(friend, 'sie mag mich nicht mehr', 'Aufgeben ist sinnlos, morgen frag ich sie wieder.')).toBe(true);
  });

  it('hears "wenn\'s nicht mehr wehtut, steig ich wieder auf" as a plan, "ich will nicht mehr" as giving up', () => {
    const fell = 'Du bist beim Radfahren hingefallen.';
    const badge = "Die Schramme am Knie ist mein Abenteuer-Abzeichen 🩹 Wenn's nicht mehr wehtut, steig ich wieder auf.";
    expect(thinkAbout(fell, 'aua ich fahr nie wieder', badge)).toBe(true);
    expect(thinkAbout(fell, 'aua ich fahr nie wieder', 'Ich will nicht mehr Rad fahren.')).toBe(false);
  });

  it('reads Rhenish "geen" as "kein"', () => {
    const jump = 'Im Schwimmkurs springen schon alle vom Startblock. Du traust dich noch nicht.';
    const rhenish = 'Isch bin geen Angsthase, isch brauch nur noch e bissl. Erschtma spring isch vom Rand un dann vom Blogg.';
    expect(thinkAbout(jump, 'ich bin ein angsthase', rhenish)).toBe(true);
  });

  it('takes "sonst …" and "diesmal" as a deed to come', () => {
    const stain = 'Du hast beim Zähneputzen Zahnpasta aufs T-Shirt gekleckert.';
    const shirt = 'Ach, das geht mit nem nassen Lappen wieder raus, und sonst zieh ich halt das grüne T-Shirt an.';
    expect(thinkAbout(stain, 'ich kleckere immer alles voll', shirt)).toBe(true);
    const sand = 'Deine Sandburg ist eingestürzt.';
    expect(thinkAbout(sand, 'alles umsonst gebaut', 'Diesmal bau ich sie viel fester.')).toBe(true);
    expect(thinkAbout(sand, 'alles umsonst gebaut', 'Sonst bin ich immer so traurig.')).toBe(false);
  });

  it('takes doing what the topic names as a deed, also with a short stem ("baue" for "bauen")', () => {
    const sand = 'Deine Sandburg ist eingestürzt.';
    expect(thinkAbout(sand, 'alles umsonst gebaut', 'Der Sand war zu trocken. Ich hole Wasser und baue sie auf.')).toBe(true);
    expect(thinkAbout(sand, 'alles umsonst gebaut', 'Ich hab sie gestern gebaut.')).toBe(false);
  });
});

describe('"ist mir jetzt auch egal" and "wer sagt denn, dass …"', () => {
  it('hears "das ist mir jetzt auch egal" as giving up, "Egal, ich kauf mir eine neue" as a plan', () => {
    const plant = 'Deine Pflanze auf der Fensterbank ist vertrocknet.';
    expect(thinkAbout(plant, 'i kann des halt net', 'Das ist mir jetzt auch egal, ich hol mir keine Pflanze mehr.')).toBe(false);
    expect(thinkAbout(plant, 'i kann des halt net', 'Egal, ich kauf mir eine neue und gieße sie jeden Tag.')).toBe(true);
  });

  it('hears "Wer sagt denn, dass kleine Rollen langweilig sind?" as the worry denied', () => {
    const play = 'Du wolltest im Schultheater die Hauptrolle spielen. Jetzt bekommst du eine kleinere Rolle.';
    const baker = 'Wer sagt denn, dass kleine Rollen langweilig sind? Ich mach aus meinem Bäcker den lustigsten Bäcker der Welt!';
    expect(thinkAbout(play, 'Ich bin nicht gut genug für die Hauptrolle.', baker)).toBe(true);
    expect(
      thinkAbout(play, 'Ich bin nicht gut genug für die Hauptrolle.', 'Wer sagt denn, dass ich das schaffe? Ich bin eh schlecht.'),
    ).toBe(false);
  });
});

describe('the fault put on a grown-up', () => {
  it('hears "Herr Özdemir erklärt eh nie richtig" and "Wenn Frau Berger sich besser gekümmert hätte" as blame', () => {
    const sum = 'Du hast lange an einer Matheaufgabe gerechnet. Trotzdem ist das Ergebnis falsch.';
    const never =
      'Ich bin nicht dumm, die Aufgabe war einfach voll blöd gestellt und Herr Özdemir erklärt eh nie richtig. Nächstes Mal klappts.';
    expect(thinkAbout(sum, 'Ich bin zu dumm für Mathe.', never)).toBe(false);
    expect(
      thinkAbout(sum, 'Ich bin zu dumm für Mathe.', 'Ich frag Herrn Özdemir, der erklärt es mir nochmal richtig. Nächstes Mal klappts.'),
    ).toBe(true);
    const trip = 'Du hast dich sehr auf den Klassenausflug gefreut. Jetzt fällt er aus, weil der Bus kaputt ist.';
    const cared = 'Wenn Frau Berger sich besser gekümmert hätte, wär das nicht passiert. Naja, vielleicht holen wir ihn nach.';
    expect(thinkAbout(trip, 'immer geht alles schief', cared)).toBe(false);
    expect(thinkAbout(trip, 'immer geht alles schief', 'Frau Berger hat bestimmt eine Idee. Vielleicht holen wir ihn nach.')).toBe(true);
  });
});

describe('the fault put on someone not in the talk', () => {
  it('hears the fault put on someone else in a hopeful thought: what they did wrong, cannot do, or must do better', () => {
    const cake = 'Dein Bruder hat das größere Stück Kuchen bekommen.';
    const cut = thinkAbout(
      cake,
      'Mama hat ihn lieber',
      'Ist schon ok, Mama kann halt nicht gerade schneiden, nächstes Mal schneid ich selber',
    );
    expect(cut).toBe(false);
    expect(
      thinkAbout(cake, 'das ist unfair', 'Der kriegt immer alles weil Mama ihn lieber hat, aber egal, ich nehm mir morgen das größte.'),
    ).toBe(false);
    expect(thinkAbout(cake, 'das ist unfair', 'Ist schon ok, nächstes Mal frag ich Mama, ob ich schneiden darf.')).toBe(true);
    const lost = 'Dein Team hat das Turnier verloren, und du hast den letzten Elfmeter verschossen.';
    const keeper = 'Nächstes mal treff ich, aber wenn der Jonas nicht so schlecht im Tor gewesen wär hätten wir eh nicht verloren';
    expect(thinkAbout(lost, 'alle hassen mich jetzt', keeper)).toBe(false);
    expect(thinkAbout(lost, 'alle hassen mich jetzt', 'Nächstes mal treff ich bestimmt, ich übe mit Jonas im Tor.')).toBe(true);
    const trip = 'Du hast dich sehr auf den Klassenausflug gefreut. Jetzt fällt er aus, weil der Bus kaputt ist.';
    const driver = 'Das nächste Mal klappt es, wenn der blöde Busfahrer endlich mal seinen Bus richtig repariert.';
    expect(thinkAbout(trip, 'alles geht schief', driver)).toBe(false);
  });

  it('hears "meine Schwester hat geschummelt" and "nur ihren Lieblingen" as blame; "meine Schwester musste auch zurück" is none', () => {
    const start = 'Beim Brettspiel musst du schon zum dritten Mal zurück an den Start.';
    const cheated = 'egal, meine schwester hat bestimmt wieder beim würfeln geschummelt. nächste runde pass ich besser auf 😊';
    expect(thinkAbout(start, 'ich hab immer pech', cheated)).toBe(false);
    expect(
      thinkAbout(start, 'ich hab immer pech', 'egal, meine schwester musste auch schon dreimal zurück. nächste runde hab ich mehr glück'),
    ).toBe(true);
    const play = 'Du wolltest im Schultheater die Hauptrolle spielen. Jetzt bekommst du eine kleinere Rolle.';
    const pets = 'Doch, ich bin gut genug! Die Lehrerin gibt die Hauptrollen eh immer nur ihren Lieblingen, also lags gar nicht an mir';
    expect(thinkAbout(play, 'ich bin nicht gut genug', pets)).toBe(false);
  });

  it('hears "ich bin halt ein Genie" about a bad mark as mocking; "Ich bin ein kleiner Held" is meant', () => {
    const mark = 'Du hast in der Klassenarbeit eine schlechtere Note bekommen, als du gehofft hast.';
    const genius = checkMindshiftAnswer(lex, {
      scenario: mark,
      negativeThought: 'ich bin dumm',
      positiveThought: 'Klar, eine Fünf, ich bin halt ein Genie 😎',
    });
    expect(genius.isValid).toBe(false);
    expect(genius.feedback).toMatch(/^„ich bin halt ein Genie“ klingt, als ob du dich lustig machst/);
    expect(check('ich bin ein feigling', 'Ich bin ein kleiner Held, weil ich es probiert hab. Nächstes Mal spring ich.')).toMatchObject({
      isValid: true,
    });
  });

  it('hears "bestimmt stirbt er" as a sad thought and "das geht in der Wäsche wieder raus" as a comfort', () => {
    const hamster = 'Dein Hamster ist krank und muss zum Tierarzt.';
    expect(thinkWith(hamster, 'bestimmt stirbt er', 'der tierarzt kennt sich aus und hilft ihm. ich kümmer mich ganz lieb um ihn')).toBe(
      true,
    );
    expect(thinkWith(hamster, 'bestimmt stirbt er', 'bestimmt stirbt er jetzt')).toBe(false);
    const shirt = 'Du hast beim Zähneputzen Zahnpasta aufs T-Shirt gekleckert.';
    expect(
      thinkAbout(shirt, 'voll peinlich jetzt sehen das alle', 'das geht in der wäsche wieder raus und heut zieh ich halt ein anderes an'),
    ).toBe(true);
  });

  it('hears a noun of the situation, even a common one, as about it ("Morgen hat sie bestimmt Zeit")', () => {
    const busy = 'Deine Freundin hat heute keine Zeit für dich.';
    expect(thinkAbout(busy, 'Sie mag mich nicht mehr.', 'Vielleicht hat sie morgen Zeit.')).toBe(true);
    expect(thinkAbout(busy, 'Sie mag mich nicht mehr.', 'Zeit ist Geld, haha.')).toBe(false);
  });

  it('hears "die beliebteste in der ganzen Schule" as wishing for too much, "beim ersten Mal klappt es fast nie" as comfort', () => {
    const newTown = 'Du bist in eine neue Stadt gezogen und kennst in deiner neuen Klasse noch niemanden.';
    expect(
      checkMindshiftAnswer(
        lex,
        {
          scenario: newTown,
          negativeThought: 'keiner will mit mir befreundet sein',
          positiveThought: 'morgen bin ich die beliebteste in der ganzen schule und alle wollen neben mir sitzen',
        },
        topicOf(newTown),
      ).feedback,
    ).toMatch(/^Mit „die beliebteste in der ganzen schule“ wünschst du dir ganz schön viel/);
    expect(
      thinkAbout(newTown, 'keiner will mit mir befreundet sein', 'morgen frag ich jemanden aus der klasse, ob wir in der pause spielen'),
    ).toBe(true);
    const code = 'Du hast dich beim Programmieren-Kurs angemeldet, und dein erstes Programm funktioniert nicht.';
    expect(
      thinkAbout(
        code,
        'programmieren ist nix für mich',
        'beim ersten mal klappt es fast nie, ich guck mir jeden schritt an und frag den kursleiter',
      ),
    ).toBe(true);
  });

  it('hears "das ist nicht seine Schuld" as taking the fault away, "der hat eh nur gecheatet" as giving it', () => {
    const noTime = 'Dein Freund hat heute keine Lust zu spielen.';
    expect(
      thinkAbout(noTime, 'der mag mich nicht mehr', 'das ist nicht seine schuld, jeder hat mal keine lust. ich frag ihn morgen wieder'),
    ).toBe(true);
    const pingPong = 'Beim Tischtennis verlierst du jedes Mal gegen deinen Freund.';
    const cheat = checkMindshiftAnswer(
      lex,
      {
        scenario: pingPong,
        negativeThought: 'ich bin so ein noob',
        positiveThought: 'gg, ich hol ihn mir nächstes mal, der hat eh nur gecheatet 😤',
      },
      topicOf(pingPong),
    );
    expect(cheat.feedback).toMatch(/^Mit „gecheatet“ gibst du jemand anderem die Schuld/);
    expect(thinkAbout(pingPong, 'ich bin so ein noob', 'ich hab früher auch mal geschummelt, jetzt üb ich lieber meinen aufschlag')).toBe(
      true,
    );
  });

  it('hears what the child has "keine Lust" to do as no plan, unless "aber" turns it', () => {
    const words = 'Beim Vokabeltest hast du die Hälfte vergessen.';
    expect(thinkAbout(words, 'vokabeln sind nicht für mich', 'ich hab kein bisschen lust mehr die nochmal zu lernen')).toBe(false);
    expect(thinkAbout(words, 'vokabeln sind nicht für mich', 'ich hab keine lust mehr die nochmal zu lernen')).toBe(false);
    expect(thinkAbout(words, 'vokabeln sind nicht für mich', 'ich hab keine lust aber ich lern die wörter trotzdem nochmal')).toBe(true);
  });

  it('hears "mein Bruder ist halt ein Vielfraß" as a put-down and "nur noch Einsen" as wishing for too much', () => {
    const cake = 'Dein Bruder hat das größere Stück Kuchen bekommen.';
    expect(thinkAbout(cake, 'immer kriegt er mehr', 'mein bruder ist halt ein vielfraß, egal nächstes mal krieg ich das große')).toBe(
      false,
    );
    expect(thinkAbout(cake, 'immer kriegt er mehr', 'mein bruder ist halt jünger, nächstes mal frag ich ob wir teilen')).toBe(true);
    const mark = 'Du hast in der Klassenarbeit eine schlechtere Note bekommen, als du gehofft hast.';
    const ones = checkMindshiftAnswer(
      lex,
      {
        scenario: mark,
        negativeThought: 'ich bin voll dumm',
        positiveThought: 'ab jetzt lern ich jeden tag 5 stunden und schreib nur noch einsen',
      },
      topicOf(mark),
    );
    expect(ones.feedback).toMatch(/^Mit „nur noch einsen“ wünschst du dir ganz schön viel/);
    expect(thinkAbout(mark, 'ich bin voll dumm', 'ab jetzt lern ich jeden tag ein bisschen, dann wird die nächste note besser')).toBe(true);
  });

  it('hears "dass sein Bild noch viel hässlicher ist" as a put-down, "na klaaar … haha" as mocking', () => {
    const picture = 'Ein Kind sagt, dein Bild ist komisch.';
    expect(thinkAbout(picture, 'mein bild ist hässlich', 'ich sag ihm ganz lieb dass sein bild noch viel hässlicher ist 😊')).toBe(false);
    expect(thinkAbout(picture, 'mein bild ist hässlich', 'ich mag mein bild, und sein bild ist auch schön')).toBe(true);
    const club = 'Dein Lieblingsverein ist abgestiegen, und alle ziehen dich auf.';
    expect(thinkAbout(club, 'ich schäm mich für meinen verein', 'na klaaar, nächstes jahr werden wir bestimmt meister haha')).toBe(false);
    expect(thinkAbout(club, 'ich schäm mich für meinen verein', 'na klar, nächstes jahr werden wir bestimmt wieder besser')).toBe(true);
  });

  it('hears "ich hol noch auf" and "das ist schon ganz viel" as brave', () => {
    const board = 'Beim Brettspiel musst du schon zum dritten Mal zurück an den Start.';
    expect(
      thinkAbout(board, 'das spiel hasst mich', 'ist wie bei mario kart, wer hinten ist kriegt die besten items 😎 ich hol noch auf'),
    ).toBe(true);
    const poem = 'Du hast ein Gedicht auswendig gelernt. Vor der Klasse fällt dir plötzlich eine Zeile nicht mehr ein.';
    expect(thinkAbout(poem, 'das war sooo peinlich', 'ich hab fast das ganze gedicht gewusst, das ist schon ganz viel')).toBe(true);
  });

  it('hears "eine 1 ohne zu lernen" as wishing for too much, "der Regen ist schuld" as blaming no one', () => {
    const mark = 'Du hast in der Klassenarbeit eine schlechtere Note bekommen, als du gehofft hast.';
    const lazy = checkMindshiftAnswer(
      lex,
      { scenario: mark, negativeThought: 'ich bin schlecht', positiveThought: 'nächstes mal schreib ich bestimmt eine 1 ohne zu lernen' },
      topicOf(mark),
    );
    expect(lazy.feedback).toMatch(/^Mit „ohne zu lernen“ wünschst du dir ganz schön viel/);
    const rain = 'Deine Sandburg wird vom Regen kaputt gemacht.';
    expect(thinkAbout(rain, 'alles ist immer kaputt', 'der regen ist schuld, nicht ich, morgen bau ich eine neue mit graben drumrum')).toBe(
      true,
    );
    expect(thinkAbout(rain, 'alles ist immer kaputt', 'mein bruder ist schuld, morgen bau ich eine neue')).toBe(false);
  });

  it('refuses "ne eins auch ohne lernen" and pizza for a dried-up plant; hears a joke taken back with "nee spaß"', () => {
    const mark = 'Du hast in der Klassenarbeit eine schlechtere Note bekommen, als du gehofft hast.';
    expect(thinkAbout(mark, 'mama wird voll sauer sein', 'nächstes mal hab ich bestimmt ne eins auch ohne lernen')).toBe(false);
    expect(thinkAbout(mark, 'mama wird voll sauer sein', 'nächstes mal hab ich bestimmt ne eins, ich lerne jeden tag')).toBe(true);
    const plant = 'Deine Pflanze auf der Fensterbank ist vertrocknet.';
    expect(thinkAbout(plant, 'ich bin schuld', 'ich hab heute pizza gegessen 🍕')).toBe(false);
    expect(thinkAbout(plant, 'ich bin schuld', 'ich hab mein bestes gegeben, ab jetzt gieß ich sie jeden tag')).toBe(true);
    const memory = 'Du hast beim Memory kein einziges Paar gefunden.';
    const joke = 'na toll ich bin wohl der memory weltmeister 😅';
    expect(thinkAbout(memory, 'ich hab ein gedächtnis wie ein sieb', joke)).toBe(false);
    expect(
      thinkAbout(
        memory,
        'ich hab ein gedächtnis wie ein sieb',
        `${joke} nee spaß, nächstes mal merk ich mir die karten in den ecken besser`,
      ),
    ).toBe(true);
  });

  it('refuses leaving out what the situation is about, and praise laughed at', () => {
    const homework = 'Du musst heute Hausaufgaben machen, obwohl die Sonne scheint.';
    expect(thinkAbout(homework, 'voll unfair', 'Ich mach die Hausaufgaben heute einfach nicht, dann kann ich raus.')).toBe(false);
    expect(thinkAbout(homework, 'voll unfair', 'ich lass das handy einfach weg, dann bin ich schneller fertig und kann raus')).toBe(true);
    const piano = 'Beim Klavierüben verspielst du dich immer wieder an derselben Stelle.';
    expect(thinkAbout(piano, 'ich hab keinen bock mehr', 'ich lass die stelle einfach weg, merkt eh keiner')).toBe(false);
    const sand = 'Deine Sandburg ist eingestürzt.';
    expect(thinkAbout(sand, 'Alles kaputt.', 'Ich bin halt der Sandburg-Zerstörer 😂 super gemacht')).toBe(false);
    expect(thinkAbout(sand, 'Alles kaputt.', 'Den Turm hab ich super gemacht, morgen bau ich die Mauer nochmal')).toBe(true);
  });

  it('hears "ganz sicher erste" as too much, "Bug" as a word of the situation, "bloß a bissl" as comfort and "alles umsonst trainiert" as a stuck thought', () => {
    const swim = 'Du bist beim Schwimmwettkampf Letzte geworden.';
    expect(thinkAbout(swim, 'ich bin die schlechteste', 'nächstes mal werd ich ganz sicher erste und krieg eine goldmedallie')).toBe(false);
    expect(thinkAbout(swim, 'ich bin die schlechteste', 'nächstes mal werd ich ganz sicher schneller, ich trainiere jede woche')).toBe(
      true,
    );
    expect(thinkAbout('Beim Programmieren stürzt dein Spiel immer wieder ab.', 'das wird nie was', 'ich suche jetzt den bug')).toBe(true);
    const cake = 'Der Kuchen, den du mit Papa gebacken hast, ist etwas dunkel geworden.';
    expect(
      thinkAbout(cake, 'des schaut aus wia a kohlnbrikett', 'mei des is bloß a bissl dunkel, mit am puderzucker drauf schmeckt des scho'),
    ).toBe(true);
    const sports = 'Beim Sportfest wolltest du unbedingt eine Urkunde bekommen. Diesmal hat es nicht ganz gereicht.';
    expect(
      thinkAbout(sports, 'alles umsonst trainiert', 'ich hab mein bestes gegeben und es war knapp. nächstes jahr versuch ichs nochmal'),
    ).toBe(true);
    const room = 'Du hast dein Zimmer ganz allein aufgeräumt, aber niemand hat es bemerkt.';
    expect(
      thinkAbout(room, 'was ich mach merkt eh keiner', 'ich bin selber stolz drauf. und ich kann mama ja zeigen wie schön es jetzt ist'),
    ).toBe(true);
  });

  it('refuses "weil ihr so egoistisch seid"; reads "garnich gut" as a stuck thought and "besser spät als nie" as courage', () => {
    const group = 'Deine Gruppe hat ohne dich entschieden, welches Thema ihr nehmt.';
    expect(
      thinkAbout(
        group,
        'die wollen mich nicht dabei',
        'liebe gruppe, ihr habt mich zwar vergessen weil ihr so egoistisch seid, aber ich mach trotzdem mit 😊',
      ),
    ).toBe(false);
    expect(
      thinkAbout(group, 'die wollen mich nicht dabei', 'liebe gruppe, ihr habt mich zwar vergessen, aber ich mach trotzdem mit 😊'),
    ).toBe(true);
    const maths = 'Dein Bruder ist in Mathe besser als du.';
    expect(thinkAbout(maths, 'ich bin garnich gut in mate', 'ich kan meinen bruder fragen ob er mir hilft dan werd ich auch beser')).toBe(
      true,
    );
    const granny = 'Du hast vergessen, deiner Oma zum Geburtstag zu gratulieren.';
    expect(thinkAbout(granny, 'oma ist jetzt sauer', 'ich ruf sie heute noch an und mal ihr eine karte, besser spät als nie')).toBe(true);
  });
});

describe('checkMindshiftAnswer: still not, waving school away, a sad end, everything at once', () => {
  it('hears "immer noch nicht" as a stuck thought; "ich sag mir immer: noch nicht!" stays brave', () => {
    const bow = 'Dein Schuh ist aufgegangen, und du kannst noch keine Schleife.';
    expect(thinkAbout(bow, 'ich bin schon 7 und kanns immer noch nicht', 'ich übe die schleife heute abend mit meinem bruder')).toBe(true);
    expect(thinkAbout(bow, 'ich kann das noch nicht', 'ich übe die schleife heute abend mit meinem bruder')).toBe(false);
    const test = 'Du hast vergessen, für den Test zu lernen.';
    expect(thinkAbout(test, 'das wird ne 6', 'nächstes mal schreib ich mir den test in den kalender')).toBe(true);
  });

  it('reads Swiss "nümme" as "nicht mehr"', () => {
    const friend = 'Deine beste Freundin hat eine neue Freundin und hat weniger Zeit für dich.';
    const r = checkMindshiftAnswer(
      lex,
      { scenario: friend, negativeThought: 'si hät mi nümme gern', positiveThought: 'mir chönd ja au zu dritt spiele' },
      topicOf(friend),
    );
    expect(r.feedback).not.toMatch(/klingt schon mutig/);
  });

  it('refuses waving school away; a single mark or game may matter little', () => {
    const test = 'Du hast vergessen, für den Test zu lernen.';
    expect(thinkAbout(test, 'jetzt krieg ich ne sechs', 'egal, schule ist sowieso nicht wichtig')).toBe(false);
    expect(thinkAbout(test, 'jetzt krieg ich ne sechs', 'lernen ist mir egal')).toBe(false);
    expect(thinkAbout(test, 'jetzt krieg ich ne sechs', 'eine Note ist nicht so wichtig, ich lerne fürs nächste Mal')).toBe(true);
  });

  it('refuses a thought that turns sad again after "aber"; a feeling named at the end is no such turn', () => {
    const snow = 'Dein Schneemann ist umgefallen.';
    const r = checkMindshiftAnswer(
      lex,
      {
        scenario: snow,
        negativeThought: 'alles umsonst',
        positiveThought: 'morgen bau ich einen neuen aber ich kann eigentlich eh nix richtig',
      },
      topicOf(snow),
    );
    expect(r.isValid).toBe(false);
    expect(r.feedback).toContain('„nix richtig“');
    expect(thinkAbout(snow, 'alles umsonst', 'morgen bau ich einen neuen, das kann ich')).toBe(true);
    expect(thinkAbout(snow, 'Ich kann das nicht.', 'ich kann es noch nicht, aber morgen bau ich einen neuen')).toBe(true);
  });

  it('refuses last forever and every goal at once', () => {
    const swim = 'Du bist beim Schwimmwettkampf Letzte geworden.';
    expect(thinkAbout(swim, 'ich bin die schlechteste schwimmerin', 'ich bin halt unsportlich und werd immer letzte sein, ist ok')).toBe(
      false,
    );
    expect(thinkAbout(swim, 'ich bin die schlechteste schwimmerin', 'ich werd nicht immer letzte sein, ich trainiere')).toBe(true);
    const team = 'Du bist nicht in die Schulmannschaft gekommen.';
    expect(thinkAbout(team, 'ich bin einfach schlecht', 'nächstes jahr werd ich bestimmt kapitän und schieß alle tore')).toBe(false);
    expect(thinkAbout(team, 'ich bin einfach schlecht', 'nächstes jahr versuch ich es nochmal und trainiere vorher')).toBe(true);
  });
});

describe('checkMindshiftAnswer: blame on a parent', () => {
  it('refuses "mama hat das diesmal wieder extra unfair gemacht"', () => {
    const cake = 'Dein Bruder hat das größere Stück Kuchen bekommen.';
    expect(
      thinkAbout(cake, 'immer kriegt er mehr', 'nächstes mal darf ich zuerst aussuchen, mama hat das diesmal wieder extra unfair gemacht'),
    ).toBe(false);
    expect(thinkAbout(cake, 'immer kriegt er mehr', 'nächstes mal darf ich zuerst aussuchen')).toBe(true);
  });
});

describe('checkMindshiftAnswer: more hours a day than a child has', () => {
  it('refuses "jeden tag 5 stunden lerne"; "jeden tag 15 minuten" and "ganze zehn sekunden geschafft" are plans and progress', () => {
    const mark = 'Du hast in der Klassenarbeit eine schlechtere Note bekommen, als du gehofft hast.';
    expect(
      thinkAbout(
        mark,
        'ich bin der dümmste in der klasse',
        'ich werde nächstes mal eine eins schreiben weil ich ab jetzt jeden tag 5 stunden lerne',
      ),
    ).toBe(false);
    expect(thinkAbout(mark, 'ich bin der dümmste in der klasse', 'ab jetzt lerne ich jeden tag 15 minuten')).toBe(true);
    const rope = 'Beim Seilspringen verhedderst du dich immer wieder.';
    expect(thinkAbout(rope, 'ich kann das nicht', 'ich hab es heute ganze zehn sekunden geschafft, morgen schaff ich elf')).toBe(true);
  });
});

describe('checkMindshiftAnswer: the fault taken away', () => {
  it('hears "es ist ja nicht ihre schuld, dass sie krank ist" and "sie kann ja nichts dafür" as kind; "dass sie so doof ist" stays mean', () => {
    const ill = 'Deine Freundin ist heute krank und nicht in der Schule.';
    expect(thinkAbout(ill, 'jetzt hab ich niemanden', 'es ist ja nicht ihre schuld dass sie krank ist. ich spiel heute mit mia')).toBe(
      true,
    );
    expect(
      thinkAbout(
        ill,
        'jetzt ist die schule voll langweilig',
        'sie kann ja nichts dafür dass sie krank ist. ich mal ihr ein gute besserung bild',
      ),
    ).toBe(true);
    expect(thinkAbout(ill, 'jetzt ist die schule voll langweilig', 'ich spiel mit mia, weil sie so doof ist')).toBe(false);
  });
});

describe('checkMindshiftAnswer: the deed the situation names, and a shrug with applause', () => {
  it('hears "ich schreib mir auf, wann ich gießen muss" as a plan for a dried-up plant', () => {
    const plant = 'Deine Pflanze auf der Fensterbank ist vertrocknet.';
    expect(
      thinkAbout(plant, 'ich kann mich um nix kümmern', 'ich kauf ne neue und schreib mir auf einen zettel wann ich gießen muss'),
    ).toBe(true);
  });

  it('refuses "dann schreib ich halt 100 Seiten, toll 👍" and "dann lösch ich halt alles 👏"; "dann nehm ich halt einen anderen" means it', () => {
    const essay = 'Deine Lehrerin sagt, dein Aufsatz sei zu kurz.';
    expect(thinkAbout(essay, 'meine Aufsätze sind schlecht', 'Klar, dann schreib ich halt 100 Seiten, toll 👍')).toBe(false);
    const video = 'Im Chat schreibt jemand, dein Video sei peinlich.';
    expect(thinkAbout(video, 'alle finden mich peinlich', 'wow danke für das tolle kompliment, dann lösch ich halt alles 👏')).toBe(false);
    const pen = 'Dein Lieblingsstift ist leer.';
    expect(thinkAbout(pen, 'jetzt ist alles doof', 'dann nehm ich halt einen anderen und kauf morgen einen neuen stift')).toBe(true);
  });
});

describe('checkMindshiftAnswer: how the child goes about it now', () => {
  it('hears "ich schau mir die fehlermeldung genau an" as a plan', () => {
    const crash = 'Beim Programmieren stürzt dein Spiel immer wieder ab.';
    expect(
      thinkAbout(crash, 'das wird nie was', 'jeder bug den ich finde ist wie ein level up 🎮 ich schau mir die fehlermeldung genau an'),
    ).toBe(true);
  });
});

describe('checkMindshiftAnswer: Low German practice', () => {
  it('reads "ik öv noch\'n beten" as practice', () => {
    const swim = 'Du hast bei einer Prüfung für den Schwimmausweis gepatzt.';
    expect(thinkAbout(swim, 'Ik kann dat nich.', "Dat klappt beim nächsten Mol, ik öv noch'n beten.")).toBe(true);
  });
});

describe('checkMindshiftAnswer: a word typed again and again', () => {
  it('refuses "… ich schaffe das gut gut gut"; "ich übe ganz ganz ganz viel" is meant', () => {
    const dice = 'Du hast beim Spiel eine Sechs gebraucht und eine Eins gewürfelt.';
    const padded = checkMindshiftAnswer(lex, {
      scenario: dice,
      negativeThought: 'ich hab immer pech',
      positiveThought: 'mut hoffnung ich schaffe das super super super',
    });
    expect(padded.isValid).toBe(false);
    expect(padded.feedback).toContain('immer wieder');
    expect(thinkAbout(dice, 'ich hab immer pech', 'nächste runde würfel ich ganz ganz ganz fest, dann klappt es')).toBe(true);
  });
});

describe('checkMindshiftAnswer: a sigh first, then a real plan', () => {
  const snowman = 'Dein Schneemann ist umgefallen.';
  it('hears "na toll 😄 dann bau ich einen neuen, …" and "na super, regen. aber dann …" as honest', () => {
    expect(thinkAbout(snowman, 'alles kaputt', 'na toll 😄 dann bau ich einen neuen, diesmal mit breiterem bauch')).toBe(true);
    const rain = 'Es regnet den ganzen Tag. Dabei wolltest du so gern auf den Spielplatz.';
    expect(thinkAbout(rain, 'heute ist alles doof', 'na super, regen 😅 aber dann spielen wir halt drinnen verstecken')).toBe(true);
  });

  it('still refuses the sigh when what follows mocks or gives up', () => {
    expect(thinkAbout(snowman, 'alles kaputt', 'na toll, dann bin ich halt der weltmeister im umwerfen 🙄')).toBe(false);
    expect(thinkAbout(snowman, 'alles kaputt', 'na toll, dann bau ich halt nie wieder einen')).toBe(false);
    expect(thinkAbout(snowman, 'alles kaputt', 'na toll, bester tag meines lebens')).toBe(false);
  });
});

describe('checkMindshiftAnswer: done in secret', () => {
  it('refuses "ich geh heimlich später schlafen" and "leg ich ihn heimlich auf die Sechs"; "ich übe heimlich" is practice', () => {
    const bed = 'Du hast dich mit deinen Eltern über die Schlafenszeit gestritten.';
    expect(thinkAbout(bed, 'die sind so gemein', 'ich les dann heimlich unter der decke weiter')).toBe(false);
    const dice = 'Du hast beim Spiel eine Sechs gebraucht und eine Eins gewürfelt.';
    expect(thinkAbout(dice, 'immer eine eins', 'nächstes mal leg ich den würfel heimlich auf die sechs')).toBe(false);
    const whistle = 'Du kannst noch nicht pfeifen.';
    expect(thinkAbout(whistle, 'ich kann das nie', 'ich übe heimlich jeden tag und dann überrasche ich alle')).toBe(true);
  });
});

describe('checkMindshiftAnswer: stuck thoughts that name a thing or another child', () => {
  it('hears "ich find das blöde teil nie" as stuck ("nie" is about finding), and "er hat einen neuen besten Freund" as a loss', () => {
    const puzzle = 'Du puzzelst seit einer halben Stunde und findest einfach nicht das passende Teil.';
    expect(thinkAbout(puzzle, 'ich find das blöde teil nie', 'okay, erst mal pause und dann sortier ich die teile nach farben')).toBe(true);
    const friend = 'Dein bester Freund spielt in der Pause heute mit einem anderen Kind.';
    expect(thinkAbout(friend, 'er hat jetzt einen neuen besten freund', 'ich frag die beiden, ob ich mitspielen darf')).toBe(true);
    // The child's own new one in the first field is still a brave thought in the wrong place.
    expect(thinkAbout(friend, 'ich such mir einen neuen', 'ich frag die beiden, ob ich mitspielen darf')).toBe(false);
  });

  it('hears "Schrott" and "Ferkel" in the first field as sad', () => {
    const kite = 'Dein Drachen steigt nicht in die Luft.';
    expect(thinkAbout(kite, 'der drachen ist schrott', 'Vielleicht ist hier zu wenig Wind. Wir gehen aufs Feld, da ist mehr Wind')).toBe(
      true,
    );
    const paste = 'Du hast beim Zähneputzen Zahnpasta aufs T-Shirt gekleckert.';
    expect(thinkAbout(paste, 'ich bin so ein ferkel', 'passiert halt, ich mach das mit nem nassen lappen weg')).toBe(true);
  });
});

describe('checkMindshiftAnswer: it happens to others too', () => {
  it('hears "Echte Programmierer haben auch dauernd Fehler" and "Keiner liest immer perfekt" as comfort; "keiner mag mich" stays sad', () => {
    const crash = 'Beim Programmieren stürzt dein Spiel immer wieder ab.';
    expect(thinkAbout(crash, 'ich bin zu blöd', 'Ich teste jeden Befehl einzeln. Echte Programmierer haben auch dauernd Fehler.')).toBe(
      true,
    );
    const reading = 'Beim Vorlesen in der Klasse hast du dich mehrmals versprochen.';
    expect(
      thinkAbout(reading, 'alle haben gelacht', 'Keiner liest immer perfekt. ich lese zuhause laut vor, dann werd ich flüssiger'),
    ).toBe(true);
    expect(thinkAbout(reading, 'alle haben gelacht', 'keiner mag mich, aber ich lese zuhause laut vor')).toBe(false);
    const roll = 'Im Sportunterricht schaffen viele schon die Rolle rückwärts. Bei dir klappt es noch nicht.';
    expect(thinkAbout(roll, 'das schaff ich nie', 'dann lass ichs halt, turnen braucht eh keiner')).toBe(false);
  });

  it('reads "immer flüssiger" as more and more, not always', () => {
    const reading = 'Beim Vorlesen in der Klasse hast du dich mehrmals versprochen.';
    expect(thinkAbout(reading, 'ich kann nicht lesen', 'ich lese jeden abend vor, dann werde ich immer flüssiger')).toBe(true);
  });
});

describe('checkMindshiftAnswer: painting over it', () => {
  it('hears "dan mal ich ein bluhme drüber dan siet mans nich mer" as a plan; "dann klappt es eh nicht mehr" stays sad', () => {
    const edge = 'Du hast beim Malen über den Rand gemalt.';
    expect(thinkAbout(edge, 'jez is es kabut', 'dan mal ich da einfach ein bluhme drüber dan siet mans nich mer')).toBe(true);
    expect(thinkAbout(edge, 'jez is es kabut', 'dan mal ich da was drüber, aber dann klappt es eh nicht mehr')).toBe(false);
  });
});

describe('checkMindshiftAnswer: others called babies', () => {
  it('refuses "…, diese babys" tacked on; the thought without it is brave', () => {
    const giggle = 'Du hast im Unterricht eine Frage gestellt, und ein paar Kinder haben gekichert.';
    const r = checkMindshiftAnswer(
      lex,
      { scenario: giggle, negativeThought: 'meine frage war dumm', positiveThought: 'fragen ist schlau, die kichern nur, diese babys' },
      topicOf(giggle),
    );
    expect(r.isValid).toBe(false);
    expect(r.feedback).toContain('Gemeines');
    expect(thinkAbout(giggle, 'meine frage war dumm', 'fragen ist schlau, die kichern nur weil sie sich selber nicht trauen')).toBe(true);
  });
});

describe('checkMindshiftAnswer: a dig at the other, practice for another day, the lost thing', () => {
  const party = 'Deine Freundin hat dich nicht zu ihrer Party eingeladen.';
  it('refuses "…, auch wenn deine party bestimmt voll langweilig wird"; "ich hab sie trotzdem lieb und frag sie morgen" is kind', () => {
    expect(
      thinkAbout(party, 'sie mag mich nicht mehr', 'ich hab dich trotzdem lieb, auch wenn deine party bestimmt voll langweilig wird'),
    ).toBe(false);
    expect(thinkAbout(party, 'sie mag mich nicht mehr', 'ich hab sie trotzdem lieb und frag sie morgen, ob wir was zusammen machen')).toBe(
      true,
    );
  });

  it('refuses riding practice for a painting; for riding it is the plan', () => {
    expect(thinkAbout('Du hast beim Malen über den Rand gemalt.', 'jetzt ist es hässlich', 'ich üb morgen wieder fahrrad fahren')).toBe(
      false,
    );
    expect(
      thinkAbout(
        'Du lernst gerade Fahrradfahren und bist schon wieder umgekippt.',
        'ich lern das nie',
        'ich üb morgen wieder fahrrad fahren',
      ),
    ).toBe(true);
  });

  it('hears "mein schönes eis" as the lost thing, a sad thought', () => {
    const ice = 'Dein Eis ist dir auf den Boden gefallen.';
    expect(thinkAbout(ice, 'mein schönes eis', 'schade, aber ich frag ob ich mir noch eins holen darf')).toBe(true);
  });
});

describe('checkMindshiftAnswer: what the child does now', () => {
  it('hears a thought that opens with the child doing something as a plan ("ich guck mir jede zeile an")', () => {
    const course = 'Du hast dich beim Programmieren-Kurs angemeldet, und dein erstes Programm funktioniert nicht.';
    expect(thinkAbout(course, 'programmieren ist zu schwer für mich', 'ich guck mir jede zeile vom programm nochmal an')).toBe(true);
    const pool = 'Im Schwimmkurs springen schon alle vom Startblock. Du traust dich noch nicht.';
    expect(
      thinkAbout(pool, 'ich bin so ein angsthase', 'ich spring erst vom beckenrand und wenn ich mich sicher fühl dann vom startblock'),
    ).toBe(true);
  });

  it('does not take liking, wondering, hoping or throwing it away for a deed', () => {
    const puzzle = 'Du puzzelst seit einer halben Stunde und findest einfach nicht das passende Teil.';
    expect(thinkAbout(puzzle, 'Das Puzzle ist doof.', 'Ich schmeiß das Puzzle weg.')).toBe(false);
    const trip = 'Du hast dich sehr auf den Klassenausflug gefreut. Jetzt fällt er aus, weil der Bus kaputt ist.';
    expect(thinkAbout(trip, 'Der Ausflug fällt aus.', 'Ich freue mich auf Weihnachten.')).toBe(false);
    const mark = 'Du hast in der Klassenarbeit eine schlechtere Note bekommen, als du gehofft hast.';
    expect(thinkAbout(mark, 'Ich bin schlecht in Mathe.', 'Ich frage mich, warum ich überhaupt zur Schule gehe.')).toBe(false);
  });

  it('lets "Die anderen wussten es bestimmt auch nicht" comfort after a brave sentence', () => {
    const giggle = 'Du hast im Unterricht eine Frage gestellt, und ein paar Kinder haben gekichert.';
    expect(thinkAbout(giggle, 'Ich frag nie wieder was.', 'Fragen ist schlau. Die anderen wussten es bestimmt auch nicht.')).toBe(true);
    expect(thinkAbout(giggle, 'Ich frag nie wieder was.', 'Fragen ist schlau. Die anderen sind doof.')).toBe(false);
  });
});

describe('checkMindshiftAnswer: short self-instructions, thanks, questions and the best of the world', () => {
  const piano = 'Beim Klavierüben verspielst du dich immer wieder an derselben Stelle.';

  it('accepts short instructions the child gives itself ("ruhig bleiben. langsam spielen. … dann schneller")', () => {
    expect(thinkAbout(piano, 'ich bin zu doof für klavier', 'ruhig bleiben. langsam spielen. nur die stelle. dann schneller')).toBe(true);
    expect(thinkAbout(piano, 'ich bin zu doof für klavier', 'ruhig bleiben. langsam spielen. nur die stelle. mama kocht nudeln')).toBe(
      false,
    );
  });

  it('accepts thanks for the criticism before a plan; "danke für nix" is no thanks', () => {
    const idea = 'Ein Mitschüler sagt, deine Idee für das Klassenprojekt sei langweilig.';
    expect(
      thinkAbout(
        idea,
        'meine ideen sind immer schlecht',
        'danke fürs feedback! ich kann ja noch was dazu erfinden damit es spannender wird',
      ),
    ).toBe(true);
    expect(
      thinkAbout(idea, 'meine ideen sind immer schlecht', 'danke für nix! ich kann ja noch was dazu erfinden damit es spannender wird'),
    ).toBe(false);
  });

  it('reads "warum es nicht geklappt hat" as a question, not as giving up; "wir können es nicht" gives up', () => {
    const experiment = 'Dein Experiment im Sachunterricht hat nicht funktioniert.';
    expect(
      thinkAbout(experiment, 'ich hab alles falsch gemacht', 'wir können rausfinden warum es nicht geklappt hat, das ist ja auch forschen'),
    ).toBe(true);
    expect(thinkAbout(experiment, 'ich hab alles falsch gemacht', 'wir können das einfach nicht, das ist halt so')).toBe(false);
  });

  it('refuses a result promised ", auch ohne lernen" and "der beste in Mathe auf der ganzen Welt"', () => {
    const mark = 'Du hast in der Klassenarbeit eine schlechtere Note bekommen, als du gehofft hast.';
    expect(thinkAbout(mark, 'ich bin einfach dumm', 'nächstes mal schreib ich ganz sicher eine 1, auch ohne lernen')).toBe(false);
    expect(thinkAbout(mark, 'ich bin einfach dumm', 'nächstes mal schreib ich eine bessere note, weil ich mehr lerne')).toBe(true);
    const sum = 'Du hast lange an einer Matheaufgabe gerechnet. Trotzdem ist das Ergebnis falsch.';
    expect(thinkAbout(sum, 'ich bin schlecht in mathe', 'morgen bin ich der beste in mathe auf der ganzen welt')).toBe(false);
    expect(thinkAbout(sum, 'ich bin schlecht in mathe', 'morgen rechne ich die aufgabe nochmal in ruhe nach')).toBe(true);
  });
});

describe('checkMindshiftAnswer: a stain wiped off, likenesses, "nie ist Quatsch" and talking it down', () => {
  const shirt = 'Du hast beim Zähneputzen Zahnpasta aufs T-Shirt gekleckert.';

  it('hears "mit dem Lappen krieg ich das weg" as a plan; "ich krieg das nie weg" gives up', () => {
    expect(
      thinkAbout(shirt, 'ich bin so ein schwein', 'mit dem lappen krieg ich das weg, und sonst kommt das shirt halt in die wäsche'),
    ).toBe(true);
    expect(thinkAbout(shirt, 'ich bin so ein schwein', 'den fleck krieg ich nie mehr weg')).toBe(false);
  });

  it('lets a thing be likened to a bomb ("fliegt ab wie ne Bombe"); a bomb itself is elsewhere', () => {
    const plane = 'Dein Papierflieger fliegt nicht weit.';
    expect(thinkAbout(plane, 'mein flieger ist totaler mist', 'ich knick die flügel anders, dann fliegt das ding ab wie ne bombe 💥')).toBe(
      true,
    );
    expect(thinkAbout(plane, 'mein flieger ist totaler mist', 'ich knick die flügel anders und bau eine bombe')).toBe(false);
    // "Wie …?" asks; it likens nothing.
    expect(
      thinkAbout(plane, 'mein flieger ist totaler mist', 'ich knick die flügel anders. wie entsorge ich meine nervige schwester?'),
    ).toBe(false);
  });

  it('accepts "nie ist Quatsch" and "noch gar nicht oft geübt"; "nie" alone stays stuck', () => {
    const whistle = 'Du kannst noch nicht pfeifen.';
    expect(thinkAbout(whistle, 'ich krieg das nie hin', 'nie ist quatsch, ich hab ja noch gar nicht oft geübt')).toBe(true);
    expect(thinkAbout(whistle, 'ich krieg das nie hin', 'ich lern das nie, ich hab ja gar nicht oft geübt')).toBe(false);
  });

  it('refuses what did not work out talked down ("die Zeitung ist eh langweilig") and others called childish', () => {
    const paper = 'Du hast dich für die Schülerzeitung beworben, aber dein Artikel wurde nicht genommen.';
    expect(thinkAbout(paper, 'mein artikel war schlecht', 'die zeitung ist eh langweilig und die da mitmachen auch')).toBe(false);
    expect(thinkAbout(paper, 'mein artikel war schlecht', 'ich bin eh müde heute, morgen schreib ich einen neuen artikel')).toBe(true);
    const giggle = 'Du hast im Unterricht eine Frage gestellt, und ein paar Kinder haben gekichert.';
    expect(thinkAbout(giggle, 'ich frag nie wieder was', 'die sind doch kindisch, ich frag trotzdem weiter')).toBe(false);
    expect(thinkAbout(giggle, 'ich frag nie wieder was', 'fragen ist nicht kindisch, ich frag trotzdem weiter')).toBe(true);
  });
});

describe('checkMindshiftAnswer: a deed in a main clause after a comma', () => {
  it('hears "…, wir schauen was anders war" as a plan; "ich lass das einfach" and "ich möchte" are none', () => {
    const experiment = 'Dein Experiment im Sachunterricht hat nicht funktioniert.';
    expect(
      thinkAbout(
        experiment,
        'ich hab alles falsch gemacht',
        'forscher haben auch oft experimente die nicht klappen, wir schauen was anders war',
      ),
    ).toBe(true);
    const sum = 'Du hast lange an einer Matheaufgabe gerechnet. Trotzdem ist das Ergebnis falsch.';
    expect(thinkAbout(sum, 'Ich kann kein Mathe', 'Mathe ist halt einfach nicht mein Ding, ich lass das einfach.')).toBe(false);
    expect(thinkAbout(experiment, 'ich hab alles falsch gemacht', 'das experiment war doof, ich möchte lieber was anderes')).toBe(false);
    // "…, weil wir …": a reason, not a deed of its own.
    expect(
      thinkAbout(experiment, 'ich hab alles falsch gemacht', 'das experiment hat nicht geklappt, weil wir das wasser vergessen haben'),
    ).toBe(false);
  });
});

describe('checkMindshiftAnswer: patience and fresh clothes', () => {
  it('hears "pfeifen lernt man nicht an einem Tag" as patience; "pfeifen lernt man nie" is stuck', () => {
    const whistle = 'Du kannst noch nicht pfeifen.';
    expect(thinkAbout(whistle, 'alle können pfeifen nur ich nicht', 'ich geb nicht auf, pfeifen lernt man nicht an einem tag')).toBe(true);
    expect(thinkAbout(whistle, 'alle können pfeifen nur ich nicht', 'pfeifen lernt man nie')).toBe(false);
  });

  it('knows changing the shirt as about the stain ("ich zieh schnell was anderes an")', () => {
    const shirt = 'Du hast beim Zähneputzen Zahnpasta aufs T-Shirt gekleckert.';
    expect(
      thinkAbout(shirt, 'ich muss mich umziehen und komm zu spät', 'kommt halt in die wäsche und ich zieh schnell was anderes an'),
    ).toBe(true);
    expect(thinkAbout(shirt, 'ich muss mich umziehen und komm zu spät', 'ich zieh mir morgen meine neuen schuhe an und geh ins kino')).toBe(
      false,
    );
  });
});

describe('checkMindshiftAnswer: "klappt halt" is no "Klappe halten"', () => {
  it('hears "die rolle klappt halt noch nicht, aber bald" as hopeful; "halt die Klappe" stays rude', () => {
    const roll = 'Im Sportunterricht schaffen viele schon die Rolle rückwärts. Bei dir klappt es noch nicht.';
    expect(thinkAbout(roll, 'ich bin so unsportlich', 'ich geb nicht auf, die rolle klappt halt noch nicht, aber bald')).toBe(true);
    expect(thinkAbout(roll, 'ich bin so unsportlich', 'klappe halten, ich geb nicht auf')).toBe(false);
  });
});

describe('checkMindshiftAnswer: why bother', () => {
  it('hears "warum soll ich es nochmal versuchen" as giving up; "warum soll ich aufgeben?" stays brave', () => {
    const swim = 'Du hast bei einer Prüfung für den Schwimmausweis gepatzt.';
    const r = checkMindshiftAnswer(
      lex,
      {
        scenario: swim,
        negativeThought: 'ich schaff das nie',
        positiveThought: 'ich schaff das eh nie, warum soll ich es nochmal versuchen',
      },
      topicOf(swim),
    );
    expect(r.isValid).toBe(false);
    expect(r.feedback).toContain('„warum soll ich es nochmal versuchen“');
    expect(thinkAbout(swim, 'ich schaff das nie', 'wozu noch üben, klappt eh nicht')).toBe(false);
    expect(thinkAbout(swim, 'ich schaff das nie', 'warum soll ich aufgeben? ich übe nochmal mit papa')).toBe(true);
    expect(thinkAbout(swim, 'ich schaff das nie', 'jetzt weiß ich, warum ich üben muss. ich geh jeden samstag ins bad')).toBe(true);
  });
});

describe('checkMindshiftAnswer: "du" called names', () => {
  it('refuses "sorry, dass du so empfindlich bist" and "du bist halt schlecht im Lesen"; "du bist nicht dumm" stays kind', () => {
    const hurt = 'Ein Freund sagt dir, dass du ihn verletzt hast.';
    const r = checkMindshiftAnswer(
      lex,
      {
        scenario: hurt,
        negativeThought: 'der übertreibt doch voll',
        positiveThought: 'sorry dass du so empfindlich bist 😊 hab dich trotzdem lieb',
      },
      topicOf(hurt),
    );
    expect(r.isValid).toBe(false);
    expect(r.feedback).toBe('Da sagst du etwas Gemeines. Sag dir lieber etwas Freundliches, das dir Mut macht.');
    const reading = 'Beim Vorlesen in der Klasse hast du dich mehrmals versprochen.';
    expect(thinkAbout(reading, 'ich kann nicht lesen', 'liebes ich, du bist halt einfach schlecht im lesen, hab dich trotzdem lieb')).toBe(
      false,
    );
    expect(thinkAbout(reading, 'ich kann nicht lesen', 'du bist nicht dumm, du übst einfach weiter')).toBe(true);
    expect(thinkAbout(hurt, 'der übertreibt doch voll', 'ich sag ihm sorry und frag ihn, was ihn verletzt hat')).toBe(true);
  });
});

describe('checkMindshiftAnswer: a better friend', () => {
  it('refuses "dann such ich mir halt einen besseren Freund"; "ich will eine bessere Freundin sein" is the own aim', () => {
    const play = 'Dein Freund hat heute keine Lust zu spielen.';
    expect(thinkAbout(play, 'er mag mich nicht mehr', 'okay kein problem 😊 dann such ich mir halt einen besseren freund')).toBe(false);
    expect(thinkAbout(play, 'er mag mich nicht mehr', 'dann such ich mir halt bessere freunde, die immer zeit haben')).toBe(false);
    expect(thinkAbout(play, 'er mag mich nicht mehr', 'kein problem, morgen hat er bestimmt wieder lust und wir spielen fußball')).toBe(
      true,
    );
    expect(thinkAbout(play, 'er mag mich nicht mehr', 'ich will eine bessere freundin sein und frag sie morgen nochmal')).toBe(true);
  });
});

describe('checkMindshiftAnswer: "klappts" holds its "es"', () => {
  it('hears "beim zweiten mal klappts bestimmt besser" as about what happened, as "klappt es"', () => {
    const test = 'Bei der Radfahrprüfung hast du einen Fehler gemacht und musst sie wiederholen.';
    expect(thinkAbout(test, 'ich bin der einzige der durchgefallen ist', 'beim zweiten mal klappts bestimmt besser')).toBe(true);
    expect(thinkAbout(test, 'ich bin der einzige der durchgefallen ist', 'beim zweiten mal klappt es bestimmt')).toBe(true);
    expect(thinkAbout(test, 'ich bin der einzige der durchgefallen ist', 'beim zweiten mal klappt der kuchen bestimmt')).toBe(false);
  });
});

describe('checkMindshiftAnswer: a call to oneself before "das war …"', () => {
  it('hears "Hey, das war nur die Aufregung." as about what happened; "Hey, die Katze ist süß." strays', () => {
    const poem = 'Du hast ein Gedicht auswendig gelernt. Vor der Klasse fällt dir plötzlich eine Zeile nicht mehr ein.';
    const plan = 'Nächstes mal leg ich mir einen kleinen Zettel hin.';
    expect(thinkAbout(poem, 'Ich hab mich voll blamiert', `Hey, das war nur die Aufregung. ${plan}`)).toBe(true);
    expect(thinkAbout(poem, 'Ich hab mich voll blamiert', `Hey, die Katze ist süß. ${plan}`)).toBe(false);
  });
});

describe('checkMindshiftAnswer: "ihr seid" after a greeting', () => {
  it('refuses "liebe kinder ihr seid leider einfach kindisch, aber ich hab euch trotzdem lieb"; a brave thought stays brave', () => {
    const giggle = 'Du hast im Unterricht eine Frage gestellt, und ein paar Kinder haben gekichert.';
    expect(
      thinkAbout(giggle, 'ich frag nie wieder was', 'liebe kinder ihr seid leider einfach kindisch, aber ich hab euch trotzdem lieb 💕'),
    ).toBe(false);
    expect(thinkAbout(giggle, 'ich frag nie wieder was', 'fragen ist mutig, ich frag morgen wieder')).toBe(true);
  });
});

describe('checkMindshiftAnswer: a name before a verb that comes last', () => {
  it('refuses "…, auch wenn mein Bruder ein fieser Schummler ist"; "…, auch wenn mein Bruder kein Schummler ist" and "dass mein Aufsatz schlecht ist" denied stay kind', () => {
    const start = 'Beim Brettspiel musst du schon zum dritten Mal zurück an den Start.';
    expect(
      thinkAbout(
        start,
        'mein bruder schummelt bestimmt',
        'ist ja nur ein spiel und ich kann noch aufholen, auch wenn mein bruder ein fieser schummler ist',
      ),
    ).toBe(false);
    expect(
      thinkAbout(
        start,
        'mein bruder schummelt bestimmt',
        'ist ja nur ein spiel und ich kann noch aufholen, weil mein bruder kein schummler ist',
      ),
    ).toBe(true);
    const essay = 'Dein Lehrer hat deinen Aufsatz mit vielen roten Anmerkungen zurückgegeben.';
    expect(
      thinkAbout(
        essay,
        'alles falsch, der ganze aufsatz ist mist',
        'Die roten Sachen heißen nicht, dass mein Aufsatz schlecht ist. Jetzt weiß ich genau, was ich verbessern kann.',
      ),
    ).toBe(true);
  });
});

describe('checkMindshiftAnswer: another said to know nothing', () => {
  it('refuses "der trainer hat einfach keine ahnung"; "ich hab noch keine Ahnung, wie das geht, ich frag den Trainer" is the child\'s own', () => {
    const team = 'Du bist nicht in die Schulmannschaft gekommen.';
    expect(thinkAbout(team, 'ich bin zu schlecht', 'ich bin eigentlich richtig gut, der trainer hat einfach keine ahnung')).toBe(false);
    expect(thinkAbout(team, 'ich bin zu schlecht', 'ich hab noch keine ahnung, was ich besser machen kann, ich frag den trainer')).toBe(
      true,
    );
  });
});
