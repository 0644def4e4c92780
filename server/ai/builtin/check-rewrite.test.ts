import { describe, it, expect } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import { aboutTheSituation, checkRewrite, findHostility, keptNameMessage, keptRefusalMessage } from './check-rewrite.ts';
import { tokenize } from './german-text.ts';
import { topicsFromCatalog } from './checkers.ts';
import { shippedCatalog } from '../../content.ts';

const lex = loadLexicon();
const check = (rewrite: string, original = 'Du bist so blöd, du kannst gar nichts!') => checkRewrite(lex, { original, rewrite });

describe('checkRewrite', () => {
  it('accepts a friendly rewrite and says what is good about it', () => {
    const r = check('Ich finde es schade, dass du das noch nicht kannst. Soll ich dir helfen?');
    expect(r.isImproved).toBe(true);
    expect(r.feedback).toMatch(/freundlich/);
  });

  it('accepts friendly answers without capitals, punctuation or correct spelling', () => {
    expect(check('kanst du bite leiser sein ich kan mich nich konzentriren', 'Halt die Klappe, du nervst!').isImproved).toBe(true);
    expect(check('Magst du mit mir Fußball spielen? 😊', 'Hau ab, mit dir spielt keiner!').isImproved).toBe(true);
  });

  it('names the insult that is still there, even behind "bitte"', () => {
    const r = check('Bitte, du bist so blööd.');
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toContain('„blööd“');
    // A "not yet" names what to change first and never opens with praise.
    expect(r.feedback).toMatch(/^Lass noch das Wort/);
  });

  it('finds insults hidden in a polite question', () => {
    const r = check('Kannst du bitte mein Lineal zurückgeben, du Idiot?', 'Gib mein Lineal zurück, du Dieb!');
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toContain('„Idiot“');
  });

  it('does not count a denied insult as an insult', () => {
    expect(check('Du bist nicht dumm, du hast nur einen Fehler gemacht.').isImproved).toBe(true);
  });

  it('recognises sarcasm', () => {
    const r = check('Du bist ja sooo toll, du kannst ja alles!');
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toMatch(/lustig machst/);
  });

  it('rejects rude commands and threats with a concrete hint', () => {
    expect(check('Hau bitte ab, mit dir spielt keiner.', 'Hau ab, mit dir spielt keiner!').feedback).toContain('„Hau bitte ab“');
    expect(check('Gib mir sofort das Lineal, sonst sag ich es der Lehrerin!', 'Gib her!').feedback).toMatch(/Drohung/);
  });

  it('rejects a copy of the original', () => {
    const original = 'Mit dir will ich nie wieder spielen!';
    expect(check('Mit dir will ich nie wieder spielen', original).isImproved).toBe(false);
  });

  it('rejects very short, off-topic and unreadable answers', () => {
    expect(check('sorry').feedback).toMatch(/kurz/);
    expect(check('Ich mag Pizza.', 'Hau ab, mit dir spielt keiner!').isImproved).toBe(false);
    expect(check('asdfgh jklö').feedback).toMatch(/nicht lesen/);
  });

  it('asks for something constructive when the answer is only neutral', () => {
    const r = check('Das war dein Turm, jetzt ist er weg.', 'Du hast alles kaputt gemacht, du Idiot!');
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toMatch(/wünschst/);
  });
});

describe('a rewrite must be about the situation', () => {
  const original = 'Gib sofort mein Lineal her, du Dieb!';
  const topic = ['Lineal', 'leihen', 'ausleihen', 'zurückgeben', 'Stift', 'fragen', 'brauchen'];
  it('refuses polite text about something else', () => {
    const r = checkRewrite(
      lex,
      { original, rewrite: 'Liebe Leute, wir würden euch gern zu unserem Fußballfest einladen. Kommt ihr?' },
      topic,
    );
    expect(r).toEqual({ isImproved: false, feedback: 'Das passt noch nicht zu dem Satz. Worum geht es da?' });
  });
  it('accepts an answer that names the situation in its own words, or apologises', () => {
    expect(
      checkRewrite(lex, { original, rewrite: 'Kannst du mir bitte den Stift zurückgeben? Ich brauche ihn jetzt.' }, topic).isImproved,
    ).toBe(true);
    expect(
      checkRewrite(lex, { original, rewrite: 'Entschuldigung, dass ich so laut war. Gibst du es mir bitte wieder?' }, topic).isImproved,
    ).toBe(true);
  });
});

describe('a verdict on the person inside a friendly frame', () => {
  it('is not a friendly rewrite', () => {
    const r = checkRewrite(lex, {
      original: 'Hör auf, bei mir abzuschreiben, du Nachmacher!',
      rewrite: 'Ich wünsche mir, dass du merkst, dass du ein Nachmacher bist.',
    });
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toContain('wie der andere ist');
  });
  it('keeps absolutes like "kein bisschen" aimed at the other from passing', () => {
    expect(
      checkRewrite(lex, {
        original: 'Du Anfänger, du kannst ja gar nicht spielen!',
        rewrite: 'Du kannst kein bisschen spielen, aber du darfst trotzdem mitmachen.',
      }).isImproved,
    ).toBe(false);
  });
});

