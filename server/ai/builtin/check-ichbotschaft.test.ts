import { describe, it, expect } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import { checkIchBotschaft } from './check-ichbotschaft.ts';
import { topicsFromCatalog } from './checkers.ts';
import { shippedCatalog } from '../../content.ts';

const lex = loadLexicon();
const check = (rewrite: string, original = 'Du hörst mir nie zu!') => checkIchBotschaft(lex, { original, rewrite });

describe('checkIchBotschaft', () => {
  it('accepts feeling + situation and praises it', () => {
    const r = check('Ich bin traurig, wenn du mir nicht zuhörst.');
    expect(r.isIMessage).toBe(true);
    expect(r.feedback).toMatch(/Super Ich-Botschaft/);
  });

  it('accepts a wish with the situation, in child spelling', () => {
    expect(check('ich wünsch mir das du mir zuhörst wenn ich was erzähle').isIMessage).toBe(true);
    expect(check('Mich macht es traurig, wenn du mir nicht zuhörst. Bitte hör mir zu.').isIMessage).toBe(true);
  });

  it('rejects "ich finde, du bist …" and names it', () => {
    const r = check('Ich finde, du bist gemein.');
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toContain('„gemein“');
  });

  it('rejects "du bist" in a main clause but allows it at the end of a wenn-clause', () => {
    expect(check('Ich bin traurig. Du bist so unaufmerksam.').isIMessage).toBe(false);
    expect(check('Ich mache mir Sorgen, wenn du nicht pünktlich bist.', 'Du bist immer zu spät!').isIMessage).toBe(true);
  });

  it('hears a verdict on the other in a reason or claim with the verb last, but not in a wenn-clause', () => {
    for (const rewrite of [
      'ich bin traurig wenn du lachst weil du einfach gemein bist',
      'Ich bin sauer, dass du so gemein bist.',
      'Ich bin wütend, weil ihr so fies seid.',
    ]) {
      const r = check(rewrite, 'Du lachst mich immer aus!');
      expect(r.isIMessage, rewrite).toBe(false);
      expect(r.feedback, rewrite).not.toMatch(/^Super/);
    }
    expect(check('Ich bin traurig, wenn du so gemein zu mir bist.', 'Du lachst mich immer aus!').isIMessage).toBe(true);
  });

  it('does not praise a put-down the child gives itself, and says so kindly', () => {
    for (const rewrite of ['ich bin traurig weil ich halt echt dumm bin', 'Ich bin so ein Dummkopf, wenn du mich auslachst.']) {
      const r = check(rewrite, 'Du sagst immer, dass ich doof bin!');
      expect(r.isIMessage, rewrite).toBe(false);
      expect(r.feedback, rewrite).toMatch(/über dich selbst/);
    }
    expect(
      check(
        'Ich bin neidisch, wenn du länger aufbleiben darfst. Ich wünsche mir, dass ich auch mal länger aufbleiben darf.',
        'Immer darfst du länger aufbleiben!',
      ).isIMessage,
    ).toBe(true);
  });

  it('names absolutes used as an accusation', () => {
    const r = check('Ich bin traurig, weil du mir nie zuhörst.');
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toContain('„nie“');
  });

  it('rejects a feeling without the situation and asks for it', () => {
    const r = check('Ich bin traurig.');
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toMatch(/wenn/);
  });

  it('rejects messages about the other person', () => {
    expect(check('Du machst mich traurig, wenn du mich auslachst.').isIMessage).toBe(false);
    // A request alone is a wish; the I-message still needs the situation or a feeling.
    expect(check('Bitte hör mir zu.')).toEqual({ isIMessage: false, feedback: expect.stringMatching(/Sag noch/) });
  });

  it('rejects insults even in an otherwise good I-message', () => {
    const r = check('Ich bin traurig, wenn du mir nicht zuhörst, du Blödmann');
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toContain('„Blödmann“');
  });

  it('rejects the copied Du-Botschaft', () => {
    expect(check('du hörst mir nie zu').isIMessage).toBe(false);
  });
});

describe('blame and orders dressed as I-messages', () => {
  it('refuses a verdict on the person in a subordinate clause, and keeps behaviour descriptions', () => {
    expect(check('Ich bin traurig, dass du so ein Egoist bist.', 'Du machst bei der Gruppenarbeit nie etwas!').isIMessage).toBe(false);
    expect(check('Ich fühle mich schlecht, weil ihr zwei Lästertanten seid.', 'Ständig flüsterst du mit Leyla über mich!').isIMessage).toBe(
      false,
    );
    expect(check('Ich mache mir Sorgen, wenn du nicht pünktlich bist.', 'Du bist immer zu spät!').isIMessage).toBe(true);
    expect(check('Ich zittere, wenn du so laut bist. Ich brauche kurz Ruhe.', 'Ständig schreist du mich an!').isIMessage).toBe(true);
  });

  it('refuses an order in wish form and says why without blame', () => {
    const r = check('Ich will, dass du mir jetzt sofort zuhörst.');
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toContain('wie ein Befehl');
    const order = check('Ich bin sauer. Stell dich sofort hinten an!', 'Immer drängelst du dich vor!');
    expect(order.isIMessage).toBe(false);
    expect(order.feedback).toContain('Mit „sofort“ klingt dein Wunsch wie ein Befehl');
  });

  it('refuses a feeling about something else when the situation is known', () => {
    const topic = ['Team', 'wählen', 'aussuchen', 'mitspielen', 'Sport', 'Mannschaft'];
    expect(
      checkIchBotschaft(lex, { original: 'Du wählst mich nie in dein Team!', rewrite: 'Ich bin traurig, weil mein Opa krank ist.' }, topic),
    ).toEqual({
      isIMessage: false,
      feedback: 'Das passt noch nicht zu dem Satz. Worum geht es da?',
    });
    expect(
      checkIchBotschaft(
        lex,
        { original: 'Du wählst mich nie in dein Team!', rewrite: 'Ich bin traurig, wenn ich nicht mitspielen darf.' },
        topic,
      ).isIMessage,
    ).toBe(true);
  });
});