describe('checkRewrite: everyday words, never, and compliments', () => {
  const ok = (original: string, rewrite: string) => checkRewrite(lex, { original, rewrite }).isImproved;

  it('does not read a cloth, a goalpost or luck as an insult', () => {
    expect(ok('Du bist so ungeschickt, bei dir fällt ja alles runter!', 'Ich hol einen Lappen und helfe dir beim Aufwischen.')).toBe(true);
    expect(ok('Du bist so ungeschickt!', 'Der Ball ging an den Pfosten, den nächsten hältst du bestimmt! Komm, wir üben zusammen.')).toBe(
      true,
    );
    expect(
      ok('Du bist schuld, dass jetzt alles kaputt ist!', 'Schwein gehabt, nur das Dach ist ab. Komm, wir bauen es zusammen wieder auf.'),
    ).toBe(true);
  });

  it('still hears the same words given to a person or a verdict said to them', () => {
    expect(ok('Lach nicht so blöd, du Affe!', 'Bitte lach nicht so, du siehst dabei aus wie ein Affe.')).toBe(false);
    expect(ok('Du bist so ungeschickt!', 'Bitte pass auf, du Lappen.')).toBe(false);
    expect(ok('Du bist voll langsam, wegen dir verlieren wir immer!', 'ich finde es doof das du so langsam bist')).toBe(false);
    expect(ok('Dein Bild ist hässlich!', 'Dein Bild ist blöd, mal bitte ein neues.')).toBe(false);
  });

  it('hears "nie" even in a wish, and "kein bisschen hässlich" as reassurance', () => {
    expect(ok('Du bist nicht mehr meine Freundin, nie wieder!', 'Ich will nie im Leben wieder deine Freundin sein, tschüss.')).toBe(false);
    expect(ok('Du kannst ja nicht mal richtig lesen.', 'Du lernst das Lesen nie, aber egal.')).toBe(false);
    expect(ok('Dein Bild ist voll hässlich!', 'ich find dein bild kein bisschen hässlich, der himmel ist richtig schön geworden')).toBe(
      true,
    );
  });

  it('counts a kind word said to the other as a compliment, and "schon" is not "schön"', () => {
    expect(ok('Du singst ja wie eine quietschende Tür!', 'Wow, du traust dich ganz allein vorzusingen, das find ich echt mutig!')).toBe(
      true,
    );
    expect(ok('Du bist so eine Heulsuse!', 'Ihr habt das schon gemacht.')).toBe(false);
  });

  it('hears a greeting that calls the other by a hurtful name', () => {
    const r = check('Hey Spinner, kannst du bitte leiser sein? 🙂', 'Halt die Klappe, du nervst!');
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toContain('„Spinner“');
    // The toy itself stays a harmless word.
    expect(check('Kannst du bitte leiser sein? Mein Spinner dreht sich so laut.', 'Halt die Klappe, du nervst!').isImproved).toBe(true);
  });

  it('takes an offer to put it right together as an answer to the quarrel', () => {
    const topic = ['Turm', 'umwerfen', 'bauen'];
    const r = checkRewrite(
      lex,
      { original: 'Du Tollpatsch, du machst immer alles kaputt!', rewrite: 'Macht nix, komm, wir räumen das zusammen auf.' },
      topic,
    );
    expect(r.isImproved).toBe(true);
    // A long remark about something else that happens to hold "wir" and "zusammen" is no such offer.
    const long =
      'Wir müssen als Land zusammen überlegen, wie die Steuern und die Renten und die Straßen in den nächsten Jahren bezahlt werden, bitte.';
    expect(checkRewrite(lex, { original: 'Du Tollpatsch, du machst immer alles kaputt!', rewrite: long }, topic).isImproved).toBe(false);
  });

  it('counts the child saying sorry, not a text that talks about an apology', () => {
    const topic = ['Turm', 'umwerfen', 'bauen'];
    const original = 'Du Tollpatsch, du machst immer alles kaputt!';
    expect(checkRewrite(lex, { original, rewrite: 'Tut mir leid, das war nicht nett von mir.' }, topic).isImproved).toBe(true);
    expect(
      checkRewrite(lex, { original, rewrite: 'Eine Entschuldigung von der Firma wäre nett gewesen, finde ich.' }, topic).isImproved,
    ).toBe(false);
  });

  it('does not take polite words about politics as the rewrite of a quarrel between children', () => {
    const r = check('Kannst du bitte verstehen, dass die Regierung das anders sieht? Lass uns in Ruhe reden.');
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toBe('Das passt noch nicht zu dem Satz. Worum geht es da?');
  });

  it('counts courage for the other as friendly', () => {
    const r = check(
      'Schade, dass wir verloren haben. Das klappt bestimmt besser beim nächsten Spiel.',
      'Du Trottel, wegen dir ist alles schiefgegangen!',
    );
    expect(r.isImproved).toBe(true);
  });

  it('finds the plain verb inside a separable verb when it asks whether the answer is about the sentence', () => {
    const original = 'Du singst ja wie eine quietschende Tür!';
    const r = checkRewrite(lex, { original, rewrite: 'Toll, dass du dich traust mitzusingen, das finde ich mutig!' }, ['Lied', 'Chor']);
    expect(r.isImproved).toBe(true);
  });

  it('takes a short question to the other about the two of them as an answer to the quarrel', () => {
    const original = 'Was glotzt du mich so blöd an?';
    const r = checkRewrite(lex, { original, rewrite: 'Ist was? Brauchst du was von mir?' }, ['starren', 'Blick']);
    expect(r.isImproved).toBe(true);
    // A long question is no quick turn to the other child.
    const long = 'Soll ich dir die ganzen alten Berichte aus der Zeitung von damals hier noch einmal zeigen?';
    expect(checkRewrite(lex, { original, rewrite: long }, ['starren', 'Blick']).isImproved).toBe(false);
  });

  it('takes seeing how the other feels as an answer to the quarrel', () => {
    const original = 'Du bist so eine Heulsuse!';
    const r = checkRewrite(lex, { original, rewrite: 'oh je du bist ja ganz traurig. soll ich jemanden holen' }, ['weinen', 'Taschentuch']);
    expect(r.isImproved).toBe(true);
  });

  it('counts a kind word after "aber" as an honest compliment', () => {
    const original = 'Du singst ja wie eine quietschende Tür!';
    const rewrite = 'Am Ende war das Lied ein bisschen leise, aber der Anfang war richtig schön.';
    expect(checkRewrite(lex, { original, rewrite }, ['singen', 'Lied']).isImproved).toBe(true);
    // "doch" is mostly a filler word, not a turn towards something good.
    expect(checkRewrite(lex, { original, rewrite: 'Am Ende war das Lied doch schön leise.' }, ['singen', 'Lied']).isImproved).toBe(false);
  });

  it('counts saying what one needs as speaking to the other', () => {
    const original = 'Halt endlich die Klappe, du nervst!';
    const rewrite = 'Ich brauche jetzt ein bisschen Ruhe, ich lese mal draußen weiter.';
    expect(checkRewrite(lex, { original, rewrite }, ['Ruhe', 'leise']).isImproved).toBe(true);
  });

  it('does not take a question about drugs as the rewrite of a quarrel, even when it shares a word', () => {
    const original = 'Nimm dein dreckiges Handy von meinem Tisch!';
    const r = checkRewrite(lex, { original, rewrite: 'Nimmst du Drogen, oder was ist los mit dir?' }, ['Handy', 'Tisch']);
    expect(r.isImproved).toBe(false);
  });

  it('refuses a polite request that says everyone laughs at the other, and takes a cloth held out or "weiter so"', () => {
    const dance = 'Du bist so peinlich, wenn du tanzt!';
    expect(check('Bitte tanz nicht mehr, alle lachen schon über dich, weil es so peinlich aussieht.', dance).isImproved).toBe(false);
    const book = 'Nimm deine dreckigen Finger von meinem Buch!';
    expect(check('Hier ist ein Lappen, wisch dir kurz die Finger ab, dann kannst du gern in mein Buch schauen.', book).isImproved).toBe(
      true,
    );
    expect(check('Du bist ein Lappen, nimm die Finger weg.', book).isImproved).toBe(false);
    const jump = 'Du springst ja wie ein nasser Sack!';
    expect(check('Wow, du springst ja schon viel weiter als letzte Woche, weiter so!', jump).isImproved).toBe(true);
  });

  it('hears a verdict on the other’s things, a kind word denied to them and a put-down of oneself', () => {
    expect(
      check('dein vortrag war laaangweilig, sorry aber is so', 'Dein Vortrag war so langweilig, ich bin fast eingeschlafen.').isImproved,
    ).toBe(false);
    expect(check('deine frisur sieht kein bisschen schön aus', 'Deine Frisur sieht aus wie ein Vogelnest!').isImproved).toBe(false);
    expect(check('deine frisur sieht echt schön aus', 'Deine Frisur sieht aus wie ein Vogelnest!').isImproved).toBe(true);
    const beginner = 'Du Anfänger, du kannst ja gar nicht spielen!';
    expect(check('ich bin ja selber voll der anfänger und schlecht, ich kann gar nix', beginner).feedback).toMatch(/über dich selbst/);
    // Owning up to what one did is an apology, not a put-down.
    expect(check('sorry dass ich gemein war, du bist mein freund').isImproved).toBe(true);
    const lunch = 'Deine Brotdose stinkt, iiih!';
    expect(check('Ich glaub, in deiner Brotdose ist was schlecht geworden, vielleicht schaust du mal nach?', lunch).isImproved).toBe(true);
  });

  it('takes "das ist nicht deine Schuld" as taking the blame away', () => {
    const hamster = 'Du bist schuld, dass der Hamster weggelaufen ist!';
    expect(check('Der Hamster ist weg, aber das ist nicht deine Schuld. Komm, wir suchen ihn zusammen.', hamster).isImproved).toBe(true);
    expect(check('Das ist alles deine Schuld.', hamster).isImproved).toBe(false);
  });

  it('hears "ned glei aufgibst" as encouragement, not as a kind word denied', () => {
    expect(check('Soll ich dir helfen? Wenn du ned glei aufgibst, schaffst du des.').isImproved).toBe(true);
  });

  it('counts a topic word the stop-word list holds ("Sache", "allein"), but not "später" for a topic "spät"', () => {
    const stay = 'Halt dich raus, das geht dich nichts an!';
    const stayTopic = ['einmischen', 'reden', 'Gespräch', 'besprechen', 'später', 'allein', 'Sache'];
    const polite = 'das ist grad ne sache zwischen mir und jonas, kannst du bitte kurz warten? danke dir';
    expect(checkRewrite(lex, { original: stay, rewrite: polite }, stayTopic).isImproved).toBe(true);
    const late = 'Kannst du nicht einmal pünktlich sein? Immer müssen wir warten!';
    const lateTopic = ['pünktlich', 'warten', 'spät', 'Uhr', 'Treffen', 'Bescheid', 'Zeit'];
    expect(
      checkRewrite(lex, { original: late, rewrite: 'Bis später! Freue mich, das Projekt kennenzulernen.' }, lateTopic).isImproved,
    ).toBe(false);
  });

  it('hears a small word of the topic\'s stem ("i wart" for "warten"), but not the particle "mal" as "malen" or "soll" as "Sohle"', () => {
    const about = (sentence: string, topic: string, answer: string) =>
      aboutTheSituation(tokenize(sentence), tokenize(topic), tokenize(answer));
    const late = 'Kannst du nicht einmal pünktlich sein?';
    expect(about(late, 'pünktlich, warten, Treffen', 'i wart gern auf di')).toBe(true);
    expect(about(late, 'pünktlich, Treffen', 'i wart gern auf di')).toBe(false);
    const shoes = 'Deine Schuhe sind total peinlich.';
    expect(about(shoes, 'Sohle, malen', 'Da sagen wir doch mal: herzlichen Glückwunsch!')).toBe(false);
    expect(about(shoes, 'Sohle, malen', 'Ich weiß nicht, ob ich weinen oder mich freuen soll?')).toBe(false);
    expect(about(shoes, 'Sohle, malen', 'Die Sohle blinkt ja, cool!')).toBe(true);
    expect(about(shoes, 'Sohle, malen', 'Hast du das Muster selbst gemalt?')).toBe(true);
  });

  it('reads Low German through the regional table: an offer to share the bench', () => {
    const r = checkRewrite(lex, {
      original: 'Hau ab, das ist meine Bank!',
      rewrite: 'Moin, de Bank is groot noog, wi könnt uns beid dorop setten',
    });
    expect(r.isImproved).toBe(true);
  });

  it('accepts kind silence and making room, and refuses "du kleiner Dieb" and shutting the other out', () => {
    const hair = 'Deine Frisur sieht aus wie ein Vogelnest!';
    expect(checkRewrite(lex, { original: hair, rewrite: 'Ich würde einfach gar nichts dazu sagen.' }, ['Haare', 'Frisur']).isImproved).toBe(
      true,
    );
    expect(checkRewrite(lex, { original: hair, rewrite: 'Ich sag dir nichts mehr.' }, ['Haare', 'Frisur']).isImproved).toBe(false);
    const table = 'Geh weg, das ist unser Tisch!';
    const room = 'Hier ist es leider schon ziemlich voll, aber wenn wir zusammenrücken, passt du auch noch hin.';
    expect(checkRewrite(lex, { original: table, rewrite: room }, ['Tisch', 'Platz', 'rücken']).isImproved).toBe(true);
    const eraser = 'Gib mir sofort meinen Radiergummi zurück, du Dieb!';
    const thief = 'Kannst du mir bitte meinen Radiergummi zurückgeben, du kleiner Dieb?';
    expect(checkRewrite(lex, { original: eraser, rewrite: thief }, ['Radiergummi', 'zurückgeben']).isImproved).toBe(false);
  });

  it('hears "du kannst nichts dafür" as comfort, not contempt', () => {
    expect(findHostility(lex, tokenize('du kannst nichts dafür'), { onlyAimedAtYou: false, strictAbsolutes: false })).toEqual([]);
    expect(findHostility(lex, tokenize('du kannst nix'), { onlyAimedAtYou: false, strictAbsolutes: false })).toHaveLength(1);
  });

  it('hears "nie mehr streiten" as a wish for peace, an offer asked as a question as turning to the other, and "schau mal" as a tip', () => {
    const friend = 'Du bist nicht mehr meine Freundin, nie wieder!';
    const peace = 'ich will nie mehr so mit dir streiten. lass uns morgen reden und uns wieder vertragen';
    expect(checkRewrite(lex, { original: friend, rewrite: peace }, ['Freundin', 'vertragen', 'reden']).isImproved).toBe(true);
    const cry = 'Hör auf zu heulen, das war doch gar nichts!';
    expect(
      checkRewrite(lex, { original: cry, rewrite: 'tut es doll weh? soll ich jemanden holen' }, ['weinen', 'trösten']).isImproved,
    ).toBe(true);
    const wrong = 'Du Dummi, das ist doch ganz falsch!';
    const tip = 'ich glaub da ist ein fehler drin, schau mal bei der zweiten aufgabe';
    expect(checkRewrite(lex, { original: wrong, rewrite: tip }, ['Fehler', 'Aufgabe', 'falsch']).isImproved).toBe(true);
    const gift = 'Dein Geschenk ist doch total langweilig.';
    expect(checkRewrite(lex, { original: gift, rewrite: 'Ich sag lieber nichts und geh kurz raus.' }, ['Geschenk']).isImproved).toBe(false);
  });

  it('knows a copy in a friendly frame from an answer that reuses the words to say much more', () => {
    const room = 'Raus aus meinem Zimmer, aber sofort!';
    expect(
      checkRewrite(lex, { original: room, rewrite: 'Ich sage es freundlicher: Raus aus meinem Zimmer, aber sofort! bitte' }).isImproved,
    ).toBe(false);
    const secret = 'Warum hast du mein Geheimnis weitererzählt, du Verräter?';
    const hurt = 'Ich bin echt enttäuscht, dass du mein Geheimnis weitererzählt hast. Ich hab dir vertraut. Warum hast du das gemacht?';
    expect(checkRewrite(lex, { original: secret, rewrite: hurt }, ['Geheimnis', 'vertrauen']).isImproved).toBe(true);
  });

  it('finds verdicts on someone else, "nobody wants you" and a shaming comparison with an animal', () => {
    const kinds = (text: string) =>
      findHostility(lex, tokenize(text), { onlyAimedAtYou: false, strictAbsolutes: false }).map((h) => h.kind);
    expect(kinds('der nervt eh nur')).toContain('judgement');
    expect(kinds('der ist doch selber langweilig und dumm')).toContain('judgement');
    expect(kinds('der Kuchen ist langweilig')).toEqual([]);
    expect(kinds('die ist gar nicht doof')).toEqual([]);
    expect(kinds('Red nicht so viel, dich mag halt keiner.')).toContain('contempt');
    expect(kinds('Iss leiser, das ist ja eklig wie ein Schwein')).toContain('insult');
    expect(kinds('Die Neue ist eh langweilig, ich sag allen, dass sie lügt.')).toContain('judgement');
    expect(kinds('Die Neue ist nett.')).toEqual([]);
    expect(kinds('dann ess ich sein stück, der alte vielfraß')).toContain('insult');
    expect(kinds('selber doof')).toContain('contempt');
    expect(kinds('mathe ist halt nix für dich, lass es lieber')).toContain('contempt');
    expect(kinds('Das Buch ist nichts für dich, das ist zu gruselig.')).toEqual([]);
    expect(kinds('ich hoffe dir passiert das auch mal, dann weißt du wie das ist')).toContain('threat');
    expect(kinds('ich hoffe, dir passiert nichts')).toEqual([]);
    expect(kinds('die ist bestimmt nur eine streberin')).toContain('insult');
    expect(kinds('die soll mal in den spiegel gucken die ist doch selber hässlich')).toContain('judgement');
    expect(kinds('du hast halt nicht so viele freunde wie ich aber egal')).toContain('contempt');
    expect(kinds('du siehst heute echt komisch aus')).toContain('contempt');
    expect(kinds('du siehst heute echt schön aus')).toEqual([]);
    expect(kinds('der sieht aus wie ein fettes schwein')).toContain('insult');
    expect(kinds('das sieht aus wie ein kleines schwein')).toEqual([]);
    expect(kinds('Ich wünsche mir, dass du einfach mal die Klappe hältst.')).toContain('rude-command');
    expect(kinds('du malst wie ein kindergartenkind')).toContain('contempt');
    expect(kinds('du hast halt wenig freunde, ist so')).toContain('contempt');
    expect(kinds('mathe ist einfach nicht dein ding, vergiss es')).toContain('contempt');
    expect(kinds('Vergiss es nicht, deine Jacke mitzunehmen.')).toEqual([]);
    expect(kinds('ich mal dir auch in dein buch dann weißt du wies ist')).toContain('threat');
  });

  it('hears "vorm Pfosten" and "wenn du sagst, ich bin doof" as no put-down of oneself, like Ich-Botschaften does', () => {
    const ball = 'Du gibst mir nie den Ball ab!';
    const post = 'ich bin frustriert wenn ich frei vorm pfosten steh. gibst du mir bitte mal den ball?';
    expect(checkRewrite(lex, { original: ball, rewrite: post }, ['Ball', 'abgeben']).isImproved).toBe(true);
    expect(checkRewrite(lex, { original: ball, rewrite: 'ich bin ein pfosten. gibst du mir bitte den ball?' }, ['Ball']).isImproved).toBe(
      false,
    );
  });

  it('hears "der Dümmste" as an insult and "dir einen Lappen holen" as help', () => {
    const hamster = 'Du bist schuld, dass der Hamster weggelaufen ist!';
    expect(checkRewrite(lex, { original: hamster, rewrite: 'Lieber Freund, du bist der Dümmste, bitte hilf mir suchen.' }).isImproved).toBe(
      false,
    );
    const mud = 'Iiih, du hast ja Matsch an der Hose!';
    expect(
      checkRewrite(lex, { original: mud, rewrite: 'Oh, deine Hose ist voll Matsch. Soll ich dir einen Lappen bringen?' }).isImproved,
    ).toBe(true);
    expect(checkRewrite(lex, { original: mud, rewrite: 'Deine Hose ist voll Matsch, du Lappen.' }).isImproved).toBe(false);
  });

  it('hears "was soll das sein?" as a question about a picture, and "einfach nur behindert" as an insult', () => {
    const picture = 'Dein Bild ist voll hässlich, das kann ja ein Baby besser!';
    expect(
      checkRewrite(lex, { original: picture, rewrite: 'du hast schöne farben genommen. was soll das sein, ein pferd?' }).isImproved,
    ).toBe(true);
    expect(checkRewrite(lex, { original: picture, rewrite: 'was soll das? sieht komisch aus' }).isImproved).toBe(false);
    expect(checkRewrite(lex, { original: 'Du bist so blöd!', rewrite: 'Oder einfach nur behindert? Das frage ich dich.' }).isImproved).toBe(
      false,
    );
    expect(
      checkRewrite(lex, {
        original: 'Du kommst immer zu spät!',
        rewrite: 'Der Stau hat uns behindert, tut mir leid. Nächstes Mal fahren wir früher los.',
      }).isImproved,
    ).toBe(true);
  });

  it('hears blame kept in a friendly frame: "du hast zwar alles ruiniert, aber …"', () => {
    const project = 'Du hast es echt verbockt, wegen dir ist das Projekt ruiniert!';
    const r = checkRewrite(lex, {
      original: project,
      rewrite: 'du hast zwar alles ruiniert aber egal, lass es uns zusammen nochmal machen',
    });
    expect(r).toEqual({
      isImproved: false,
      feedback: 'Mit „ruiniert“ gibst du dem anderen noch die Schuld. Sag lieber, was du dir wünschst.',
    });
    expect(
      checkRewrite(lex, {
        original: project,
        rewrite: 'Du hast das bestimmt nicht mit Absicht versaut. Lass es uns zusammen nochmal machen.',
      }).isImproved,
    ).toBe(true);
  });

  it('hears "du kannst noch nicht so gut hüpfen" as still to come, not as a verdict', () => {
    const r = checkRewrite(lex, {
      original: 'Du kannst ja nicht mal hüpfen!',
      rewrite: 'Du kannst noch nicht so gut hüpfen aber das ist gar nicht schlimm, wir üben zusammen!',
    });
    expect(r.isImproved).toBe(true);
    expect(checkRewrite(lex, { original: 'Du kannst ja nicht mal hüpfen!', rewrite: 'Du kannst gar nicht gut hüpfen.' }).isImproved).toBe(
      false,
    );
  });

  it('hears a question about something else as off the topic, a question to the other about the two of them as on it', () => {
    const original = 'Hau ab, das ist meine Bank!';
    const topic = ['Bank', 'sitzen', 'Platz', 'rücken', 'zusammen', 'Pause', 'setzen'];
    const pizza = checkRewrite(lex, { original, rewrite: 'Ich mag Pizza am liebsten, du auch?' }, topic);
    expect(pizza.isImproved).toBe(false);
    expect(pizza.feedback).toMatch(/passt noch nicht zu dem Satz/);
    expect(checkRewrite(lex, { original, rewrite: 'Willst du mir was sagen? Ich hör dir zu.' }, topic).isImproved).toBe(true);
  });

  it('hears "wegen dir" as blame, a kept question with the child\'s own feeling as new, and "nie wieder mit dir streiten" as peace', () => {
    const blame = check(
      'Schade, dass wir verloren haben. Nächstes Mal passt du bitte besser auf, du hast drei Tore reingelassen wegen dir war das.',
      'Du Trottel, wegen dir haben wir verloren!',
    );
    expect(blame.isImproved).toBe(false);
    expect(blame.feedback).toContain('„wegen dir“');
    expect(
      check(
        'Schade, dass wir verloren haben. Es ist nicht deine Schuld, nächstes Mal gewinnen wir zusammen.',
        'Du Trottel, wegen dir haben wir verloren!',
      ).isImproved,
    ).toBe(true);
    const original = 'Warum hast du mein Geheimnis weitererzählt, du Verräter?';
    expect(
      check('Warum hast du mein Geheimnis weitererzählt? Das hat mich echt traurig gemacht, ich hab dir vertraut.', original).isImproved,
    ).toBe(true);
    expect(check('Warum hast du mein Geheimnis weitererzählt? Das war echt nicht okay von dir, gar nicht.', original).isImproved).toBe(
      false,
    );
    expect(
      check('Ich will nie wieder mit dir streiten. Lass uns wieder vertragen.', 'Du bist nicht mehr meine Freundin, nie wieder!')
        .isImproved,
    ).toBe(true);
    expect(check('Ich will nie wieder mit dir spielen.', 'Du bist nicht mehr meine Freundin, nie wieder!').isImproved).toBe(false);
    expect(check('Nu, deine Haare sin ja neu, das sieht schick aus!', 'Du hast ja komische Haare!').isImproved).toBe(true);
  });

  it('hears a Bavarian offer to move up, and praise with a tip about the same presentation', () => {
    expect(
      checkRewrite(
        lex,
        {
          original: 'Geh weg, das ist unser Tisch!',
          rewrite: 'do hockn scho meine spezln, aba mia kenna a bissl zamruckn, dann hast du aa no platz',
        },
        ['Tisch', 'Platz', 'rücken'],
      ).isImproved,
    ).toBe(true);
    expect(
      checkRewrite(
        lex,
        {
          original: 'Dein Referat war voll peinlich, alle haben sich gelangweilt.',
          rewrite:
            'Du hast dir viel Mühe gegeben. Beim nächsten Mal könntest du vielleicht ein paar Bilder zeigen, dann wird es noch spannender.',
        },
        ['Referat', 'Vortrag', 'spannend', 'Bilder', 'Mühe'],
      ).isImproved,
    ).toBe(true);
  });

  it('hears "da hast du Schwein gehabt" as luck, "du Schwein" as an insult', () => {
    const original = 'Mach nicht so einen Aufstand, es ist doch nur ein Kratzer!';
    expect(check('Da hast du Schwein gehabt, dass es nicht schlimmer ist. Soll ich dir ein Pflaster holen?', original).isImproved).toBe(
      true,
    );
    expect(
      findHostility(lex, tokenize('Du Schwein, hör auf.'), { onlyAimedAtYou: true, strictAbsolutes: false }).map((h) => h.kind),
    ).toContain('insult');
  });

  it('hears "wegen dir" as blame without a "du" in its clause, but not "wegen dir hatten wir viel Spaß"', () => {
    const original = 'Du Trottel, wegen dir haben wir verloren!';
    const blame = check('Schade dass wir verloren haben, aber wegen dir ist es 3:0 ausgegangen, pass nächstes mal besser auf', original);
    expect(blame.isImproved).toBe(false);
    expect(blame.feedback).toContain('„wegen dir“');
    expect(check('Schade, dass wir verloren haben. Wegen dir hatten wir aber viel Spaß, danke!', original).isImproved).toBe(true);
  });

  it('hears a liking denied at the end of the sentence as no compliment, and keeps an honest one with praise after "aber"', () => {
    const shoes = 'Deine Schuhe sind total peinlich.';
    expect(check('deine schuhe gefallen mir gar nicht', shoes).isImproved).toBe(false);
    expect(check('ich mag deine schuhe nicht', shoes).isImproved).toBe(false);
    expect(check('ich mag deine schuhe', shoes).isImproved).toBe(true);
    expect(check('Deine Schuhe gefallen mir nicht so, aber die Farbe ist toll.', shoes).isImproved).toBe(true);
  });

  it('hears "leicht" as no "Leiche" and "pressen" as no "Presse"', () => {
    const team = 'Du bist doch total unsportlich, was willst du im Team?';
    const topic = ['Team', 'Sport', 'mitspielen', 'üben', 'trainieren', 'Mannschaft', 'Spiel'];
    const kind =
      'Ich hab gesehen, dass dir Sport nicht so leicht fällt. Das ist aber okay. Wenn du magst, können wir zusammen Pässe üben, dann macht es dir im Team mehr Spaß.';
    expect(checkRewrite(lex, { original: team, rewrite: kind }, topic).isImproved).toBe(true);
    expect(
      checkRewrite(lex, { original: team, rewrite: 'Im Krieg gab es viele Leichen, aber du darfst mitspielen.' }, topic).isImproved,
    ).toBe(false);
  });

  it('hears atom bombs as no game between children, and a water bomb as one', () => {
    const team = 'Du bist doch total unsportlich, was willst du im Team?';
    const topic = ['Team', 'Sport', 'mitspielen', 'Spiel'];
    const bomb = 'Und wenn dich der Hund an der Gurgel hat, ist das Spiel mit Atombomben aus und vorbei.';
    expect(checkRewrite(lex, { original: team, rewrite: bomb }, topic).isImproved).toBe(false);
    const water = 'Komm, spiel mit uns im Team, wir machen im Sommer eine Wasserbombenschlacht!';
    expect(checkRewrite(lex, { original: team, rewrite: water }, topic).isImproved).toBe(true);
  });

  it('hears an offer to show or explain as a friendly suggestion', () => {
    expect(
      check('Ich glaub das stimmt nicht ganz. Ich kann dir zeigen wie ich das meine', 'Du hast doch keine Ahnung, du Dummkopf!').isImproved,
    ).toBe(true);
  });

  it('refuses the name the sentence gave the other, said again in a kind frame', () => {
    const sniff = 'Was schnüffelst du in meinem Rucksack herum, du Schnüffler?';
    const kept = check('Bitte frag mich, bevor du in meinen Rucksack schaust, du Schnüffler.', sniff);
    expect(kept).toEqual({ isImproved: false, feedback: keptNameMessage });
    expect(check('bitte frag mich vorher du alter schnüffler', sniff).isImproved).toBe(false);
    expect(check('Bitte hör auf mich nachzumachen, lieber Papagei 😊', 'Hör auf, mich nachzumachen, du Papagei!').isImproved).toBe(false);
    expect(check('Bitte frag mich, bevor du in meinen Rucksack schaust.', sniff).isImproved).toBe(true);
    expect(
      check('Kannst du mir bitte meinen Stift zurückgeben? Du bist doch kein Dieb.', 'Gib mir meinen Stift zurück, du Dieb!').isImproved,
    ).toBe(true);
  });

  it('hears a separable verb taken apart as the same situation ("mach mich nicht nach" for "nachzumachen")', () => {
    const parrot = 'Hör auf, mich nachzumachen, du Papagei!';
    const topic = ['nachmachen', 'nachäffen', 'aufhören', 'lassen', 'ärgern', 'stören', 'sagen'];
    expect(
      checkRewrite(lex, { original: parrot, rewrite: 'bitte mach mich nicht nach, das mag ich nicht so gern' }, topic).isImproved,
    ).toBe(true);
    expect(checkRewrite(lex, { original: parrot, rewrite: 'bitte komm mit, wir gehen nach draußen' }, topic).isImproved).toBe(false);
  });

  it('refuses sulking, "raus jetzt" and a kind sentence taken back with "… nicht"', () => {
    expect(check('ok dann red ich halt nicht mehr mit dir', 'Du bist so doof, mit dir rede ich kein Wort mehr.').isImproved).toBe(false);
    expect(
      check('Ich will nicht mehr mit dir streiten. Lass uns reden.', 'Du bist so doof, mit dir rede ich kein Wort mehr.').isImproved,
    ).toBe(true);
    expect(check('raus jetzt ich will allein sein', 'Raus aus meinem Zimmer, aber sofort!').isImproved).toBe(false);
    const back = check('Boah danke, noch ein Puzzle, genau was ich mir gewünscht hab… nicht', 'Dein Geschenk ist doch total langweilig.');
    expect(back.isImproved).toBe(false);
    expect(back.feedback).toContain('am Ende klingt, als ob du dich lustig machst');
  });

  it('hears "deine Brotdose stinkt" and "… hat keine Freunde" said of someone as contempt', () => {
    const contempt = (text: string) =>
      findHostility(lex, tokenize(text), { onlyAimedAtYou: false, strictAbsolutes: false }).map((h) => h.kind);
    expect(contempt('deine brotdose stinkt echt voll, mach die bloß zu')).toContain('contempt');
    expect(contempt('egal, mein bruder ist sowieso ein streber und hat keine freunde')).toContain('contempt');
  });

  it('hears "ich sag lieber nichts" as kind silence, not when walking away', () => {
    expect(check('ich sag lieber nichts und lächle einfach', 'Deine Frisur sieht aus wie ein Vogelnest!').isImproved).toBe(true);
    expect(check('Ich sag lieber nichts und geh kurz raus.', 'Dein Geschenk ist doch total langweilig.').isImproved).toBe(false);
  });

  it('refuses the refusal said again in other order; hears a likeness denied and a request to explain', () => {
    const seat = 'Ich will nicht neben dir sitzen, du stinkst!';
    expect(check('ich setz mich woanders hin, neben dir will ich nicht sitzen', seat)).toEqual({
      isImproved: false,
      feedback: keptRefusalMessage,
    });
    expect(check('Kannst du dich bitte waschen? Dann sitz ich gern neben dir.', seat).isImproved).toBe(true);
    const team = 'Du bist viel zu langsam, dich wollen wir nicht im Team.';
    expect(check('du bist gar nicht zu langsam komm ins team wir üben zusammen rennen', team).isImproved).toBe(true);
    const baby = 'Du malst ja wie ein Baby!';
    expect(check('Du malst gar nicht wie ein Baby, das sieht schon richtig gut aus!', baby).isImproved).toBe(true);
    expect(check('Du malst echt wie ein Baby.', baby).isImproved).toBe(false);
    const rubbish = 'Du redest nur Müll.';
    expect(check('Nu, isch seh das ä bissl andorsch. Erklär mir mal, wie du das meenst.', rubbish).isImproved).toBe(true);
    expect(check('Ich sehe das anders. Wie meinst du das?', rubbish).isImproved).toBe(true);
  });

  it('hears scorn for what the other likes and "geh zu deiner Mama" as contempt, not "dein Handy ist nicht Schrott"', () => {
    const kinds = (text: string) =>
      findHostility(lex, tokenize(text), { onlyAimedAtYou: false, strictAbsolutes: false }).map((h) => h.kind);
    expect(kinds('dein lied ist echt schrott und du hast null geschmack')).toEqual(['contempt', 'contempt']);
    expect(kinds('Schnullerbaby, geh zu deiner mama')).toEqual(['insult', 'contempt']);
    expect(kinds('Dein Handy ist nicht Schrott, es ist nur alt.')).toEqual([]);
    expect(kinds('dein hund sieht aus wie ein alter wischmopp')).toEqual(['contempt']);
  });

  it('hears "du malst voll schlecht" as contempt, and "du malst gar nicht so schlecht" as kind', () => {
    const kinds = (text: string) =>
      findHostility(lex, tokenize(text), { onlyAimedAtYou: false, strictAbsolutes: false }).map((h) => h.kind);
    expect(kinds('du malst voll schlecht')).toEqual(['contempt']);
    expect(kinds('du liest echt schlecht vor')).toEqual(['contempt']);
    expect(kinds('du malst gar nicht so schlecht')).toEqual([]);
    expect(kinds('du spielst gar nicht so schlecht')).toEqual([]);
  });

  it('hears "ich hau dir gleich eene", "schmeckt wie Hundefutter", "nicht der dümmste, aber fast" and "raus …, aber bitte"', () => {
    const kinds = (text: string) =>
      findHostility(lex, tokenize(text), { onlyAimedAtYou: false, strictAbsolutes: false }).map((h) => h.kind);
    expect(kinds('Ick hau dir gleich eene, wenn de dit nochma machst')).toEqual(['threat']);
    expect(kinds('Dein Kuchen schmeckt wie Hundefutter, aber danke')).toEqual(['contempt']);
    expect(kinds('dein plan ist nicht der dümmste aller zeiten, aber fast')).toEqual(['insult']);
    expect(kinds('du bist nicht dumm, aber du musst noch üben')).toEqual([]);
    const room = 'Raus aus meinem Zimmer, aber sofort!';
    expect(check('raus aus meinem zimmer aber bitte', room).isImproved).toBe(false);
    expect(check('Kannst du bitte aus meinem Zimmer gehen? Ich brauche Ruhe.', room).isImproved).toBe(true);
    const ball = 'Gib mir sofort den Ball her, der gehört nicht dir!';
    expect(check('Kannst du mir bitte den Ball geben, der gehört ja nicht dir und du hast ihn einfach geklaut', ball).isImproved).toBe(
      false,
    );
    expect(check('Kannst du mir bitte den Ball geben? Ich brauche ihn für das Spiel.', ball).isImproved).toBe(true);
  });

  it('reads the Meerschwein as a pet and two denials before a kind word as keeping it', () => {
    expect(check('Dein Hund ist ja klein wie ein Meerschwein, voll süß! Wie heißt er?', 'Dein Hund ist hässlich!').isImproved).toBe(true);
    expect(check('du Meerschwein', 'Dein Hund ist hässlich!').isImproved).toBe(false);
    const friends = 'Du bist nicht mehr meine Freundin, nie wieder!';
    expect(
      check('ich bin grad voll sauer auf dich aber ich will nicht das wir keine freundinnen mehr sind. können wir morgen reden?', friends)
        .isImproved,
    ).toBe(true);
  });

  it('hears "willste", "merci", Kölsch kindness and the sentence\'s own insult denied', () => {
    expect(
      check('Ick bau hier grad ne Burg. Willste mitbauen? Denn rück ick n bisschen', 'Geh weg, das ist mein Sandkasten!').isImproved,
    ).toBe(true);
    expect(check('Merci, aber das möcht ich lieber sälber mit em Luca kläre.', 'Halt dich raus, das geht dich nichts an!').isImproved).toBe(
      true,
    );
    expect(
      check('Dä Kooche es nit esu ming Jeschmack, ävver lieb, dat de dä jebacke häs!', 'Dein Kuchen schmeckt ja ekelhaft!').isImproved,
    ).toBe(true);
    const maths = 'Du bist zu blöd für Mathe, das lernst du nie.';
    expect(check('Du bist nicht zu blöd für Mathe! Das lernst du noch, ich zeig dir wie', maths).isImproved).toBe(true);
    expect(check('Du bist nicht zu blöd für Mathe, das lernst du nie.', maths).isImproved).toBe(false);
  });

  it('refuses blame with a smiley, a threat of trouble, the group shutting someone out and "Es ist nur gar nicht gut"', () => {
    expect(
      check('Sei bitte nicht traurig, aber wir haben halt nur wegen dir verloren 🙂', 'Du bist schuld, dass wir verloren haben!').feedback,
    ).toContain('„wegen dir“');
    expect(
      check(
        'Wenn du das noch einmal machst, dann kriegst du richtig Ärger, das versprech ich dir.',
        'Ich hau dich gleich, wenn du das noch mal machst!',
      ).feedback,
    ).toContain('Drohung');
    expect(check('wir wollen nicht mit dir spielen also geh bitte weg', 'Verschwinde, wir haben keinen Bock auf dich!').isImproved).toBe(
      false,
    );
    const picture = 'Dein Bild ist voll hässlich, das kann ja ein Baby besser!';
    expect(check('Dein Bild ist nicht hässlich. Es ist nur gar nicht gut.', picture).isImproved).toBe(false);
    expect(check('Dein Bild ist bunt. Es ist nicht schlimm, wenn es noch nicht perfekt ist.', picture).isImproved).toBe(true);
  });

  it('hears "aber … war er echt langweilig" after "Dein Vortrag war gut" as the verdict kept', () => {
    const talk = 'Dein Vortrag war so langweilig, ich bin fast eingeschlafen.';
    expect(check('Dein Vortrag war gut, aber ehrlich gesagt war er echt langweilig und ich bin fast eingeschlafen.', talk).isImproved).toBe(
      false,
    );
    expect(
      check('Dein Vortrag war spannend, aber der Anfang war ein bisschen lang. Beim nächsten Mal klappt es noch besser.', talk).isImproved,
    ).toBe(true);
  });

  it('hears an offer to put it right together as an answer, not an invitation to something else', () => {
    // the topic words the content bank gives each sentence
    const offer = (rewrite: string, original: string, topic: string[]) => checkRewrite(lex, { original, rewrite }, topic).isImproved;
    expect(
      offer('Wollen wir morgen zusammen Eis essen gehen?', 'Dein Plan ist der dümmste Plan aller Zeiten!', ['Plan', 'Idee', 'zusammen']),
    ).toBe(false);
    expect(
      offer('Wollen wir morgen zusammen ins Schwimmbad gehen?', 'Dein Geschenk ist doch total langweilig.', ['Geschenk', 'Geburtstag']),
    ).toBe(false);
    const broken = ['kaputt', 'reparieren', 'kleben', 'zusammen'];
    expect(
      offer(
        'Schwein gehabt, nur das Dach ist ab. Komm, wir bauen es zusammen wieder auf.',
        'Du bist schuld, dass jetzt alles kaputt ist!',
        broken,
      ),
    ).toBe(true);
  });

  it('hears an offer to do it with the other, or a turn given to the other, as friendly; not "ohne dich" or "nicht mit dir"', () => {
    const dropped = 'Du bist so ungeschickt, bei dir fällt ja alles runter!';
    expect(check('ups ist runtergefallen, warte ich heb das mit dir auf', dropped).isImproved).toBe(true);
    const mine = 'Das ist meins, Finger weg!';
    expect(
      check('Das ist mein Kuscheltier, der Bär. Wenn du ihn halten willst frag mich einfach, dann darfst du ihn kurz haben', mine)
        .isImproved,
    ).toBe(true);
    expect(check('Das ist mein Kuscheltier, der Bär. Ich spiel damit ohne dich.', mine).isImproved).toBe(false);
    expect(check('Das ist mein Kuscheltier, ich spiel nicht mit dir.', mine).isImproved).toBe(false);
  });

  it('hears "du hast ja den Käfig offen gelassen" as the fault given to the other; "du hast ja schon viel geschafft" as praise', () => {
    const hamster = 'Du bist schuld, dass der Hamster weggelaufen ist!';
    expect(check('Bitte hilf mir den Hamster suchen, du hast ja den Käfig offen gelassen.', hamster).feedback).toContain(
      '„du hast ja den Käfig offen gelassen“ gibst du dem anderen noch die Schuld',
    );
    expect(check('Du hast ja schon ganz viel geschafft, super!').isImproved).toBe(true);
    expect(
      check('Oh du hast ja ganz viele Kuscheltiere! Welches magst du am liebsten?', 'Dein Zimmer ist ja total kindisch.').isImproved,
    ).toBe(true);
  });

  it('hears "wenn du nicht wieder so pennst" as the fault given again', () => {
    const lost = 'Du Trottel, wegen dir haben wir verloren!';
    expect(
      check('schade das wir verloren haben, aber nächstes mal gewinnen wir bestimmt wenn du nicht wieder so pennst', lost).isImproved,
    ).toBe(false);
    expect(check('Schade, dass wir verloren haben. Nächstes Mal gewinnen wir bestimmt zusammen!', lost).isImproved).toBe(true);
  });

  it('hears "bist du eigentlich taub oder was?" as the mocking question kept; "bist du heute müde?" as a question', () => {
    const deaf = 'Bist du taub? Ich hab gesagt, du sollst das lassen!';
    const kept = check('Bitte hör auf, ich hab es dir schon gesagt. Bist du eigentlich taub oder was?', deaf);
    expect(kept.isImproved).toBe(false);
    expect(kept.feedback).toContain('„Bist du eigentlich taub“');
    expect(check('Bitte hör auf, ich hab es dir schon gesagt. Bist du heute müde?', deaf).isImproved).toBe(true);
  });

  it('reads "Kakao", "Kaktus", "Hurra", "haarscharf" and "fressen" as what they are, "Kackwurst" still as a name', () => {
    const spilled = 'Du bist so ungeschickt, bei dir fällt ja alles runter!';
    expect(check('Oh der Kakao ist umgekippt. Ich hol schnell nen Lappen und wir wischen das zusammen auf', spilled).isImproved).toBe(true);
    expect(check('Oh der Kaktus ist umgefallen. Ich helfe dir, ihn wieder einzupflanzen.', spilled).isImproved).toBe(true);
    expect(check('Oh der Kakao ist umgekippt, du Kackwurst.', spilled).isImproved).toBe(false);
    const lost = 'Du Trottel, wegen dir haben wir verloren!';
    expect(check('Hurra, das war haarscharf daneben! Nächstes Mal gewinnen wir bestimmt zusammen.', lost).isImproved).toBe(true);
    expect(check('Der Hund darf fressen, dann spielen wir zusammen weiter. Kommst du?', 'Du bist so blöd!').isImproved).toBe(true);
  });

  it('hears "lag es an deinem Fehler" as the fault given to the other', () => {
    const lost = 'Du Trottel, wegen dir haben wir verloren!';
    expect(
      check('schade dass wir verloren haben, aber ehrlich gesagt lag es an deinem fehler. nächstes mal passt du besser auf ok?', lost)
        .feedback,
    ).toContain('Schuld');
    expect(check('Schade, dass wir verloren haben. Es lag nicht an dir, nächstes Mal klappt es bestimmt!', lost).isImproved).toBe(true);
  });

  it('hears "war halt dein fehler" and "deine Schuld" as the fault given to the other, "nicht dein Fehler" as comfort', () => {
    const lost = 'Du bist schuld, dass wir verloren haben!';
    expect(
      check('Schade dass wir verloren haben. war halt dein fehler aber egal, nächstes mal passt du halt besser auf', lost).feedback,
    ).toContain('Schuld');
    expect(check('Schade. Ist halt deine Schuld, aber egal.', lost).isImproved).toBe(false);
    expect(check('Ist doch egal, war ja nicht dein Fehler. Wir spielen nochmal!', lost).isImproved).toBe(true);
  });

  it('hears "dann verlieren wir nicht wegen dir" as the fault kept on a condition; "nicht wegen dir" alone denies it', () => {
    const lost = 'Du Trottel, wegen dir haben wir verloren!';
    const onCondition =
      'Schade dass wir verloren haben, aber nächstes mal hältst du den ball hoffentlich, dann verlieren wir nicht wegen dir';
    expect(check(onCondition, lost).feedback).toContain('Schuld');
    expect(check('Schade, dass wir verloren haben. Das war nicht wegen dir, wir üben zusammen!', lost).isImproved).toBe(true);
  });

  it('hears the refusing verb said again and "dass dich keiner mag" as not yet; "blöd gelaufen", "schlecht geschlafen", "ich find mich peinlich" and "kein bisschen schlimm" as fine', () => {
    const party = 'Ich lade dich nie wieder zu meinem Geburtstag ein!';
    expect(check('Dich lade ich ganz bestimmt nicht mehr ein, aber bitte sei nicht traurig.', party).isImproved).toBe(false);
    expect(check('Ich war sauer, aber ich lade dich trotzdem ein. Lass uns wieder vertragen.', party).isImproved).toBe(true);
    expect(
      check('Ich will dich nicht ärgern, aber ich sitze heute gern bei Lena.', 'Ich will nicht neben dir sitzen, du stinkst!').isImproved,
    ).toBe(true);
    expect(
      check('Süß, brauchst du noch deinen Schnulli, kleines Baby? 🍼', 'Du bist so ein Baby, du hast ja noch einen Schnuller!').isImproved,
    ).toBe(false);
    expect(
      check(
        'Schade, das Spiel ist blöd gelaufen. Morgen beim Training üben wir Elfmeter zusammen, ok?',
        'Du Trottel, wegen dir haben wir verloren!',
      ).isImproved,
    ).toBe(true);
    expect(
      check(
        'Guten Morgen! Du siehst ein bisschen müde aus, hast du schlecht geschlafen?',
        'Du siehst heute aus, als hättest du im Müll geschlafen.',
      ).isImproved,
    ).toBe(true);
    expect(
      check('Lösch das Video bitte, ich find mich da voll peinlich drauf 🙈', "Lösch das Video sofort, sonst gibt's Ärger!").isImproved,
    ).toBe(true);
    expect(
      check(
        'Das ist doch kein bisschen schlimm wenn du noch langsam liest. Wollen wir zusammen lesen?',
        'Du kannst ja nicht mal richtig lesen.',
      ).isImproved,
    ).toBe(true);
    expect(check('Ich finde dich voll peinlich, lösch das bitte.', "Lösch das Video sofort, sonst gibt's Ärger!").isImproved).toBe(false);
    expect(
      check(
        'Upps, mein Saft ist umgekippt. Kannst du mir bitte das Küchentuch geben, du Tollpatsch?',
        'Du Tollpatsch, jetzt ist mein Saft umgekippt!',
      ).isImproved,
    ).toBe(false);
    const lost = 'Du Trottel, wegen dir haben wir verloren!';
    expect(check('Macht nix dass wir verloren haben, auch wenn du halt das Tor reingelassen hast 🙂', lost).feedback).toContain('Schuld');
    expect(
      check('Schade dass wir verloren haben aber du hast halt den letzten Ball voll verschossen, nächstes mal passt du besser auf ok', lost)
        .feedback,
    ).toContain('Schuld');
    expect(
      check(
        'Komm wir suchen Flocke zusammen. Aber nächstes mal machst du den Käfig zu, das hast du ja wieder vergessen',
        'Du bist schuld, dass der Hamster weggelaufen ist!',
      ).isImproved,
    ).toBe(false);
    expect(
      check('Wenn du halt Zeit hast, können wir ja nachher reden?', 'Du bist so doof, mit dir rede ich kein Wort mehr.').isImproved,
    ).toBe(true);
    expect(check('Geh weg bitte, hier sitzen wir.', 'Geh weg, das ist unser Tisch!').isImproved).toBe(false);
    expect(check('Halt dich bitte raus.', 'Halt dich raus, das geht dich nichts an!').isImproved).toBe(false);
    expect(
      check('Kannst du bitte ein Stück rutschen? Dann passen wir alle an den Tisch.', 'Geh weg, das ist unser Tisch!').isImproved,
    ).toBe(true);
    const friends = 'Du hast doch eh keine Freunde.';
    expect(check('Bitte sei nicht traurig, dass dich keiner mag, danke.', friends).isImproved).toBe(false);
    expect(
      findHostility(lex, tokenize('Es stimmt nicht, dass dich keiner mag.'), { onlyAimedAtYou: false, strictAbsolutes: false }),
    ).toEqual([]);
  });
});