describe('checkIchBotschaft: I-messages in other orders and words', () => {
  const ok = (original: string, rewrite: string) => checkIchBotschaft(lex, { original, rewrite }).isIMessage;

  it('hears any "ich fühle mich …", requests with "bitte" and questions as wishes, and a reason as the situation', () => {
    expect(ok('Du lachst mich immer aus, wenn ich was falsch mache!', 'Wenn du lachst, fühle ich mich klein. Bitte lass das.')).toBe(true);
    expect(
      ok('Nie darf ich vorne im Auto sitzen, immer bist du dran!', 'Ich würde auch gern mal vorne sitzen. Können wir uns abwechseln?'),
    ).toBe(true);
    expect(ok('Du unterbrichst mich ständig!', 'Ich möchte gerne ausreden. Ich verliere sonst den Faden.')).toBe(true);
    expect(
      ok(
        'Du kommst schon wieder in mein Zimmer, ohne anzuklopfen!',
        'Ich mag es gar nicht, wenn jemand ohne Klopfen reinkommt. Bitte klopf vorher an.',
      ),
    ).toBe(true);
  });

  it('hears "weil du halt nur an dich selbst denkst" as a verdict on the other; a wish and a denial stay fine', () => {
    expect(check('Ich bin traurig, wenn du mir nicht zuhörst, weil du halt nur an dich selbst denkst.').isIMessage).toBe(false);
    expect(check('Ich bin traurig, wenn du mir nicht zuhörst. Ich wünsche mir, dass du auch an mich denkst.').isIMessage).toBe(true);
    expect(check('Ich bin traurig, weil ich weiß, dass du nicht nur an dich denkst, aber grad nicht zuhörst.').isIMessage).toBe(true);
  });

  it('takes "ich dachte, du bist …" as the child’s own thought, not a verdict', () => {
    expect(
      ok(
        'Du hast mir schon wieder nicht zurückgeschrieben!',
        'Ich war unsicher, weil du nicht geantwortet hast. Ich dachte, du bist vielleicht sauer auf mich.',
      ),
    ).toBe(true);
    expect(ok('Du hast mir schon wieder nicht zurückgeschrieben!', 'Ich bin traurig, weil du so ein Egoist bist.')).toBe(false);
  });

  it('refuses "nie im Leben" in a wish and bitter "ich bin ja eh nicht wichtig"', () => {
    expect(
      ok('Du hast schon wieder meinen Lieblingspulli angezogen!', 'Ich will nie im Leben wieder, dass du meinen Pulli anziehst.'),
    ).toBe(false);
    expect(
      ok(
        'Du gibst meiner Schwester immer das größere Stück!',
        'Schön, dass meine Schwester wieder das große Stück hat, ich bin ja eh nicht wichtig.',
      ),
    ).toBe(false);
  });

  it('hears "echt super" right before a feeling as a stronger feeling, not as mockery', () => {
    expect(ok('Du schaust dir nie an, was ich gebaut habe!', 'Ich wäre echt super froh, wenn du dir meine Burg anschaust.')).toBe(true);
    expect(check('Na echt super, wenn du wieder nicht zuhörst.').feedback).toMatch(/lustig machst/);
    expect(check('Ich fühle mich echt geehrt, dass du nur anrufst, wenn du was brauchst. Wie schön für dich.').feedback).toContain(
      '„Wie schön für dich“ klingt, als ob du dich lustig machst',
    );
  });

  it('takes a wish with the child’s own reason beside it as an I-message', () => {
    const topic = ['Platz', 'sitzen'];
    const original = 'Immer sitzt du auf meinem Platz!';
    const rewrite = 'Ich hätte gern meinen Platz zurück, ich kann von da die Tafel gut sehen.';
    expect(checkIchBotschaft(lex, { original, rewrite }, topic).isIMessage).toBe(true);
    expect(checkIchBotschaft(lex, { original, rewrite: 'Ich hätte gern meinen Platz zurück.' }, topic).isIMessage).toBe(false);
  });

  it('hears a common noun of the sentence ("Zeit") as its topic, but not a common word that is no noun', () => {
    const topic = ['spielen', 'Spiel', 'zusammen'];
    const original = 'Nie hast du Zeit, mit mir zu spielen!';
    const rewrite = 'Papa, hast du heute nach dem Essen vielleicht zehn Minuten Zeit für Uno? Ich vermisse das nämlich.';
    expect(checkIchBotschaft(lex, { original, rewrite }, topic).isIMessage).toBe(true);
    const notTheNoun = 'Ich bin traurig, wenn du heute nie nach Hause kommst.';
    expect(
      checkIchBotschaft(lex, { original: 'Heute hast du mich wieder vergessen!', rewrite: notTheNoun }, ['vergessen']).isIMessage,
    ).toBe(false);
  });

  it('hears "weil du so vergesslich bist" as a verdict on the other; how long, a feeling or a kind word is none', () => {
    const forgot = 'Du hast schon wieder unsere Verabredung vergessen!';
    expect(
      checkIchBotschaft(lex, { original: forgot, rewrite: 'ich bin enttäuscht weil du einfach so vergesslich bist' }).feedback,
    ).toContain('wie der andere ist');
    expect(checkIchBotschaft(lex, { original: forgot, rewrite: 'Ich bin sauer, weil du immer so rechthaberisch bist.' }).isIMessage).toBe(
      false,
    );
    expect(checkIchBotschaft(lex, { original: forgot, rewrite: 'Ich bin sauer, dass du so unhöflich warst.' }).isIMessage).toBe(false);
    const blamed = 'Immer schiebst du mir die Schuld zu!';
    const notMeant =
      'Ich weiß, dass du es nicht böse meinst. Aber ich bin traurig, wenn ich Ärger krieg. Ich möchte, dass du mich erst fragst.';
    expect(checkIchBotschaft(lex, { original: blamed, rewrite: notMeant }).isIMessage).toBe(true);
    const away = 'Du bist nie da!';
    expect(checkIchBotschaft(lex, { original: away, rewrite: 'ich vermisse dich weil du so lange weg bist' }).isIMessage).toBe(true);
    expect(checkIchBotschaft(lex, { original: away, rewrite: 'Ich bin traurig, weil du so traurig bist.' }).isIMessage).toBe(true);
  });

  it('hears a du-form as the same action as the sentence’s verb ("sagst" and "sagen")', () => {
    const topic = ['sagen', 'Fehler', 'leise'];
    const original = 'Du hast mich schon wieder vor allen verbessert!';
    const rewrite = 'Ich wünsche mir, dass du mir das nachher sagst.';
    expect(checkIchBotschaft(lex, { original, rewrite }, topic).isIMessage).toBe(true);
  });

  it('hears what happened to the child, and a need with a way to meet it, as the situation', () => {
    const pickUp = 'Du hast mich schon wieder nicht zur Schule abgeholt!';
    expect(check('Ich hab lange gewartet und mich ganz allein gefühlt.', pickUp).isIMessage).toBe(true);
    // A feeling alone still asks for the when or why.
    const alone = check('Ich habe mich ganz allein gefühlt.', pickUp);
    expect(alone.isIMessage).toBe(false);
    expect(alone.feedback).toMatch(/wann oder warum/);
    const hurry = 'Du bist immer so ungeduldig mit mir!';
    expect(check('ich brauch noch ein bisschen zeit, wartest du bitte kurz auf mich', hurry).isIMessage).toBe(true);
  });

  it('hears a Swiss "Chöi mir …?" as a question, and "gewählt" as the situation\'s "wählst"', () => {
    const front = 'Nie darf ich vorne im Auto sitzen, immer bist du dran!';
    expect(check('Ich wött au emal vorne sitze. Chöi mir abwächsle?', front).isIMessage).toBe(true);
    const team = 'Du wählst mich nie in dein Team!';
    const topic = ['Team', 'wählen'];
    const rewrite = 'Ich bin traurig, wenn ich als Letzte gewählt werde.';
    expect(checkIchBotschaft(lex, { original: team, rewrite }, topic).isIMessage).toBe(true);
  });

  it('refuses a wish that the other disappears', () => {
    const r = check(
      'Ich wünsche mir, dass du verschwindest und nie wiederkommst.',
      'Immer störst du, wenn ich mit meiner Freundin spiele!',
    );
    expect(r.isIMessage).toBe(false);
  });

  it('refuses comparing the other with an "Egoist"', () => {
    const r = check('Ich fühle mich ungerecht behandelt, weil du dich vordrängelst wie ein Egoist.', 'Immer drängelst du dich vor!');
    expect(r.isIMessage).toBe(false);
  });

  it('hears "wo du bist" and "dann denk ich, du bist sauer" as no verdict, and a compound of the situation\'s word as the situation', () => {
    expect(
      check('Ich mache mir Sorgen, wenn du später kommst und ich nicht weiß, wo du bist.', 'Du kommst schon wieder zu spät!').isIMessage,
    ).toBe(true);
    const reply = 'Du hast mir schon wieder nicht zurückgeschrieben!';
    expect(
      check('ich bin unsicher wenn ich dir schreibe und keine antwort kommt, dann denk ich du bist sauer auf mich', reply).isIMessage,
    ).toBe(true);
    const hamster = 'Du hast den Hamster schon wieder nicht gefüttert, obwohl du dran warst!';
    const rewrite = 'Ich mache mir Sorgen um Krümel, wenn sein Napf leer ist. Ich wünsche mir, dass wir uns an den Fütterplan halten.';
    expect(checkIchBotschaft(lex, { original: hamster, rewrite }, ['Hamster', 'füttern']).isIMessage).toBe(true);
  });

  it('hears what the other says about the child, a thing at the goal and being cross with someone as no blame', () => {
    expect(
      check('ich bin traurig wenn du sagst ich bin doof. ich wünsch mir, dass du nett zu mir bist', 'Du sagst immer, dass ich doof bin!')
        .isIMessage,
    ).toBe(true);
    expect(check('Ich bin doof. Ich wünsch mir, dass du nett zu mir bist.', 'Du sagst immer, dass ich doof bin!').isIMessage).toBe(false);
    const ball = 'Du gibst mir nie den Ball ab!';
    expect(check('ich bin frustriert wenn ich frei vorm pfosten steh und den ball nicht bekomme', ball).isIMessage).toBe(true);
    expect(check('ich bin ein pfosten wenn ich den ball nicht bekomme', ball).isIMessage).toBe(false);
    const reply = 'Du hast mir schon wieder nicht zurückgeschrieben!';
    expect(check('ich war unsicher als ich keine antwort bekommen hab. ich hab gedacht du bist böse auf mich', reply).isIMessage).toBe(
      true,
    );
    expect(check('ich war unsicher als ich keine antwort bekommen hab, weil du so böse bist', reply).isIMessage).toBe(false);
  });

  it('refuses "nie" in the situation, whoever it happens to', () => {
    const r = check('ich bin traurig wenn ich nie den ball kriege', 'Nie darf ich den Ball haben!');
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toContain('„nie“');
    expect(check('ich bin traurig wenn ich den ball nicht kriege', 'Nie darf ich den Ball haben!').isIMessage).toBe(true);
  });

  it('hears "mir ist das peinlich" as a feeling, and "ihr Lästerziegen" as a name', () => {
    const fix = 'Du verbesserst mich immer vor der ganzen Klasse!';
    expect(
      check('Mir ist das voll peinlich, wenn ich vor allen verbessert werde. Ich fänd es besser, wenn du es mir danach leise sagst.', fix)
        .isIMessage,
    ).toBe(true);
    expect(
      check('Ich fühle mich verletzt, wenn ihr zwei Lästerziegen über mich flüstert.', 'Ständig flüsterst du mit Leyla über mich!')
        .isIMessage,
    ).toBe(false);
  });

  it('takes "Darf ich …?" about the situation as a wish that names it', () => {
    const story = 'Nie darf ich die Geschichte aussuchen!';
    const topic = ['Geschichte', 'aussuchen', 'abwechseln', 'vorlesen'];
    expect(checkIchBotschaft(lex, { original: story, rewrite: 'Darf ich heute Abend die Geschichte aussuchen?' }, topic).isIMessage).toBe(
      true,
    );
    expect(checkIchBotschaft(lex, { original: story, rewrite: 'Darf ich heute Abend fernsehen?' }, topic).isIMessage).toBe(false);
  });

  it('hears "Lästerschwestern" as an insult inside an I-message', () => {
    const r = checkIchBotschaft(lex, {
      original: 'Ständig flüsterst du mit Leyla über mich!',
      rewrite: 'Ich bin traurig, wenn ihr zwei Lästerschwestern über mich flüstert.',
    });
    expect(r.isIMessage).toBe(false);
  });

  it('reads "statt" as no word about states, and Saxon and Swiss I-messages about the situation', () => {
    const holiday = checkIchBotschaft(
      lex,
      {
        original: 'Nie darf ich mitentscheiden, wohin wir in den Urlaub fahren!',
        rewrite: 'Ich fühle mich übergangen, wenn der Urlaub ohne mich geplant wird. Ich hätte gern Berge statt Strand.',
      },
      ['Urlaub', 'entscheiden'],
    );
    expect(holiday.isIMessage).toBe(true);
    const saxon = checkIchBotschaft(
      lex,
      {
        original: 'Du nimmst dir ständig meine Stifte, ohne zu fragen!',
        rewrite: 'Isch ärgere misch, wenn meine Schdifte fehlen. Frooch misch bidde vorher.',
      },
      ['Stifte', 'fragen'],
    );
    expect(saxon.isIMessage).toBe(true);
  });

  it('refuses "weil du einfach gemein bist", hears "ich vermiss dich" and "ich hätte Lust", and the Austrian "ausglacht"', () => {
    const mean = checkIchBotschaft(lex, {
      original: 'Ständig vergleichst du mich mit meiner Schwester!',
      rewrite: 'Ich fühle mich schlecht, wenn du mich mit ihr vergleichst, weil du einfach gemein bist.',
    });
    expect(mean.isIMessage).toBe(false);
    const miss = checkIchBotschaft(
      lex,
      {
        original: 'Du spielst immer nur am Computer und nie mit mir!',
        rewrite: 'ich vermiss dich wenn du so lange am computer sitzt. ich hätte lust mit dir lego zu bauen',
      },
      ['Computer', 'spielen'],
    );
    expect(miss.isIMessage).toBe(true);
    const laughed = checkIchBotschaft(
      lex,
      {
        original: 'Du lachst mich immer aus, wenn ich falle!',
        rewrite: 'I schäm mi, wenn i ausglacht wer. I wünsch ma, dass du ma aufhilfst.',
      },
      ['auslachen', 'fallen'],
    );
    expect(laughed.isIMessage).toBe(true);
  });

  it('hears "ich finde das nicht schön, wenn du …" as about what happens, not a verdict on the other', () => {
    const r = checkIchBotschaft(lex, {
      original: 'Du ziehst mich immer an den Haaren!',
      rewrite: 'ich finde das nich schön wen du mich an den haaren ziehst das tut weh. bitte hör auf',
    });
    expect(r.isIMessage).toBe(true);
  });

  it('hears a wish with "wär gern", "tät gern" and "wär froh", and a feeling in "ich komm mir vor wie"', () => {
    for (const [original, rewrite, topic] of [
      [
        'Nie darf ich mitentscheiden, wohin wir in den Urlaub fahren!',
        'Ich wär gern auch mal dabei, wenn wir den Urlaub planen.',
        ['Urlaub'],
      ],
      [
        'Nie darf ich mit deinen Autos spielen!',
        'I tät so gern amoi mit deine Autos spün. I pass eh guat auf drauf.',
        ['Autos', 'spielen'],
      ],
      ['Du kritisierst immer alles, was ich mache!', 'Ich wär aber froh, wenn du auch mal sagst, was dir gefällt.', ['gefallen']],
    ] as const) {
      const r = checkIchBotschaft(lex, { original, rewrite }, topic);
      expect(r.isIMessage, rewrite).toBe(true);
      expect(r.feedback, rewrite).toMatch(/was du dir wünschst\./);
    }
    const felt = check(
      'Ich komm mir vor wie der letzte Depp, wenn ich vor allen verbessert werde.',
      'Du hast mich schon wieder vor allen verbessert!',
    );
    expect(felt.feedback).toMatch(/wie du dich fühlst und wann/);
  });

  it('lets a child call itself an Angsthase to name its fear, but not a Dummkopf', () => {
    const original = 'Du schubst mich immer von der Rutsche!';
    expect(
      check('Ich hab voll Angst, wenn ich geschubst werde, da bin ich echt ein Angsthase. Bitte wart, bis ich unten bin.', original)
        .isIMessage,
    ).toBe(true);
    const putDown = check(
      'Ich hab voll Angst, wenn ich geschubst werde, da bin ich echt ein Dummkopf. Bitte wart, bis ich unten bin.',
      original,
    );
    expect(putDown.isIMessage).toBe(false);
    expect(putDown.feedback).toContain('„Dummkopf“');
  });

  it('hears "endlich" in a blunt order as a demand, not in the child\'s own wenn-clause', () => {
    const order = check('ich bin sauer. lass mich jetzt endlich ausreden', 'Du unterbrichst mich ständig!');
    expect(order.isIMessage).toBe(false);
    expect(order.feedback).toContain('„endlich“');
    expect(check('ich bin froh, wenn ich endlich ausreden kann', 'Du unterbrichst mich ständig!').isIMessage).toBe(true);
  });

  it('reads "du kannst auch einfach nix sagen" as a way out, "du kannst nix" as a verdict', () => {
    const original = 'Immer sagst du, dass mein Bild hässlich ist!';
    expect(check('Ich bin traurig, wenn du das sagst. Du kannst auch einfach nix sagen.', original).isIMessage).toBe(true);
    expect(check('Ich bin traurig, wenn du das sagst. Du kannst nix.', original).isIMessage).toBe(false);
  });

  it('hears gladness about just what the reproach is about as mockery, not gladness about what the child wishes', () => {
    const mock = check('Ich fühle mich super toll wenn sich jemand vordrängelt, mach ruhig weiter so 👍', 'Immer drängelst du dich vor!');
    expect(mock.isIMessage).toBe(false);
    expect(mock.feedback).toContain('klingt, als ob du dich lustig machst');
    expect(check('Ich bin froh, wenn sich niemand vordrängelt.', 'Immer drängelst du dich vor!').isIMessage).toBe(true);
    expect(
      check('Ich bin gar nicht froh, wenn sich jemand vordrängelt. Bitte stell dich hinten an.', 'Immer drängelst du dich vor!').isIMessage,
    ).toBe(true);
    expect(check('Ich bin froh, wenn du mir zuhörst.', 'Du hörst mir nie zu!').isIMessage).toBe(true);
    const books = 'Du gibst mir meine Bücher immer mit Eselsohren zurück!';
    expect(check('Ich bin froh, wenn meine Bücher ohne Eselsohren zurückkommen.', books).isIMessage).toBe(true);
    expect(check('Ich leih dir gern meine Bücher. Ich wäre froh, wenn sie ganz zurückkommen.', books).isIMessage).toBe(true);
    expect(check('Ich bin echt froh, wenn meine Bücher mit Eselsohren zurückkommen.', books).isIMessage).toBe(false);
  });

  it('hears "sonst" with what the child will do or refuse as a threat, not "sonst" with what it cannot', () => {
    for (const rewrite of [
      'Ich will, dass du ab jetzt pünktlich bist, sonst warte ich nicht mehr!',
      'ich will auch bis 10 aufbleiben sonst geh ich gar nicht ins bett',
      'Ich möchte, dass du leise bist, sonst sag ich es Mama.',
    ]) {
      const r = check(rewrite, 'Du kommst schon wieder zu spät!');
      expect(r.isIMessage, rewrite).toBe(false);
      expect(r.feedback, rewrite).toContain('wie eine Drohung');
    }
    expect(check('Ich möchte gerne ausreden. Ich verliere sonst den Faden.', 'Du unterbrichst mich ständig!').isIMessage).toBe(true);
    expect(
      check('Bitte hilf mir beim Aufräumen, sonst schaffe ich es nicht allein.', 'Nie räumst du die Bausteine mit weg!').isIMessage,
    ).toBe(true);
  });

  it('hears "weil du so faul bist" as a verdict, and a swapped letter of the situation\'s word ("Schaukle") as about it', () => {
    expect(check('Ich bin sauer, weil du so faul bist und nichts machst.', 'Du machst bei der Gruppenarbeit nie etwas!').isIMessage).toBe(
      false,
    );
    const swing = checkIchBotschaft(
      lex,
      {
        original: 'Du nimmst mir immer die Schaukel weg!',
        rewrite: 'Ich bi truurig wenn mer d Schaukle eifach wäggno wird. Ich wünsch mer, dass mer abwächsle.',
      },
      ['Schaukel', 'schaukeln', 'abwechseln'],
    );
    expect(swing.isIMessage).toBe(true);
  });

  it('reads Swiss "wür" as "würde" and "zNacht" as the evening meal', () => {
    const r = checkIchBotschaft(
      lex,
      {
        original: 'Du fragst mich nie, was ich zum Abendessen möchte!',
        rewrite: "Ich wür mir wünsche, dass ich au mal dörf säge, was mir z'Nacht ässe.",
      },
      ['Abendessen', 'Essen', 'fragen'],
    );
    expect(r.isIMessage).toBe(true);
  });

  it('hears an angry face as the child\'s own anger, "keinen Spaß" as a feeling, "lass uns" as a wish and Low German', () => {
    expect(
      check(
        'ich bin kein bisschen froh darüber, dass meine schokolade weg ist 😠 nächstes mal frag mich bitte',
        'Du hast schon wieder meine Schokolade aufgegessen!',
      ).isIMessage,
    ).toBe(true);
    expect(check('ich bin sauer 😡 du bist so gemein', 'Du hast schon wieder meine Schokolade aufgegessen!').isIMessage).toBe(false);
    const cards = check(
      'ich hab keinen spaß mehr, wenn nicht fair gespielt wird. lass uns die regeln nochmal zusammen anschauen',
      'Du schummelst immer beim Kartenspielen!',
    );
    expect(cards.feedback).toMatch(/wie du dich fühlst und was du dir wünschst/);
    const platt = checkIchBotschaft(
      lex,
      {
        original: 'Du hörst mir nie richtig zu, wenn ich von meinem Tag erzähle!',
        rewrite: 'Ik bün trurig, wenn mi keeneen tohöört. Ik wünsch mi, dat du mi ankiekst, wenn ik vertell.',
      },
      ['zuhören', 'erzählen', 'Tag'],
    );
    expect(platt.isIMessage).toBe(true);
  });

  it('hears how the child feels treated ("wenn du mich wie ein Baby behandelst") as no name for the other', () => {
    const baby = 'Du tust immer so, als wäre ich noch ein Baby!';
    expect(
      check('Ich fühle mich nicht ernst genommen, wenn du mich wie ein Baby behandelst. Ich will auch mal was alleine machen.', baby)
        .isIMessage,
    ).toBe(true);
    expect(check('Ich bin traurig, du benimmst dich wie ein Baby.', baby).isIMessage).toBe(false);
    expect(check('Ich bin traurig, wenn du mich wie ein dummes Baby behandelst.', baby).isIMessage).toBe(false);
  });

  it('reads the Swiss "us" and "uuf" for "aus" and "auf" ("uslachsch", "uufhilfsch")', () => {
    const r = check(
      'Ich bi truurig, wenn du mich uslachsch wenn i umgheie. Ich wünsch mir, dass du mir uufhilfsch.',
      'Du lachst mich immer aus, wenn ich falle!',
    );
    expect(r.isIMessage).toBe(true);
  });

  it('hears a put-down someone says to the child, quoted and told, as no put-down of the other', () => {
    const small = 'Du sagst immer, dass ich zu klein bin!';
    expect(check("Ich bin traurig, wenn jemand 'du bist zu klein' zu mir sagt. Ich möchte auch mitmachen.", small).isIMessage).toBe(true);
    expect(check('Ich bin traurig. Du bist zu klein.', small).isIMessage).toBe(false);
  });

  it('hears "Ich fände es gerecht, wenn …" and "möchte gern" as wishes, and "das tut mir weh" as a feeling about what happened', () => {
    expect(
      check('Ich fände es gerecht, wenn wir den Kuchen gleich groß schneiden.', 'Immer nimmst du das größte Stück Kuchen!').isIMessage,
    ).toBe(true);
    expect(
      check(
        'Ich fühle mich nicht ernst genommen. Ich bin schon 9 und möchte gern Sachen allein machen dürfen.',
        'Du tust immer so, als wäre ich noch ein Baby!',
      ).isIMessage,
    ).toBe(true);
    expect(check('aua das tut mir weh. ich mag das nicht', 'Du ziehst mich immer an den Haaren!').isIMessage).toBe(true);
    expect(check('ich bin traurig.', 'Du ziehst mich immer an den Haaren!').isIMessage).toBe(false);
  });

  it('hears a word for how the other is right after "dass du" or "weil du" as a you-message', () => {
    const friends = 'Immer redest du schlecht über meine Freunde!';
    expect(check('Ich finde, dass du echt fies über meine Freunde redest.', friends).isIMessage).toBe(false);
    expect(check('Ich bin traurig, weil du gemein zu mir warst.', friends).isIMessage).toBe(false);
    expect(
      check('Ich bin traurig, wenn du über meine Freunde lästerst. Ich wünsche mir, dass du nett über sie redest.', friends).isIMessage,
    ).toBe(true);
  });

  it('hears "ich freue mich über Tipps, aber ich bin traurig, wenn …" as honest, and a word said of the picture as no self put-down', () => {
    const picture = 'Immer sagst du, dass mein Bild hässlich ist!';
    expect(
      check(
        'Ich freue mich über Tipps für mein Bild, aber ich bin traurig wenn nur gesagt wird das es hässlich ist. Ich wünsche mir dass du auch sagst was dir gefällt',
        picture,
      ).isIMessage,
    ).toBe(true);
    expect(check('Ich freue mich, wenn du sagst, dass mein Bild hässlich ist.', picture).isIMessage).toBe(false);
    const self = check('ich bin traurig, weil ich so doof bin', picture);
    expect(self.feedback).toContain('sagst du über dich selbst');
  });

  it('refuses "gefälligst", brushing off with "glaub doch, was du willst" and "ich bin halt zu schlecht"; reads Low German', () => {
    expect(
      check('Ich bin traurig. Schreib dir meinen Geburtstag gefälligst in den Kalender!', 'Du vergisst immer meinen Geburtstag!').feedback,
    ).toContain('„gefälligst“');
    expect(check('Ich bin kein bisschen traurig, glaub doch was du willst', 'Du glaubst mir nie!').isIMessage).toBe(false);
    const play = 'Du lässt mich nie mitspielen!';
    expect(check('ich bin halt zu schlecht, deswegen will keiner mit mir spielen', play).feedback).toContain('„zu schlecht“');
    expect(check('Ich bin traurig, wenn ich nicht mitspielen darf. Ich bin doch nicht zu schlecht.', play).isIMessage).toBe(true);
    expect(
      check(
        'Ik bün trurig, wenn ik achtern sitten mutt. Ik wünsch mi, dat wi uns mol afwesselt.',
        'Nie darf ich vorne im Auto sitzen, immer bist du dran!',
      ).isIMessage,
    ).toBe(true);
  });

  it('refuses the fault given to the other, a threat to hit or to take revenge, and "Dösbaddel"', () => {
    const group = 'Du machst bei der Gruppenarbeit nie etwas!';
    expect(check('Ich bin gestresst, weil ich wegen dir die ganze Arbeit alleine machen muss', group).feedback).toContain('„wegen dir“');
    expect(
      check('Ich bin gestresst, wenn ich die ganze Arbeit alleine mache. Ich wünsche mir, dass wir sie teilen.', group).isIMessage,
    ).toBe(true);
    const shoes = 'Du versteckst immer meine Schuhe!';
    expect(check('Ich bin wütend. Wenn du das nochmal machst, verstecke ich dein Handy im Klo.', shoes).feedback).toContain('Drohung');
    expect(check('Ich bin gestresst weil wegen dir das plakat nicht fertig ist.', group).feedback).toContain('„wegen dir“');
    const book = 'Immer malst du in mein Malbuch!';
    expect(check('Ich bin sauer. Wenn du noch einmal in mein Malbuch malst, zerreiß ich deins.', book).feedback).toContain('Drohung');
    const whisper = 'Ständig flüsterst du mit Leyla über mich!';
    expect(check('Ich bin wütend, wenn ihr zwei Hexen über mich flüstert.', whisper).feedback).toContain('„ihr zwei Hexen“');
    expect(check('Ich bin traurig, wenn ihr zwei über mich flüstert.', whisper).isIMessage).toBe(true);
    expect(check('Ich bin wütend, wenn du meine Schuhe versteckst. Wenn du das nochmal machst, bin ich traurig.', shoes).isIMessage).toBe(
      true,
    );
    expect(check('Isch bin sauer weil de misch immor schubst, du Dösbaddel', 'Du schubst mich immer!').isIMessage).toBe(false);
  });

  it('hears gladness that the answer is still missing, "mach ruhig weiter so" and "ich seh hässlich aus" as not yet', () => {
    const texts = 'Du antwortest nie, wenn ich dir schreibe!';
    expect(check('Ich fühle mich super toll, wenn ich 20 Nachrichten schreibe und keine Antwort krieg.', texts).isIMessage).toBe(false);
    expect(check('Ich bin froh, wenn du mir antwortest.', texts).isIMessage).toBe(true);
    expect(
      check('Ich bin sooo glücklich wenn du mich hetzt, mach ruhig weiter so', 'Du bist immer so ungeduldig mit mir!').isIMessage,
    ).toBe(false);
    const gap = 'Du lachst immer über meine Zahnlücke!';
    expect(check('Ich bin traurig wenn du lachst, ich seh ja eh voll hässlich aus mit der Lücke', gap).feedback).toContain(
      'über dich selbst',
    );
  });

  it('hears taking turns, a time, "ob du sauer bist" and a denied insult as fine, and gladness with an angry face as mockery', () => {
    const cut = 'Du unterbrichst mich ständig!';
    expect(
      check('Ich verliere den Faden, wenn ich unterbrochen werde. Ich möchte gern zuerst fertig erzählen, dann bist du dran.', cut)
        .isIMessage,
    ).toBe(true);
    expect(check('Ich bin wütend. Wenn du mich nochmal unterbrichst, dann bist du dran.', cut).isIMessage).toBe(false);
    expect(
      check(
        'Ich war unsicher ob du sauer bist als keine Antwort kam. Schreibst du mir kurz wenn du Zeit hast?',
        'Du hast mir schon wieder nicht zurückgeschrieben!',
      ).isIMessage,
    ).toBe(true);
    const doof = 'Du sagst immer, dass ich doof bin!';
    expect(check('Ich bin nicht doof und du bist auch nicht doof. Ich wünsch mir nur dass wir nett zueinander sind', doof).isIMessage).toBe(
      true,
    );
    expect(check('Ich bin traurig, du bist doof.', doof).isIMessage).toBe(false);
    const choc = 'Du hast schon wieder meine Schokolade aufgegessen!';
    expect(check('Voll nett von dir dass du meine Schoki gegessen hast, ich bin ja sooo glücklich 😡', choc).isIMessage).toBe(false);
    expect(check('Ich bin wütend 😡, wenn du meine Schokolade isst. Ich wünsche mir, dass du vorher fragst.', choc).isIMessage).toBe(true);
    const late = 'Du kommst schon wieder zu spät!';
    expect(
      check('Ich hab mir Sorgen gemacht, als du um drei noch nicht da warst. Sag mir bitte Bescheid, wenn es später wird.', late)
        .isIMessage,
    ).toBe(true);
  });
  it('hears "…, du Vordrängler" as a name given to the other; "Du Mama, …" and "du Lena" call someone by who they are', () => {
    const pushing = 'Immer drängelst du dich vor!';
    expect(checkIchBotschaft(lex, { original: pushing, rewrite: 'Ich ärgere mich, wenn du dich vordrängelst, du Vordrängler' })).toEqual({
      isIMessage: false,
      feedback:
        'Mit „du Vordrängler“ gibst du dem anderen einen Namen. Das tut weh. Sag lieber, wie du dich fühlst und was du dir wünschst. Gut, dass du schon von dir sprichst.',
    });
    expect(
      checkIchBotschaft(lex, {
        original: 'Du hörst mir nie richtig zu, wenn ich von meinem Tag erzähle!',
        rewrite:
          'Du Mama, ich bin traurig, wenn ich von meinem Tag erzähle und du aufs Handy schaust. Ich wünsche mir, dass du mich anschaust.',
      }).isIMessage,
    ).toBe(true);
    expect(
      checkIchBotschaft(lex, {
        original: pushing,
        rewrite: 'Ich ärgere mich, wenn sich jemand vordrängelt. Ich wünsche mir, dass du dich hinten anstellst, du Lena.',
      }).isIMessage,
    ).toBe(true);
  });
});

describe("the other's character judged in an I-message", () => {
  it('hears "weil du einfach keinen Respekt hast" as blame; "ich fühle mich nicht respektiert" as a feeling', () => {
    const original = 'Du unterbrichst mich ständig!';
    const blamed = check('Ich fühle mich nicht gehört, wenn du mich unterbrichst, weil du einfach keinen Respekt hast.', original);
    expect(blamed.isIMessage).toBe(false);
    expect(blamed.feedback).toContain('Vorwurf');
    expect(check('Ich fühle mich nicht respektiert, wenn du mich unterbrichst. Bitte lass mich ausreden.', original).isIMessage).toBe(true);
  });
});

describe('glad of what the reproach is about', () => {
  const group = 'Du lässt mich bei der Gruppenarbeit alles allein machen!';
  it('hears glad of being left alone again as mockery', () => {
    expect(check('ich freu mich RIESIG dass ich wieder alles alleine machen darf, tolles teamwork 👏👏', group)).toEqual({
      isIMessage: false,
      feedback: '„freu“ klingt, als ob du dich lustig machst. Sag lieber, wie du dich wirklich fühlst und was du dir wünschst.',
    });
  });
  it('keeps honest gladness: doing it together, or going on to a "but" or a wish', () => {
    expect(check('Ich freue mich, wenn wir die Gruppenarbeit zusammen machen.', group).isIMessage).toBe(true);
    expect(
      check(
        'Ich bin immer froh wenn wir zusammen auf dem Sofa kuscheln, aber heute möchte ich gern mal die Ecke haben.',
        'Du nimmst mir immer meinen Platz auf dem Sofa weg!',
      ).isIMessage,
    ).toBe(true);
    expect(
      check(
        'Ich freu mich dass dir meine Bücher gefallen! Mir ist aber wichtig dass sie schön bleiben, kannst du ein Lesezeichen nehmen?',
        'Du gibst meine Bücher immer mit Eselsohren zurück!',
      ).isIMessage,
    ).toBe(true);
  });
});