describe('blame in a polite frame', () => {
  const project = 'Du hast es echt verbockt, wegen dir ist das Projekt ruiniert!';
  it('hears "weil du immer alles falsch …" as blame: an absolute that denies nothing', () => {
    const out = check(
      'Bitte schreib nicht bei mir ab, weil du eh immer alles falsch abschreibst',
      'Hör auf, bei mir abzuschreiben, du Nachmacher!',
    );
    expect(out).toEqual({
      isImproved: false,
      feedback: 'Lass „immer“ weg, das klingt wie ein Vorwurf. Sag lieber, was du dir diesmal wünschst.',
    });
    // A denied verdict still comforts, and never again a quarrel is a wish for peace.
    expect(check('du bist kein bisschen blöd, komm, ich helf dir').isImproved).toBe(true);
    expect(
      check('Ich will nie mehr mit dir streiten, bitte lass uns wieder spielen.', 'Mit dir will ich nie wieder spielen!').isImproved,
    ).toBe(true);
  });
  it('hears "ohne dich wärs besser gelaufen" as the fault given, also after "ehrlich gesagt"', () => {
    expect(check('Ist schon ok, Fehler passieren halt, aber ehrlich gesagt wärs ohne dich besser gelaufen', project)).toEqual({
      isImproved: false,
      feedback: 'Mit „wärs ohne dich besser“ gibst du dem anderen noch die Schuld. Sag lieber, was du dir wünschst.',
    });
    expect(check('Ohne dich hätten wir das Projekt locker geschafft', project).isImproved).toBe(false);
    // Without the other it would have been dull: thanks, not blame; and denied, it comforts.
    expect(check('Ohne dich wäre es langweilig gewesen, lass uns das Projekt zusammen retten', project).isImproved).toBe(true);
    expect(check('Ohne dich wäre es nicht besser gewesen, wir retten das Projekt zusammen', project).isImproved).toBe(true);
  });
});

describe('a great mind named to mock', () => {
  it('hears "Voll gut gemacht, Einstein" as mockery, not "schlau wie Einstein" with help', () => {
    const wrong = 'Du Dummi, das ist doch ganz falsch!';
    expect(check('Voll gut gemacht, Einstein 👍 nur halt alles falsch', wrong)).toEqual({
      isImproved: false,
      // The provider quotes the child's own words again ("gemacht, Einstein") before a child sees it.
      feedback: expect.stringContaining('Einstein“ klingt, als ob du dich lustig machst.'),
    });
    expect(check('Gut gemacht, du Blitzmerker, das war falsch', wrong).isImproved).toBe(false);
    expect(check('Du bist schlau wie Einstein, nur hier ist ein kleiner Fehler, ich zeig ihn dir', wrong).isImproved).toBe(true);
  });
});

describe('taking turns, declining help, gladness denied, the fault after the harm and a dare', () => {
  it('hears "lass die anderen auch mal dran" and "lass mich auch mal reden" as asking to take turns', () => {
    expect(check('du weißt echt viel, lass die andern aber auch mal dran', 'Streber! Immer musst du dich melden.').isImproved).toBe(true);
    expect(
      check('erzähl auch mal was über dich, aber lass mich auch mal reden', 'Du bist so ein Angeber, das nervt total!').isImproved,
    ).toBe(true);
    // An insult stays an insult however fair the turn.
    expect(check('lass mich auch mal dran, du Depp', 'Runter von der Schaukel, jetzt bin ich dran!').isImproved).toBe(false);
  });

  it('takes "das mach ich lieber selber" as an answer to being told what to do', () => {
    const original = 'Wer hat dich denn gefragt?';
    const topic = ['fragen', 'gefragt', 'Meinung', 'sagen', 'einmischen', 'mitreden', 'reden', 'Gespräch', 'selbst', 'selber'];
    expect(checkRewrite(lex, { original, rewrite: 'ok danke aber ich mach des lieber selber' }, topic).isImproved).toBe(true);
    expect(checkRewrite(lex, { original, rewrite: 'ok danke ich hab heute pizza gegessen' }, topic).isImproved).toBe(false);
  });

  it('hears gladness denied with force as unkind, and honest gladness as kind', () => {
    const original = 'Dein Geschenk ist doch total langweilig.';
    const r = check('danke für das geschenk aber ich freu mich kein bisschen', original);
    expect(r).toEqual({ isImproved: false, feedback: expect.stringContaining('„freu mich kein bisschen“ tut dem anderen weh') });
    expect(check('Ich bin gar nicht froh darüber, echt nicht', original).isImproved).toBe(false);
    expect(check('danke für das geschenk, ich freu mich voll', original).isImproved).toBe(true);
    expect(
      check('Ich bin nicht sauer auf dich, ich will heute nur neben Mia sitzen.', 'Ich will nicht neben dir sitzen, du stinkst!')
        .isImproved,
    ).toBe(true);
  });

  it('hears what the other should have done as the fault ("wenn du besser aufgepasst hättest"), not a polite "wenn du Lust hättest"', () => {
    const original = 'Du hast meine Burg kaputt gemacht, du Blödmann!';
    const r = check('Schade um die burg. Aber wenn du besser aufgepasst hättest wär das nicht passiert. Hilfst du mir?', original);
    expect(r).toEqual({ isImproved: false, feedback: expect.stringContaining('„wenn du besser aufgepasst hättest“ gibst du dem anderen') });
    expect(check('Hättest du besser aufgepasst, wär sie noch ganz.', original).isImproved).toBe(false);
    expect(check('Wenn du Lust hättest, könnten wir nachher zusammen spielen.', 'Hau ab, mit dir spielt keiner!').isImproved).toBe(true);
    // "warst du" asks what happened.
    expect(check('deine haare sind anders als sonst, warst du beim friseur?', 'Du hast ja komische Haare!').isImproved).toBe(true);
  });

  it('hears "wenn du nicht mehr so nervst" and "das ist echt peinlich" as put-downs, not "das ist mir echt peinlich"', () => {
    expect(check('Du hast bestimmt bald Freunde, wenn du nicht mehr so nervst.', 'Du hast doch eh keine Freunde.').isImproved).toBe(false);
    expect(check('Bitte üb mal fangen, das ist echt peinlich.', 'Du kannst ja nicht mal einen Ball fangen!').isImproved).toBe(false);
    expect(
      check('Das ist mir echt peinlich, sorry. Ich helfe dir beim Aufräumen.', 'Du Idiot, du hast meinen Turm umgeworfen!').isImproved,
    ).toBe(true);
  });

  it('hears a question that ends in "oder was" as a dare', () => {
    const r = check('Super Pass echt, direkt zum Gegner, bist du Profi oder was', 'Du kannst ja nicht mal einen Pass spielen, du Null!');
    expect(r).toEqual({ isImproved: false, feedback: expect.stringMatching(/^„oder was“ klingt frech/) });
    expect(check('Magst du Saft oder was anderes? Ich teile mit dir.', 'Das ist meins, Finger weg!').isImproved).toBe(true);
  });
});