describe('"einmal im Leben" said to the other', () => {
  it('hears "dass du einmal im Leben an was denkst" as never, not a wish for a trip once in a lifetime', () => {
    const hamster = 'Du hast den Hamster schon wieder nicht gefüttert, obwohl du dran warst!';
    expect(check('Ich mach mir Sorgen um Krümel. Ich wünsch mir, dass du einmal im Leben an was denkst', hamster)).toEqual({
      isIMessage: false,
      feedback: expect.stringContaining('„einmal im Leben“ weg'),
    });
    expect(check('Ich wünsche mir, dass wir einmal im Leben zusammen nach Paris fahren, und dass du mir heute zuhörst.').isIMessage).toBe(
      true,
    );
  });
});

describe('"so wie immer" at the end', () => {
  it('hears "…, so wie immer" as an absolute said of the other, wherever the comma stands', () => {
    const original = 'Du meldest dich immer nur, wenn du etwas von mir brauchst!';
    expect(check('Ich bin traurig, weil du eh nur anrufst wenn du was willst, so wie immer.', original).isIMessage).toBe(false);
    expect(
      check('Ich bin traurig, wenn du nur anrufst, wenn du was brauchst. Ich wünsche mir, dass wir auch mal so quatschen.', original)
        .isIMessage,
    ).toBe(true);
  });
});