describe('a name called out alone, a brusque "Finger weg", a post and trouble for both', () => {
  const kinds = (text: string) => findHostility(lex, tokenize(text), { onlyAimedAtYou: false, strictAbsolutes: false }).map((h) => h.kind);

  it('hears the sentence’s name called out between commas as kept ("Beeil dich bitte, Schlafmütze 😴")', () => {
    expect(check('Beeil dich bitte, Schlafmütze 😴 sonst ist der bus weg', 'Beeil dich endlich, du Schlafmütze!').feedback).toBe(
      keptNameMessage,
    );
    expect(check('Geh bitte zur Seite, Schnecke', 'Geh mir aus dem Weg, du Schnecke!').feedback).toBe(keptNameMessage);
    expect(check('Kannst du bitte zur Seite gehen? Ich hab es eilig.', 'Geh mir aus dem Weg, du Schnecke!').isImproved).toBe(true);
  });

  it('hears "Finger weg" as brusque even with "bitte"', () => {
    expect(check('Finger weg!!! bitte', 'Das ist meins, Finger weg!').feedback).toMatch(/^„Finger weg“ klingt grob/);
  });

  it('reads "der ist vom Pfosten rein geprallt" as the ball, and "weil die zu faul sind" still as a verdict', () => {
    expect(kinds('Der eine Ball war echt unhaltbar, der ist vom Pfosten rein geprallt.')).toEqual([]);
    expect(kinds('die anderen sind einfach zu faul')).toContain('judgement');
  });

  it('hears "sonst kriegen wir beide Ärger" as a reason, "sonst kriegst du Ärger" as a threat', () => {
    const copy = 'Hör auf, bei mir abzuschreiben, du Nachmacher!';
    expect(
      check('Bitte nicht abschreiben, sonst kriegen wir beide ärger. In der pause erklär ich dir die aufgabe 3', copy).isImproved,
    ).toBe(true);
    expect(kinds('Bitte nicht abschreiben, sonst kriegst du Ärger')).toContain('threat');
  });
});

describe('asked to join, and an offer denied', () => {
  it('hears "du kannst nach der pause mit machen" as an invitation, and "du kannst nicht mitspielen" as none', () => {
    const original = 'Hau ab, mit dir spielt keiner!';
    expect(check('wir sind schon vier beim fangen spielen aber du kannst nach der pause mit machen', original).isImproved).toBe(true);
    expect(check('Wir sind gerade voll, aber du kannst morgen mitspielen.', original).isImproved).toBe(true);
    expect(check('du kannst nicht mitspielen', original).isImproved).toBe(false);
    expect(check('du kannst mit deinem Baby-Spielzeug allein spielen', original).isImproved).toBe(false);
    expect(check('Lass uns nicht mehr streiten. Willst du mitspielen?', original).isImproved).toBe(true);
  });
});

describe('help refused', () => {
  it('hears "Ich erklär dir Mathe sicher nicht, das bringt bei dir eh nix" as no offer and a put-down; the offer itself stays one', () => {
    const original = 'Du bist zu blöd für Mathe, das lernst du nie.';
    const r = check('Ich erklär dir Mathe sicher nicht, das bringt bei dir eh nix.', original);
    expect(r).toEqual({
      isImproved: false,
      feedback: '„bringt bei dir eh nix“ tut dem anderen weh. Sag lieber, was du dir wünschst, oder mach einen freundlichen Vorschlag.',
    });
    expect(check('Ich erklär dir Mathe sicher nicht.', original).isImproved).toBe(false);
    expect(check('Ich erklär dir Mathe, das bringt bestimmt was!', original)).toEqual({
      isImproved: true,
      feedback: 'Super, das klingt freundlich und respektvoll! Du machst einen Vorschlag.',
    });
  });
});

describe('a word said of what one does, and a silence with a smile', () => {
  it('hears "Verlieren ist doof" as about losing, not a name for the other', () => {
    const original = 'Du bist so eine Heulsuse, nur weil du verloren hast.';
    expect(check('Verlieren ist doof ich weiß. Willst du noch ne Runde? Vielleicht gewinnst du dann', original).isImproved).toBe(true);
    expect(check('Mit dir spielen ist doof', original).isImproved).toBe(false);
    expect(check('Jonas ist doof. Willst du noch ne Runde?', original).isImproved).toBe(false);
  });

  it('hears "ich sag einfach nix und lächel" as kind silence; "ich sag dir einfach nix mehr" shuts the other out', () => {
    const original = 'Deine Schuhe sind total peinlich.';
    expect(check('ich sag einfach nix und lächel 🙂', original).isImproved).toBe(true);
    expect(check('ich sag dir einfach nix mehr', original).isImproved).toBe(false);
  });
});

describe('from set 61: a self put-down with "zu", what the other should have done, a will with an order', () => {
  it('hears "weil ich halt einfach zu blöd zum Schreiben bin" as a put-down of oneself ("zu" is "too" here)', () => {
    const r = check(
      'Ich hab das Diktat verhauen, weil ich halt einfach zu blöd zum Schreiben bin.',
      'Ich bin so ein Loser, ich hab das Diktat verhauen.',
    );
    expect(r.feedback).toBe('„blöd“ sagst du über dich selbst. Sei lieb zu dir! Sag lieber etwas Freundliches zu dem anderen Kind.');
  });

  it('hears "du hättest halt den Käfig zumachen müssen" as blame; "du hättest das nicht allein machen müssen" comforts', () => {
    const original = 'Du bist schuld, dass der Hamster weggelaufen ist!';
    expect(check('Ich bin nicht sauer, aber du hättest halt den Käfig zumachen müssen. Suchen wir ihn?', original).feedback).toBe(
      'Mit „du hättest halt den Käfig zumachen müssen“ gibst du dem anderen noch die Schuld. Sag lieber, was du dir wünschst.',
    );
    expect(check('Du hättest das nicht allein machen müssen, ich helf dir suchen!', original).isImproved).toBe(true);
  });

  it('hears "Sei leise ich will schlafen!!!" as an order; "Sei bitte leise" asks', () => {
    const original = 'Mach nicht so einen Krach, ich will schlafen!';
    expect(check('Sei leise ich will schlafen!!!', original).feedback).toMatch(/^„Sei leise“ klingt noch streng/);
    expect(check('Sei bitte leise, ich will schlafen.', original).isImproved).toBe(true);
  });
});

describe('from set 62: a shaming word for what is the other\'s, the fault after "aber", falling asleep', () => {
  it('hears "bitte nimm deine dreckigen Finger da weg" as a verdict, however politely asked; "deine runde Brille" shames nothing', () => {
    expect(check('bitte nimm deine dreckigen Finger da weg', 'Nimm deine dreckigen Finger von meinem Buch!').feedback).toBe(
      'Mit „deine dreckigen Finger“ sagst du, wie der andere ist. Sag lieber, was du dir von ihm wünschst.',
    );
    expect(check('Deine runde Brille steht dir gut!', 'Deine Brille ist komisch.').isImproved).toBe(true);
  });

  it('hears "aber wärst du vorsichtiger gewesen …" as blame, and "aber wärst du so lieb und hilfst mir?" as a request', () => {
    const original = 'Du bist schuld, dass jetzt alles kaputt ist!';
    expect(
      check('ist nicht schlimm wir kleben es wieder. aber wärst du vorsichtiger gewesen wär das nich passiert', original).isImproved,
    ).toBe(false);
    expect(check('ist nicht schlimm, aber wärst du so lieb und hilfst mir kleben?', original).isImproved).toBe(true);
  });

  it('hears sleep said of a talk as mocking it; a sentence about sleep itself may be answered with it', () => {
    expect(
      check(
        'Danke für deinen Vortrag, der war so spannend dass ich endlich mal gut geschlafen hab 😴',
        'Dein Vortrag war so langweilig, ich bin fast eingeschlafen.',
      ).feedback,
    ).toBe('„geschlafen“ klingt, als ob du dich lustig machst. Sag lieber ehrlich und nett, was du meinst.');
    expect(
      check(
        'Guten Morgen! Du siehst ein bisschen müde aus, hast du schlecht geschlafen?',
        'Du siehst heute aus, als hättest du im Müll geschlafen.',
      ).isImproved,
    ).toBe(true);
    expect(check('Kannst du bitte leiser sein? Ich möchte schlafen.', 'Mach nicht so einen Krach, ich will schlafen!').isImproved).toBe(
      true,
    );
    expect(check('Kannst du bitte leiser sein? Ich möchte schlafen.', 'Halt endlich die Klappe, du nervst!').isImproved).toBe(true);
    // the other's night
    const lost = 'Du Trottel, wegen dir haben wir verloren!';
    expect(check('Schade, dass wir verloren haben. Ist nicht schlimm, wenn du heute mal schlecht geschlafen hast.', lost).isImproved).toBe(
      true,
    );
  });
});

describe('"kein Baby mehr" said to the other', () => {
  it('hears "hör bitte auf zu heulen, du bist doch kein baby mehr" as shaming; "Du bist kein Baby, du bist mutig!" comforts', () => {
    const original = 'Hör auf zu heulen, das war doch gar nichts!';
    expect(check('hör bitte auf zu heulen, du bist doch kein baby mehr', original).isImproved).toBe(false);
    expect(check('du bist doch kein Baby mehr', original).feedback).toMatch(/^„bist doch kein Baby mehr“ tut dem anderen weh/);
    expect(check('Du bist kein Baby, du bist mutig!', 'Du bist so ein Baby!').isImproved).toBe(true);
  });
});

describe('"garnix" written as one word', () => {
  it('hears "du kannst garnix" as contempt, like "du kannst gar nichts"', () => {
    expect(check('du kannst garnix', 'Du bist so blöd, du kannst gar nichts!').feedback).toMatch(/^„du kannst garnix“ tut dem anderen weh/);
  });
});

describe('comfort, verdicts with the verb last, and praise on its own', () => {
  it('hears "dafür kannst du nichts" as comfort, and "…, dass du so schlecht schießt" as a verdict', () => {
    const late = 'Du kommst schon wieder zu spät!';
    const bus = 'Ich weiß, dass der Bus manchmal Verspätung hat, dafür kannst du nichts. Kannst du mir bitte eine Nachricht schicken?';
    expect(check(bus, late).isImproved).toBe(true);
    const lost = 'Du Trottel, wegen dir haben wir verloren!';
    const shot = check('Ist nicht so schlimm, du kannst ja nichts dafür, dass du so schlecht schießt.', lost);
    expect(shot.isImproved).toBe(false);
    expect(shot.feedback).toContain('„du so schlecht schießt“');
  });

  it('hears "schmeckt nur nach Pappe" as a put-down, "schmeckt nach Zimt" as a taste', () => {
    const cake = 'Dein Kuchen schmeckt ja ekelhaft!';
    expect(check('Dein Kuchen schmeckt nicht ekelhaft, er schmeckt nur nach Pappe.', cake).isImproved).toBe(false);
    expect(check('Der Kuchen schmeckt nach Zimt, das mag ich nicht so, aber danke fürs Backen!', cake).isImproved).toBe(true);
  });

  it('hears "zu nix zu gebrauchen" as a put-down, said of oneself or of the other', () => {
    const useless = 'Du bist echt zu nichts zu gebrauchen!';
    expect(check('ich bin ja selber zu nix zu gebrauchen also sag ich lieber gar nix', useless).isImproved).toBe(false);
    expect(check('Bitte hilf mir, auch wenn du zu nix zu gebrauchen bist.', useless).isImproved).toBe(false);
    expect(check('Ich finde, du kannst ganz viel. Soll ich dir zeigen, wie das geht?', useless).isImproved).toBe(true);
  });

  it('hears "Letzter sein ist blöd" as said of being last, and "Respekt!" after a sentence to the other as praise', () => {
    const last = 'Du bist so ein Loser, du bist beim Sportfest Letzter geworden!';
    expect(check('Letzter sein ist blöd, aber du bist bis ins Ziel gerannt. Respekt!', last).isImproved).toBe(true);
    expect(check('Du bist bis ins Ziel gerannt, obwohl du Seitenstechen hattest. Respekt!', last).isImproved).toBe(true);
    expect(check('Du sein ist blöd, aber du bist bis ins Ziel gerannt.', last).isImproved).toBe(false);
    expect(check('Respekt!', last).isImproved).toBe(false);
  });

  it('hears "das ist total blöd" first in its clause as said of what happened, not "das ist blöd von dir"', () => {
    const castle = 'Du hast meine Burg kaputt gemacht, du Blödmann!';
    expect(check('meine burg ist kaputt, das ist total blöd. hilfst du mir sie wieder aufzubauen?', castle).isImproved).toBe(true);
    expect(check('meine burg ist kaputt, das ist total blöd von dir.', castle).isImproved).toBe(false);
  });

  it('hears "haha ich hab das auch erst falsch gemacht" as laughing at oneself; a laugh at the other or alone stays mocking', () => {
    const wrong = 'Du Dummi, das ist doch ganz falsch!';
    expect(check('haha ich hab das auch erst falsch gemacht 😅 ich glaub da muss ne 7 hin', wrong).isImproved).toBe(true);
    expect(check('haha das ist falsch', wrong).isImproved).toBe(false);
    expect(check('haha ich lach mich tot, du kannst ja gar nix', wrong).isImproved).toBe(false);
  });
});

describe('the name as a title', () => {
  it('hears "Frau Schnecke" as the name said again', () => {
    const slow = 'Du bist so langsam beim Anziehen, du Schnecke!';
    expect(check('Lass dir ruhig Zeit, wir haben ja nur den ganzen Tag, Frau Schnecke 😊', slow).isImproved).toBe(false);
    expect(check('Lass dir ruhig Zeit, ich warte auf dich. Brauchst du Hilfe mit der Jacke?', slow).isImproved).toBe(true);
  });
});

describe('"auf deine Kappe" and room made for the other', () => {
  it('hears "ging halt schon auf deine Kappe" as the fault given, "auf meine Kappe" as owning it', () => {
    const lost = 'Du bist schuld, dass wir verloren haben!';
    expect(check('is nicht schlimm dass wir verloren haben aber das 2:3 ging halt schon auf deine kappe', lost).isImproved).toBe(false);
    const mine = 'Ist nicht schlimm, das geht auf meine Kappe, ich hab ja auch verschossen. Nächstes Mal gewinnen wir zusammen!';
    expect(check(mine, lost).isImproved).toBe(true);
  });
  it('hears "Setz dich ruhig, … ist genug Platz für uns beide" as an offer', () => {
    const bench = 'Hau ab, das ist meine Bank!';
    const room = 'Setz dich ruhig, wenn ich ein bisschen rüberrutsche ist genug Platz für uns beide';
    expect(checkRewrite(lex, { original: bench, rewrite: room }, ['Bank', 'sitzen', 'Platz', 'rutschen']).isImproved).toBe(true);
  });
});

describe('the fault given as advice for next time', () => {
  const lost = 'Du Trottel, wegen dir haben wir verloren!';
  it('hears "nächstes mal schießt du halt nicht daneben" and "Nächstes Mal einfach besser aufpassen, dann passiert dir das nicht" as the fault', () => {
    const miss = check('Schade das wir verloren haben. Aber nächstes mal schießt du halt nicht daneben, dann klappts', lost);
    expect(miss.isImproved).toBe(false);
    expect(miss.feedback).toContain('„nächstes mal schießt du halt nicht daneben“');
    expect(
      check('Schade, dass wir verloren haben. Nächstes Mal einfach besser aufpassen, dann passiert dir das nicht nochmal 😊', lost)
        .isImproved,
    ).toBe(false);
    expect(check('Ist schon ok. Nächstes mal stellen wir dich einfach nicht mehr ins Tor, dann gewinnen wir auch', lost).isImproved).toBe(
      false,
    );
  });
  it('hears "Nächstes Mal schaffst du das bestimmt" and "Nächstes Mal helfe ich dir einfach" as kind', () => {
    expect(check('Schade, dass wir verloren haben. Nächstes Mal schaffst du das bestimmt!', lost).isImproved).toBe(true);
    expect(check('Nicht schlimm. Nächstes Mal helfe ich dir einfach beim Schießen.', lost).isImproved).toBe(true);
    expect(check('Nicht schlimm. Nächstes Mal üben wir einfach zusammen, dann klappt es.', lost).isImproved).toBe(true);
  });

  it('hears "nächstes mal machst du einfach deinen teil rechtzeitig" as the fault given as advice; the child\'s own help stays kind', () => {
    const project = 'Du hast es echt verbockt, wegen dir ist das Projekt ruiniert!';
    const late =
      'Das Plakat ist nicht so geworden wie wir wollten, lass uns schauen was wir retten können. Und nächstes mal machst du einfach deinen teil rechtzeitig, dann klappt das auch';
    expect(check(late, project).feedback).toContain('„nächstes mal machst du einfach deinen teil rechtzeitig“');
    const shown = 'Lass uns retten, was geht. Nächstes Mal zeig ich dir einfach, wie es richtig geht, dann klappt das.';
    expect(check(shown, project).isImproved).toBe(true);
    const others =
      'Ist nicht so schlimm, aber nächstes Mal lässt du besser die anderen die wichtigen Sachen machen, dann geht nichts kaputt.';
    expect(check(others, project).feedback).toContain('„nächstes Mal lässt du besser die anderen die wichtigen Sachen machen“');
    expect(check('Ist nicht so schlimm. Nächstes Mal wirst du besser, wir üben zusammen.', project).isImproved).toBe(true);
  });
});

describe("the other's deed named as the cause", () => {
  it('hears "weil du die Käfigtür offen gelassen hast" to "Du bist schuld, …" as the fault kept; thanks and I-messages stay kind', () => {
    const hamster = 'Du bist schuld, dass der Hamster weggelaufen ist!';
    const door = 'Der Hamster is weg weil du die Käfigtür offen gelassen hast, aber egal, komm wir suchen ihn zusammen';
    expect(check(door, hamster).feedback).toContain('„weil du die Käfigtür offen gelassen hast“');
    const goals = 'Nicht schlimm, aber nächstes mal halt bitte den Ball, weil du hast ja die drei Tore reingelassen';
    expect(check(goals, 'Du Trottel, wegen dir haben wir verloren!').isImproved).toBe(false);
    expect(check('Komm, wir suchen ihn zusammen. Ich bin froh, weil du mir immer geholfen hast.', hamster).isImproved).toBe(true);
    const torn = 'Ich bin traurig, weil du mein Bild zerrissen hast. Kannst du mir helfen, es zu kleben?';
    expect(check(torn, 'Du hast mein Bild zerrissen!').isImproved).toBe(true);
  });

  it('knows a deed without "ge-" ("verschossen") as a deed, and "bist du raus" as a threat; a kind reason stays kind', () => {
    const lost = 'Du bist schuld, dass wir verloren haben!';
    expect(check('ist nicht schlimm das wir verloren haben, aber nur weil du den elfmeter verschossen hast', lost).feedback).toContain(
      '„weil du den elfmeter verschossen hast“',
    );
    expect(check('Ist nicht schlimm, wir haben alle Fehler gemacht. Nächstes Mal gewinnen wir zusammen.', lost).isImproved).toBe(true);
    const group = 'Wenn du nicht mitmachst, bist du raus aus der Gruppe!';
    expect(check('wenn du nicht mitmachst bist du raus, bitte', group).isImproved).toBe(false);
    expect(check('Magst du mitmachen? Wir brauchen dich in der Gruppe.', group).isImproved).toBe(true);
  });
});