describe('"fast" before an absolute', () => {
  it('lets the child count what it does "fast jeden Tag", not "fast immer" said of the other', () => {
    const trash = 'Immer muss ich den Müll runterbringen, nie du!';
    const plan = 'Ich finde es unfair, wenn ich den Müll fast jeden Tag runterbringe. Können wir einen Plan machen, wer wann dran ist?';
    expect(check(plan, trash).isIMessage).toBe(true);
    expect(check('Ich finde es unfair, wenn ich den Müll jeden Tag runterbringe und du nie.', trash).isIMessage).toBe(false);
    expect(check('Ich bin sauer, weil du fast immer zu spät kommst.', 'Du kommst schon wieder zu spät!').isIMessage).toBe(false);
  });
});

describe('the fault put on someone not in the talk', () => {
  it('hears the fault put on someone else, and a favourite named, as blame', () => {
    const blamed = 'Immer schiebst du mir die Schuld zu!';
    const r = check('Ich fühle mich ungerecht behandelt, aber eigentlich war ja Jonas schuld und nicht ich', blamed);
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toMatch(/^Mit „aber eigentlich war ja Jonas schuld“ gibst du jemand anderem die Schuld\./);
    const piece = 'Du gibst meiner Schwester immer das größere Stück!';
    expect(check('Ich fühle mich ungerecht behandelt, weil meine Schwester sowieso dein Liebling ist.', piece).feedback).toMatch(
      /^Mit „meine Schwester sowieso dein Liebling“ gibst du dem anderen die Schuld\./,
    );
    expect(
      check('Ich fühle mich ungerecht behandelt, wenn ich die Schuld kriege. Ich wünsche mir, dass du erst fragst.', blamed).isIMessage,
    ).toBe(true);
    expect(check('Ich bin traurig, wenn meine Schwester mehr kriegt. Ich wünsche mir, dass wir gerecht teilen.', piece).isIMessage).toBe(
      true,
    );
  });

  it('hears "erzähl ich allen eure Geheimnisse" as a threat', () => {
    const whisper = 'Ständig flüsterst du mit Leyla über mich!';
    const r = check('Ich finde das gemein. Wenn ihr weiter flüstert, erzähl ich allen eure Geheimnisse.', whisper);
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toMatch(/^„allen eure Geheimnisse“ klingt wie eine Drohung\./);
    expect(
      check('Ich fühle mich ausgeschlossen, wenn ihr flüstert. Ich wünsche mir, dass ihr mir eure Geheimnisse auch mal erzählt.', whisper)
        .isIMessage,
    ).toBe(true);
  });

  it('hears gladness at the other doing something else instead ("lieber … als mir zuzuhören") as mocking', () => {
    const listen = 'Du hörst mir nie richtig zu, wenn ich von meinem Tag erzähle!';
    expect(check('Ich fühl mich super toll, wenn du lieber auf dein Handy starrst als mir zuzuhören 🙂👍', listen).isIMessage).toBe(false);
    expect(check('Ich freu mich, wenn du mir zuhörst, wenn ich von meinem Tag erzähle.', listen).isIMessage).toBe(true);
  });

  it('hears "ich krieg eh nix alleine hin" as giving up on oneself; "weil ich das nicht allein schaffe" asks for help', () => {
    const baby = 'Du tust immer so, als wäre ich noch ein Baby!';
    expect(check('Ich bin halt ein Baby, ich krieg eh nix alleine hin, ist schon ok', baby).feedback).toMatch(
      /^„ich krieg eh nix“ sagst du über dich selbst\. Sei lieb zu dir!/,
    );
    expect(check('Ich bin traurig, weil ich das nicht allein schaffe. Kannst du mir bitte helfen?', 'Du hilfst mir nie!').isIMessage).toBe(
      true,
    );
    expect(
      check(
        'Ich bin traurig, wenn ich eh nur zuschauen darf und nichts mitmachen kann. Darf ich mitspielen?',
        'Du lässt mich nie mitspielen!',
      ).isIMessage,
    ).toBe(true);
  });

  it('hears "mach ich dein handy kaputt" as a threat', () => {
    const phones = 'Du nimmst immer meine Kopfhörer und gibst sie kaputt zurück!';
    const payback = 'Ich bin wütend und wenn du noch einmal meine kopfhörer kaputt machst mach ich dein handy kaputt';
    expect(check(payback, phones).feedback).toMatch(/^„mach ich dein handy kaputt“ klingt wie eine Drohung/);
    expect(check('Ich bin wütend, wenn meine Kopfhörer kaputt zurückkommen. Bitte pass besser auf sie auf.', phones).isIMessage).toBe(true);
  });

  it('reads "ich finds doof wenn ich … los bin" as a feeling about the situation, not a name for oneself', () => {
    const remote = 'Ständig nimmst du mir die Fernbedienung weg!';
    const berlin = 'ick finds doof wenn ick mitten inna sendung die fernbedienung los bin. ick wünsch ma dass wa uns abwechseln';
    expect(check(berlin, remote).isIMessage).toBe(true);
    expect(check('ich bin so doof wenn ich die fernbedienung verlier. ich wünsch mir dass wir uns abwechseln', remote).feedback).toMatch(
      /^„doof“ sagst du über dich selbst/,
    );
  });

  it('takes a feeling, a wish and the other child as about the reproach in the child’s own words', () => {
    const topicOf = topicsFromCatalog(shippedCatalog(), lex);
    const about = (rewrite: string, original: string) => checkIchBotschaft(lex, { original, rewrite }, topicOf(original));
    const promised = 'Du vergisst immer, was du mir versprochen hast!';
    expect(
      about(
        'Ich bin enttäuscht, weil ich mich so aufs Schwimmbad gefreut hab. Ich wünsch mir, dass wir einen neuen Tag ausmachen.',
        promised,
      ).isIMessage,
    ).toBe(true);
    const cake = 'Du gibst meiner Schwester immer das größere Stück!';
    expect(about('ich freue mich auf die ferien, ich wünsche mir dass wir an die ostsee fahren', cake).feedback).toBe(
      'Das passt noch nicht zu dem Satz. Worum geht es da?',
    );
    expect(about('Ich bin nicht traurig und ich wünsch mir auch nix von dir.', 'Du hörst mir nie zu!').isIMessage).toBe(false);
  });

  it('hears "wenn du mal dein Hirn einschaltest" as a reproach', () => {
    expect(
      check(
        'ich würde mich freuen, wenn du ausnahmsweise mal dein hirn einschaltest und mich fragst',
        'Du entscheidest immer alles ohne mich!',
      ).isIMessage,
    ).toBe(false);
    expect(check('ich würde mich freuen, wenn du mich vorher fragst', 'Du entscheidest immer alles ohne mich!').isIMessage).toBe(true);
  });

  it('hears the Bavarian wish "i tät mi freia, wenn du mir hilfst"', () => {
    const help = 'Nie hilfst du mir bei den Hausaufgaben!';
    expect(check('i bin arg verzweifelt wenn i bei mathe ned weiterkomm. i tät mi freia wenn du mir a bissl hilfst', help).isIMessage).toBe(
      true,
    );
    expect(check('i bin arg verzweifelt wenn i bei mathe ned weiterkomm.', help).isIMessage).toBe(false);
  });
});