describe('the fault put on someone not in the talk', () => {
  it('hears the fault put on a third child as blame kept, and "der hält wenigstens was" against the other', () => {
    const lost = 'Du bist schuld, dass wir verloren haben!';
    const jonas = 'Ist ok, man kann nicht immer gewinnen. Aber nächstes mal lassen wir lieber den Jonas ins Tor, der hält wenigstens was.';
    const r = check(jonas, lost);
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toBe('Mit „der hält wenigstens was“ gibst du jemand anderem die Schuld. Sag lieber, was du dir wünschst.');
    expect(check('Lass uns das Plakat retten. Aber der Tim ist schuld, der hat es so schlecht geklebt', lost).isImproved).toBe(false);
    expect(check('Ist nicht so schlimm, keiner ist schuld. Nächstes Mal gewinnen wir vielleicht zusammen.', lost).isImproved).toBe(true);
  });

  it('hears "weil Mama dich lieber hat" as blame kept', () => {
    const room = 'Raus aus meinem Zimmer, aber sofort!';
    const loved = 'Kannst du bitte später wiederkommen? Ich will grad allein sein. Du darfst ja eh immer alles weil Mama dich lieber hat';
    expect(check(loved, room).feedback).toBe(
      'Mit „dich lieber hat“ gibst du dem anderen noch die Schuld. Sag lieber, was du dir wünschst.',
    );
    expect(check('Kannst du bitte später wiederkommen? Ich will grad allein sein. Ich hab dich trotzdem lieb.', room).isImproved).toBe(
      true,
    );
  });

  it('hears a dog\'s "lustige knautschige Schnauze" as its snout, "Halt deine Schnauze" as rude; "Du bist echt der schlechteste" hurts, "nicht der schlechteste" comforts', () => {
    const dog = 'Dein Hund ist hässlich!';
    expect(check('Oh ist das ein Mops? Der hat ja ne total lustige knautschige Schnauze, darf ich ihn streicheln', dog).isImproved).toBe(
      true,
    );
    expect(check('Halt endlich deine Schnauze', 'Du nervst!').isImproved).toBe(false);
    const player = 'Du Anfänger, du kannst ja gar nicht spielen!';
    expect(check('Du bist echt der schlechteste spieler den es gibt, lern erstmal spielen', player).feedback).toMatch(
      /^„Du bist echt der schlechteste“ tut dem anderen weh/,
    );
    expect(check('Du bist nicht der schlechteste, du übst ja noch. Soll ich dir helfen?', player).isImproved).toBe(true);
  });

  it('hears the picture the sentence compared the other with, named again, as mocking ("vögel" for "wie ein Vogelnest"); denied it is kind', () => {
    const nest = 'Deine Frisur sieht aus wie ein Vogelnest!';
    expect(check('wow tolle frisur, wohnen da schon vögel drin? 🐦', nest).feedback).toBe(
      '„vögel“ klingt, als ob du dich lustig machst. Sag lieber ehrlich und nett, was du meinst.',
    );
    expect(check('Deine Frisur ist mal was anderes. Warst du beim Friseur?', nest).isImproved).toBe(true);
    expect(check('Du malst gar nicht wie ein Baby, das sieht schon richtig gut aus!', 'Du malst ja wie ein Baby!').isImproved).toBe(true);
    // "das kann ja ein Baby besser": the one who would do it better is a picture too.
    const painting = 'Dein Bild ist voll hässlich, das kann ja ein Baby besser!';
    expect(check('oh wie schön, das hat bestimmt ein baby gemalt 🙂', painting).isImproved).toBe(false);
    expect(check('ein baby kann das nicht besser, dein bild ist schön', painting).isImproved).toBe(true);
  });

  it('hears "schmeckt fast so gut wie Sand" as contempt', () => {
    const cake = 'Dein Kuchen schmeckt ja ekelhaft!';
    expect(check('Mmmh lecker, schmeckt fast so gut wie Sand 😋', cake).isImproved).toBe(false);
    expect(check('Mmmh lecker, der schmeckt fast so gut wie bei Oma 😋', cake).isImproved).toBe(true);
  });

  it('hears a kind word about the thing the sentence put down as a compliment, with no "du"; a mash or a name is none', () => {
    const shoes = 'Deine Schuhe sind total peinlich.';
    expect(check('coole schuhe, die sind mal was anderes', shoes).isImproved).toBe(true);
    expect(check('Die farbe von deinen schuhen ist nicht so meins aber die sehen voll bequem aus', shoes).isImproved).toBe(true);
    expect(check('deine haare sin voll besonders', 'Du hast ja komische Haare!').isImproved).toBe(true);
    expect(check('jdjdjdjsjs haare nett', 'Du hast ja komische Haare!').isImproved).toBe(false);
    const parrot = 'Hör auf, mich nachzumachen, du Papagei!';
    expect(check('Papageien sind voll schöne Vögel. Sie können sprechen und werden ganz alt.', parrot).isImproved).toBe(false);
  });

  it('hears "wenn du nich wieder so lahm …" and "wenn man so grob ist wie du" as blame and contempt', () => {
    const lost = 'Du Trottel, wegen dir haben wir verloren!';
    const again = 'schade dass wir verloren haben. nächstes mal gewinnen wir bestimmt wenn du nich wieder so lahm im tor stehst 🙂';
    expect(check(again, lost).feedback).toMatch(/^Mit „wenn du nich wieder so“ gibst du dem anderen noch die Schuld/);
    expect(check('Schade, nächstes Mal gewinnen wir, wenn wir wieder so gut zusammen spielen.', lost).isImproved).toBe(true);
    const pen = 'Du hast meinen Stift kaputt gemacht, du Trampel!';
    const rough = 'Mein stift ist kaputt. Das passiert halt wenn man so grob ist wie du. Kannst du mir einen leihen?';
    expect(check(rough, pen).feedback).toMatch(/^„so grob ist wie du“ tut dem anderen weh/);
    expect(check('Mein Stift ist kaputt. Das kann passieren. Kannst du mir einen leihen?', pen).isImproved).toBe(true);
  });

  it('hears "sei bitte einfach still" as the same brush-off, not a polite request to be quiet', () => {
    const voice = 'Deine Stimme nervt, sei einfach still!';
    expect(check('sei bitte einfach still, danke 😊', voice).feedback).toMatch(/^„sei bitte einfach still“ klingt noch streng/);
    expect(check('Jetzt sei endlich still, ich will schlafen', 'Mach nicht so einen Krach, ich will schlafen!').isImproved).toBe(false);
    expect(check('kannst du bitte kurz still sein? ich muss mich konzentrieren', voice).isImproved).toBe(true);
    expect(check('sei bitte ein bisschen leiser, ich kann mich sonst nicht konzentrieren', voice).isImproved).toBe(true);
  });

  it('takes "ich fand es doof, dass du …" as a feeling about what happened, not "ich finde es doof von dir"', () => {
    const tattle = 'Du Petze, immer musst du alles verraten!';
    expect(check('ich fand es doof dass du das der lehrerin gesagt hast, das wollte ich selber erzählen', tattle).isImproved).toBe(true);
    expect(check('ich finds echt blöd wenn du alles weitersagst. bitte frag mich vorher', tattle).isImproved).toBe(true);
    expect(check('fand ich es doof, dass du alles verraten hast. frag mich bitte vorher', tattle).isImproved).toBe(true);
    expect(check('finds ich doof dass du alles verraten hast. frag mich bitte vorher', tattle).isImproved).toBe(true);
    expect(check('ich finde es doof von dir, dass du petzt', tattle).isImproved).toBe(false);
  });

  it('takes the question kept and the child’s own feeling added as a new answer, however short', () => {
    const secret = 'Warum hast du mein Geheimnis weitererzählt, du Verräter?';
    expect(check('warum hast du mein geheimnis weitererzählt? das hat mich echt traurig gemacht', secret).isImproved).toBe(true);
    expect(check('warum hast du mein geheimnis weitererzählt?', secret).feedback).toBe(
      'Du hast den Satz fast genau abgeschrieben. Sag ihn mit eigenen, freundlichen Worten ganz neu.',
    );
  });

  it('takes a kind answer to a sentence the child says to itself, with a plan of its own, without turning to anyone', () => {
    const never = 'Ich bin so dumm, ich krieg das nie hin!';
    expect(check('Das ist grad schwer für mich. Ich mach ne kurze Pause und versuch es dann nochmal', never).isImproved).toBe(true);
    const kit = 'Ich Depp, ich hab schon wieder meine Turnsachen vergessen!';
    expect(check('Mist, Turnsachen vergessen. Passiert halt. Heute Abend leg ich sie gleich neben die Haustür.', kit).isImproved).toBe(
      true,
    );
    // Words with no plan and nothing kind are still no answer.
    expect(check('Der Bus kommt um acht.', never).isImproved).toBe(false);
  });

  it('hears "du liest voll komisch" as a verdict, "du bist nie allein" and "jeder hat seinen eigenen Style" as comfort', () => {
    const reading = 'Du kannst ja nicht mal richtig lesen.';
    expect(check('lies mal lieber nochmal, du liest voll komisch', reading).feedback).toMatch(
      /^Mit „komisch“ sagst du, wie der andere ist/,
    );
    expect(check('du liest schon voll gut, lies einfach noch mal langsam', reading).isImproved).toBe(true);
    expect(check('du bist nie allein, ich bin doch auch noch da', 'Du hast doch eh keine Freunde.').isImproved).toBe(true);
    expect(check('du bist nie pünktlich, komm bitte früher', 'Immer kommst du zu spät, du Schnecke!').isImproved).toBe(false);
    expect(
      check('deine schuhe sind anders als meine, aber jeder hat halt seinen eigenen style', 'Deine Schuhe sind total peinlich.').isImproved,
    ).toBe(true);
  });

  it('hears praise taken back by a snail or by ears held shut, and "ich kann deine Schrift nicht so gut lesen" as the child’s own', () => {
    const duck = 'Beeil dich, du lahme Ente!';
    expect(check('super schnell bist du heute, echt rekordverdächtig 🐌', duck).isImproved).toBe(false);
    expect(check('super schnell bist du heute 🤩', duck).isImproved).toBe(true);
    const door = 'Du singst ja wie eine quietschende Tür!';
    expect(check('du singst echt sooo schön, da halten sich alle die ohren zu vor begeisterung', door).isImproved).toBe(false);
    const writing = 'Deine Schrift kann ja keiner lesen!';
    expect(check('ich kann deine schrift nicht so gut lesen, kannst du mir vorlesen was da steht?', writing).isImproved).toBe(true);
    expect(check('deine schrift ist nicht so gut, schreib mal ordentlich', writing).isImproved).toBe(false);
  });

  it('hears a question left without its mark ("wie heißt er"), not "was soll das"', () => {
    const dog = 'Dein Hund ist hässlich!';
    expect(check('dein hund sieht lustig aus, wie heißt er', dog).isImproved).toBe(true);
    expect(check('dein hund sieht lustig aus, was soll das', dog).isImproved).toBe(false);
    expect(check('dein hund sieht lustig aus', dog).isImproved).toBe(false);
  });

  it('hears a question begun with the verb said to the other ("mogst mit mir im sandkastn spuin?")', () => {
    const sand = 'Geh weg, das ist mein Sandkasten!';
    expect(check('mogst mit mir im sandkastn spuin?', sand).isImproved).toBe(true);
    expect(check('mit mir im sandkastn spuin.', sand).isImproved).toBe(false);
  });

  it('hears "ich mag die Farbe von deinen Schuhen" as a compliment and "der nächste Pass klappt bestimmt" as courage', () => {
    const shoes = 'Deine Schuhe sind total peinlich.';
    expect(check('ich mag die farbe von deinen schuhen', shoes).isImproved).toBe(true);
    expect(check('ich mag die farbe von deinen schuhen nicht', shoes).isImproved).toBe(false);
    const pass = 'Du kannst ja nicht mal einen Pass spielen, du Null!';
    expect(check('egal, steht eh noch null zu null, der nächste pass klappt bestimmt', pass).isImproved).toBe(true);
    expect(check('nächste runde gewinnen wir bestimmt', 'Du bist schuld, dass wir verloren haben!').isImproved).toBe(true);
  });

  it('refuses "wir hätten gewonnen wenn du nicht so schlecht gespielt hättest", "obwohl der echt voll nervt" and "du Schussel"', () => {
    const lost = 'Du bist schuld, dass wir verloren haben!';
    expect(check('lieb gemeint: wir hätten gewonnen wenn du nicht so schlecht gespielt hättest 😊', lost).isImproved).toBe(false);
    const tell = 'Du Petze, immer musst du alles verraten!';
    expect(check('Ich wär froh gewesen wenn du erst mit mir geredet hättest bevor du es der lehrerin sagst.', tell).isImproved).toBe(true);
    const parrot = 'Hör auf, mich nachzumachen, du Papagei!';
    expect(
      check('ok ich muss das jetzt netter schreiben obwohl der echt voll nervt: bitte hör auf mich nachzumachen', parrot).isImproved,
    ).toBe(false);
    expect(check('ok ich muss das jetzt netter schreiben: bitte hör auf mich nachzumachen', parrot).isImproved).toBe(true);
    const hamster = 'Du bist schuld, dass der Hamster weggelaufen ist!';
    expect(check('komm wir suchen den hamster zusammen, auch wenn du schussel den käfig offen gelassen hast', hamster).isImproved).toBe(
      false,
    );
  });

  it('reads "wie ne Schüssel" and "Holzpfosten" as things, "echt ein Genie" after a mistake as mocking', () => {
    expect(
      check('soll ich dir zeigen wie ich fange? hände so wie ne schüssel machen', 'Du kannst ja nicht mal einen Ball fangen!').isImproved,
    ).toBe(true);
    const castle = 'Du hast meine Burg kaputt gemacht, du Blödmann!';
    expect(
      check('kein ding, die burg war eh noch nich fertig. bauen wir weiter? du machst das tor mit den holzpfosten', castle).isImproved,
    ).toBe(true);
    expect(check('bauen wir weiter, du vollpfosten', castle).isImproved).toBe(false);
    expect(check('super, du hast es ja sofort verstanden, echt ein genie', 'Du kapierst aber auch gar nichts!').isImproved).toBe(false);
  });

  it('refuses "das warst doch bestimmt du" and "hör doch endlich auf zu jammern bitte"; "ich komm schon klar" does not mock', () => {
    const hamster = 'Du bist schuld, dass der Hamster weggelaufen ist!';
    expect(check('der hamster ist weg. wer hat den käfig offen gelassen? das warst doch bestimmt du', hamster).isImproved).toBe(false);
    const moaning = 'Lass mich in Ruhe mit deinem ständigen Gejammer!';
    expect(check('jetzt hör doch endlich auf zu jammern bitte!!!', moaning).isImproved).toBe(false);
    expect(check('hör bitte kurz auf, ich brauch mal ruhe', moaning).isImproved).toBe(true);
    const asked = 'Wer hat dich denn gefragt?';
    expect(check('danke für den tipp, aber ich komm schon klar', asked).isImproved).toBe(true);
    expect(check('ja ja, schon klar', asked).isImproved).toBe(false);
  });

  it('refuses "Was guckst du so?" and "hat ja letztes Mal auch so toll geklappt 👍", not "Was guckst du dir da an?"', () => {
    const stare = 'Was glotzt du mich so blöd an?';
    expect(check('Was guckst du so?', stare).isImproved).toBe(false);
    expect(check('Was guckst du dir da an? Darf ich mitgucken?', stare).isImproved).toBe(true);
    const plan = 'Dein Plan ist der dümmste Plan aller Zeiten!';
    expect(check('Super Plan, echt genial, hat ja letztes mal auch so toll geklappt 👍', plan).isImproved).toBe(false);
  });

  it('accepts one friendly answer for every sentence of the bank: "sagen" is no "Sack"', () => {
    const topicOf = topicsFromCatalog(shippedCatalog(), lex);
    const sentences = shippedCatalog()
      .content.filter((set) => set.set === 'hostile-sentences')
      .flatMap((set) => (set.items as ReadonlyArray<{ sentence: string }>).map((item) => item.sentence));
    expect(sentences.length).toBeGreaterThan(100);
    const rewrite = 'Ich bin gerade sauer. Kannst du mir bitte sagen, was los ist? Lass uns in Ruhe reden.';
    const refused = sentences.filter((original) => !checkRewrite(lex, { original, rewrite }, topicOf(original)).isImproved);
    expect(refused).toEqual([]);
    expect(check('wohnen in deinem nassen sack vögel?', 'Du springst ja wie ein nasser Sack!').isImproved).toBe(false);
  });
});

describe('checkRewrite: a name or a nuisance inside a friendly reply', () => {
  it('refuses "du bist halt ein tollpatsch 😊" and "deine stimme nervt echt, danke"; a kind wish about the voice passes', () => {
    const castle = 'Du hast meine Burg kaputt gemacht, du Blödmann!';
    expect(check('kein problem das die burg kaputt ist, du bist halt ein tollpatsch 😊 wir bauen sie neu', castle).isImproved).toBe(false);
    expect(check('kein problem, die burg bauen wir einfach neu 😊', castle).isImproved).toBe(true);
    const voice = 'Deine Stimme nervt, sei einfach still!';
    expect(check('bitte sei still, deine stimme nervt echt, danke 😊', voice).isImproved).toBe(false);
    expect(check('deine stimme ist schön, aber kannst du bitte etwas leiser singen?', voice).isImproved).toBe(true);
  });
});