describe('checkIchBotschaft: harm wished on the other', () => {
  const slide = 'Du schubst mich immer von der Rutsche!';
  it('refuses "ich wünsch mir dass du selber mal runterfällst" and "dass dich und leyla bald keiner mehr mag"; care passes', () => {
    expect(check('ich wünsch mir dass du selber mal runterfällst und dir richtig weh tust', slide).isIMessage).toBe(false);
    expect(check('ich hoffe dass dich und leyla bald keiner mehr mag', 'Ständig flüsterst du mit Leyla über mich!').isIMessage).toBe(false);
    expect(check('ich hoffe, dass du nicht runterfällst. bitte schubs nicht', slide).isIMessage).toBe(true);
    expect(check('ich hab angst, dass du runterfällst, wenn wir schubsen. lass uns nacheinander rutschen', slide).isIMessage).toBe(true);
  });
});

describe('checkIchBotschaft: what happens to the child, told of itself', () => {
  it('hears "wenn ich jeden Tag den Müll runterbringe" as what happened; "weil ich nie mitspielen darf" and "wenn du jeden Tag …" stay reproaches', () => {
    const bin = 'Immer muss ich den Müll runterbringen, nie du!';
    expect(check('ich bin genervt wenn ich jeden Tag den Müll runterbringe. Können wir uns abwechseln?', bin).isIMessage).toBe(true);
    expect(check('ich bin genervt wenn du jeden Tag faul rumliegst. Können wir uns abwechseln?', bin).isIMessage).toBe(false);
    expect(check('Ich bin traurig, weil ich nie mitspielen darf.', 'Du lässt mich nie mitspielen!').isIMessage).toBe(false);
  });

  it('hears "mir war das vor der Klasse voll peinlich" as a feeling; "du bist so peinlich" is none', () => {
    const corrected = 'Du hast mich schon wieder vor allen verbessert!';
    expect(check('mir war das vor der klasse voll peinlich. sag mirs lieber nachher allein', corrected).isIMessage).toBe(true);
    expect(check('ich find das voll peinlich wenn ich vor den anderen nachgemacht werde. bitte hör damit auf', corrected).isIMessage).toBe(
      true,
    );
    expect(check('du bist so peinlich, wenn du mich verbesserst. bitte hör auf', corrected).isIMessage).toBe(false);
  });

  it('hears "wenn ich doof genannt werde" as reported, and "in der Pause" as when it happens', () => {
    const called = 'Du sagst immer, dass ich doof bin!';
    expect(check('ich bin verletzt wenn ich doof genannt werde. ich wünsch mir dass wir nett miteinander reden', called).isIMessage).toBe(
      true,
    );
    expect(check('ich bin halt doof. ich wünsch mir dass wir nett miteinander reden', called).isIMessage).toBe(false);
    const pause = 'Du spielst in der Pause nur noch mit Aylin!';
    expect(check('ich vermisse dich in der pause 🥺 vielleicht können wir morgen zu dritt was spielen', pause).isIMessage).toBe(true);
    expect(check('ich vermisse dich 🥺', pause).isIMessage).toBe(false);
  });
});