describe('checkRewrite: a tiny time praised as long', () => {
  it('refuses "der steht bestimmt noch ganze zwei sekunden"; "ganze zwei stunden gebaut" is praise', () => {
    const tower = 'Dein Turm ist doch voll schief!';
    expect(check('super turm, der steht bestimmt noch ganze zwei sekunden', tower).isImproved).toBe(false);
    expect(check('wow, du hast ganze zwei stunden an dem turm gebaut, der ist toll', tower).isImproved).toBe(true);
  });
});

describe('checkRewrite: a put-down denied, and never without the other', () => {
  it('accepts "du bist kein bisschen unsportlich, komm ins team!" and "ohne dich hätten wir das nie geschafft"; refuses "du bist doch unsportlich"', () => {
    const team = 'Du bist doch total unsportlich, was willst du im Team?';
    expect(check('du bist kein bisschen unsportlich, komm ins team!', team).isImproved).toBe(true);
    expect(check('du bist doch unsportlich, aber komm ins team', team).isImproved).toBe(false);
    const useless = 'Du bist echt zu nichts zu gebrauchen!';
    expect(check('du bist kein bisschen nutzlos, ohne dich hätten wir das nie geschafft', useless).isImproved).toBe(true);
    expect(check('du lernst das nie, ohne mich schaffst du das nicht', useless).isImproved).toBe(false);
  });
});

describe('checkRewrite: showing someone, kindly or as a threat', () => {
  it('hears "Ich geh zuerst und zeig es dir" and Saxon "ich zeich dir\'s" as offers; "ich zeig dir gleich was!" and "dir werd ich\'s zeigen" threaten', () => {
    expect(
      check('Du musst dich nicht trauen, wenn du nicht willst. Ich geh zuerst und zeig es dir.', 'Du Angsthase, du traust dich ja nie was!')
        .isImproved,
    ).toBe(true);
    const wrong = 'Du Dummi, das ist doch ganz falsch!';
    expect(check("nu gugge ma, das is nich ganz richtsch, ich zeich dir's", wrong).isImproved).toBe(true);
    expect(check('ich zeig dir gleich was!', wrong).isImproved).toBe(false);
    expect(check("dir werd ich's zeigen", wrong).isImproved).toBe(false);
  });
});

describe('checkRewrite: asking the other politely', () => {
  it('hears "Kannst du bitte nachher wieder kommen?" as an answer to "Raus aus meinem Zimmer"; a polite question about something else is none', () => {
    const topicOf = topicsFromCatalog(shippedCatalog(), lex);
    const room = 'Raus aus meinem Zimmer, aber sofort!';
    const answers = (rewrite: string) => checkRewrite(lex, { original: room, rewrite }, topicOf(room)).isImproved;
    expect(answers('Ich brauch grad mal Zeit für mich. Kannst du bitte nachher wieder kommen? Dann spielen wir was')).toBe(true);
    expect(answers('Kannst du mir bitte die Nachrichten über die Bundesliga erzählen?')).toBe(false);
  });
});

describe('checkRewrite: another place offered', () => {
  it('hears "am tisch daneben ist noch was frei" as a kind offer', () => {
    expect(check('hier ist leider schon voll aber am tisch daneben ist noch was frei', 'Geh weg, das ist unser Tisch!').isImproved).toBe(
      true,
    );
  });
});

describe('checkRewrite: a put-down said softly, and English ears', () => {
  it('refuses "du bist halt nicht so sportlich"', () => {
    expect(
      check(
        'du bist halt nicht so sportlich, vielleicht passt schach besser zu dir',
        'Du bist doch total unsportlich, was willst du im Team?',
      ).isImproved,
    ).toBe(false);
  });
});

describe('checkRewrite: a thing knocked down in return', () => {
  it('refuses "… aber nächstes mal hau ich deinen auch um"; "wir bauen zusammen einen neuen" is kind', () => {
    const tower = 'Du machst immer meinen Turm kaputt!';
    expect(check('ich bin sauer wenn mein turm kaputt ist. aber nächstes mal hau ich deinen auch um', tower).feedback).toContain('Drohung');
    expect(check('komm, wir bauen zusammen einen neuen turm', tower).isImproved).toBe(true);
  });
});

describe('checkRewrite: the put-down taken up and denied', () => {
  it('hears "du springst kein bisschen wie ein nasser Sack" and "ich will nicht nie wieder mit dir spielen" as comfort', () => {
    expect(
      check('du springst kein bisschen wie ein nasser sack, sondern richtig hoch!', 'Du springst ja wie ein nasser Sack!').isImproved,
    ).toBe(true);
    expect(check('du singst gar nicht wie eine quietschende tür', 'Du singst ja wie eine quietschende Tür!').isImproved).toBe(true);
    expect(
      check('Ich will nicht nie wieder mit dir spielen, aber bitte schummel nicht mehr', 'Mit dir spiele ich nie wieder, du Schummler!')
        .isImproved,
    ).toBe(true);
    expect(
      check('Ich glaub nicht, dass du das nie lernst. Wollen wir zusammen üben?', 'Du bist zu blöd für Mathe, das lernst du nie.')
        .isImproved,
    ).toBe(true);
  });

  it('still refuses a denial that measures the put-down, takes itself back or denies something else', () => {
    const dog = 'Dein Hund ist hässlich!';
    expect(check('dein hund ist nicht so hässlich wie du', dog).isImproved).toBe(false);
    expect(
      check('dein plan ist nicht der dümmste aller zeiten, aber fast', 'Dein Plan ist der dümmste Plan aller Zeiten!').isImproved,
    ).toBe(false);
    expect(check('bitte sei nicht traurig du dummi aber das ist falsch', 'Du Dummi, das ist doch ganz falsch!').isImproved).toBe(false);
    expect(check('du bist kein bisschen zu gebrauchen', 'Du bist echt zu nichts zu gebrauchen!').isImproved).toBe(false);
    // The sentence's own "nicht mal richtig lesen", said again inside a comfort.
    expect(check('ist nicht schlimm das du nicht mal richtig lesen kannst 😊', 'Du kannst ja nicht mal richtig lesen.').isImproved).toBe(
      false,
    );
  });
});

describe('checkRewrite: a grand address and a piggy bank', () => {
  it('refuses "Danke, oh großer Professor, …"; a plain thanks is polite', () => {
    const smart = 'Hör auf, so schlau zu tun, du Schlaumeier!';
    expect(check('Danke, oh großer Professor, dass du uns alles erklärst', smart).isImproved).toBe(false);
    expect(check('Danke, dass du uns das erklärst, aber lass die anderen auch mal was sagen', smart).isImproved).toBe(true);
  });

  it('reads "Sparschwein" as a piggy bank', () => {
    expect(check('willst du mal mein sparschwein sehen? das ist voll cool', 'Du kannst ja gar nichts!').isImproved).toBe(true);
  });
});

describe('checkRewrite: praise that mocks, words about everyone, words apologised for', () => {
  const inBank = (original: string, rewrite: string) =>
    checkRewrite(lex, { original, rewrite }, topicsFromCatalog(shippedCatalog(), lex)(original)).isImproved;

  it('refuses a drawn-out "sooo" before the very word the sentence denied; "ich freu mich sooo" is glad', () => {
    const late = 'Kannst du nicht einmal pünktlich sein? Immer müssen wir warten!';
    expect(check('danke das du sooo pünktlich bist, wir warten echt gern auf dich', late).isImproved).toBe(false);
    expect(check('ich freu mich sooo, wenn du pünktlich bist', late).isImproved).toBe(true);
  });

  it('refuses a sleeping face after a talk called boring; a tired child may use it elsewhere', () => {
    const talk = 'Dein Vortrag war so langweilig, ich bin fast eingeschlafen.';
    expect(check('danke für den mega spannenden vortrag, war voll erholsam 😴', talk).isImproved).toBe(false);
    expect(check('kannst du bitte leiser sein, ich bin so müde 😴', 'Sei leise, ich will schlafen!').isImproved).toBe(true);
  });

  it('refuses "nix für Dumme" and "weil du halt nervst"; "gar nicht dumm" denies it', () => {
    const maths = 'Du bist zu blöd für Mathe, das lernst du nie.';
    expect(check('bitte sei nicht traurig, aber mathe ist halt nix für dumme ❤️', maths).isImproved).toBe(false);
    expect(check('ich finde dich gar nicht dumm, wir üben zusammen', maths).isImproved).toBe(true);
    expect(
      check('es tut mir leid, aber du kommst nicht mit ins kino weil du halt nervst', 'Du kommst nicht mit ins Kino, du nervst eh nur.')
        .isImproved,
    ).toBe(false);
  });

  it('refuses "geh bitte weg": no "bitte" makes sending away kind', () => {
    expect(check('geh bitte weg, das ist MEINE bank', 'Hau ab, das ist meine Bank!').isImproved).toBe(false);
    expect(check('kann ich bitte auch auf der bank sitzen? da ist platz für zwei', 'Hau ab, das ist meine Bank!').isImproved).toBe(true);
  });

  it('accepts a word said of everyone at their start ("jeder war mal noob"); "alle hier sind noobs" is a put-down', () => {
    const beginner = 'Du Anfänger, du kannst ja gar nicht spielen!';
    expect(check('alle waren mal noobs, ich zeig dir wie man das level schafft gg', beginner).isImproved).toBe(true);
    expect(check('jeder war mal noob, ich zeig dir meine tricks dann bist du bald pro 😎', beginner).isImproved).toBe(true);
    expect(check('alle hier sind noobs, ich zeig dir wie man das level schafft', beginner).isImproved).toBe(false);
  });

  it('accepts the name quoted in an apology ("sorry, dass ich „Affe“ gesagt hab"); called out, it is a name', () => {
    const monkey = 'Lach nicht so blöd, du Affe!';
    expect(check('sorry das ich „affe“ gesagt hab. warum lachst du denn? erzähl mal', monkey).isImproved).toBe(true);
    expect(check('warum lachst du denn, affe?', monkey).isImproved).toBe(false);
  });

  it('hears "kein ding" as comfort; "kein bock" is none', () => {
    const juice = 'Du Tollpatsch, jetzt ist mein Saft umgekippt!';
    expect(check('kein ding, ich hol schnell nen lappen und wir wischen das weg', juice).isImproved).toBe(true);
    expect(check('kein bock, wisch das selber weg', juice).isImproved).toBe(false);
  });

  it('knows "fängst" as "fangen" and "ohne Cheats" as the cheating game; "du hast gecheatet" blames', () => {
    expect(inBank('Du kannst ja nicht mal einen Ball fangen!', 'fast! beim nächsten mal fängst du ihn bestimmt')).toBe(true);
    const cheat = 'Mit dir spiele ich nie wieder, du Schummler!';
    expect(inBank(cheat, 'lass uns nochmal neu starten und ohne cheats zocken, dann machts mehr spaß')).toBe(true);
    expect(inBank(cheat, 'bro du hast gecheatet, report und bye 👋')).toBe(false);
  });
});

describe('checkRewrite: a word only named or denied', () => {
  it('accepts "ich sag nicht „Trottel“, ich sag: …" and "du bist gar keine Heulsuse"; the name called out stays refused', () => {
    const door = 'Mach die Tür zu, du Trottel, es zieht!';
    expect(check('ich sag nicht „trottel“, ich sag: machst du bitte die tür zu? es zieht so', door).isImproved).toBe(true);
    expect(check('das wort trottel lass ich weg 😇 kannst du bitte die tür zu machen, es zieht so', door).isImproved).toBe(true);
    expect(check('machst du bitte die tür zu, trottel? es zieht so', door).isImproved).toBe(false);
    const cry = 'Du bist so eine Heulsuse!';
    expect(check('du bist gar keine heulsuse. ist doch ok wenn man mal weint', cry).isImproved).toBe(true);
    expect(check('du bist so eine heulsuse, aber ist doch ok wenn man mal weint', cry).isImproved).toBe(false);
  });
});

describe('checkRewrite: an order turned into a request', () => {
  it('takes "das Eis ist meins, bitte gib es mir zurück" as new; the same words with "bitte" only added stay a copy', () => {
    const ice = 'Gib mir sofort das Eis, das ist meins!';
    expect(check('das eis ist meins, bitte gib es mir zurück', ice).isImproved).toBe(true);
    expect(check('Gib mir sofort das Eis, das ist meins, bitte!', ice).feedback).toBe(
      'Du hast den Satz fast genau abgeschrieben. Sag ihn mit eigenen, freundlichen Worten ganz neu.',
    );
  });

  it('hears the name kept before a face ("bitte gib mir die schere, du trödler 🙂")', () => {
    const scissors = 'Gib mir sofort die Schere, du Trödler!';
    expect(check('bitte gib mir die schere, du trödler 🙂', scissors).feedback).toBe(keptNameMessage);
    expect(check('bitte gib mir die schere du trödler 😊 danke', scissors).feedback).toBe(keptNameMessage);
    expect(check('gibst du mir bitte die schere? 🙂 danke', scissors).isImproved).toBe(true);
  });
});

describe('checkRewrite: "dirs" speaks to the other', () => {
  it('takes "Ich erklär dirs nochmal mit einem anderen Beispiel" as said to the other, as "ich erklär es dir"', () => {
    const slow = 'Du kapierst aber auch gar nichts!';
    expect(check('Ich erklär dirs nochmal mit einem anderen beispiel, vielleicht wirds dann klarer', slow).isImproved).toBe(true);
    expect(check("Ich erklär dir's nochmal mit einem anderen beispiel, vielleicht wirds dann klarer", slow).isImproved).toBe(true);
  });
});

describe('checkRewrite: thanks alone for a gift', () => {
  it('takes "Danke 😊" and "dankeschön!!" as the kind answer to a gift; to a name it is still too short', () => {
    const gift = 'Dein Geschenk ist doch total langweilig.';
    expect(check('Danke 😊', gift).isImproved).toBe(true);
    expect(check('dankeschön!! 😊', gift).isImproved).toBe(true);
    expect(check('Danke 😊', 'Du bist so blöd, du kannst gar nichts!').feedback).toBe(
      'Das ist noch sehr kurz. Schreib einen ganzen freundlichen Satz, zum Beispiel was du dir wünschst.',
    );
    expect(check('Danke, du Depp', gift).isImproved).toBe(false);
  });
});