describe('checkIchBotschaft: "immer" in a wish', () => {
  it('hears "Ich wünsch mir, dass du mich immer vorher fragst" as a wish; "Ich möchte nicht, dass du mich immer unterbrichst" and "dass du nie wieder …" keep the reproach', () => {
    const choc = 'Du hast schon wieder meine Schokolade aufgegessen!';
    expect(
      check('Ich bin enttäuscht, weil ich die Schoki aufgehoben hab. Ich wünsch mir, dass du mich immer vorher fragst.', choc).isIMessage,
    ).toBe(true);
    expect(check('Ich möchte nicht, dass du mich immer unterbrichst.', 'Du unterbrichst mich ständig!').isIMessage).toBe(false);
    expect(
      check('Ich wünsche mir, dass du nie wieder meine Stifte anfasst!', 'Du nimmst dir ständig meine Stifte, ohne zu fragen!').isIMessage,
    ).toBe(false);
    expect(check('Du unterbrichst mich immer, ich will ausreden.', 'Du unterbrichst mich ständig!').isIMessage).toBe(false);
  });
});

describe('checkIchBotschaft: a thing knocked down in return', () => {
  it('hears "aber nächstes mal hau ich deinen auch um" as a threat; "ich hau deinen auch nicht um" promises the opposite', () => {
    const tower = 'Du machst immer meinen Turm kaputt!';
    const payback = 'ich bin sauer wenn mein turm kaputt ist. aber nächstes mal hau ich deinen auch um';
    expect(check(payback, tower).feedback).toMatch(/^„hau ich deinen auch um“ klingt wie eine Drohung/);
    expect(check('ich bin traurig, wenn mein turm kaputt geht. ich hau deinen ja auch nicht um. bitte pass auf', tower).isIMessage).toBe(
      true,
    );
  });
});

describe('checkIchBotschaft: how much of the own feeling', () => {
  it('takes "ich fühl mich kein bisschen wohl, wenn ihr flüstert" as a feeling; "du bist kein bisschen nett" and "jeden Tag allein" stay blame', () => {
    const whisper = 'Ständig flüsterst du mit Leyla über mich!';
    expect(
      check(
        'ich fühl mich kein bisschen wohl wenn ihr flüstert und dabei zu mir schaut. ich wünsch mir dass du mir sagst wenn was ist',
        whisper,
      ).isIMessage,
    ).toBe(true);
    expect(check('ich fühl mich schlecht, weil du kein bisschen nett bist', whisper).isIMessage).toBe(false);
    expect(
      check(
        'Liebe Mama, du musst mich ab jetzt jeden Tag allein weggehen lassen, bitte.',
        'Nie darf ich mit meinen Freunden allein weggehen!',
      ).isIMessage,
    ).toBe(false);
  });
});
