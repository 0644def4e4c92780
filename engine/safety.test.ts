import { describe, expect, it } from 'vitest';
import { harmlessCompounds, harmlessInChildrensText } from './safety-words.ts';
import { checkSafety, safetyTokens } from './safety.ts';

const refused = (text: string) => expect(checkSafety(text).safe, text).toBe(false);
const allowed = (text: string) => expect(checkSafety(text).safe, text).toBe(true);

describe('the safety check', () => {
  it('refuses the insults children use at school', () => {
    for (const text of [
      'Du Heulsuse!',
      'du spast',
      'Du Opfer',
      'so ein Opfer',
      'Du bist so ein Idiot.',
      'Hurensohn',
      'Ihr seid so blöd',
      'du bist eine Null',
      'Du Lappen!',
      'dumme Kuh',
    ])
      refused(text);
  });

  it('refuses threats, profanity, sexual and dehumanising words', () => {
    for (const text of [
      'Ich bring dich um',
      'ich hau dich gleich',
      'Halt die Fresse',
      'Scheiße',
      'fick dich',
      'Schlampe',
      'Ihr seid Abschaum',
      'Ungeziefer',
      'ein finaler Schuss für dich',
    ])
      refused(text);
    // Slurs about groups of people, in the spellings they are written in.
    for (const text of [
      'Kanacken raus',
      'so eine Kanackenstadt',
      'Kümmeltürken',
      'alles Polacken',
      'du Krüppel',
      'du Assi',
      'asoziales Lumpenpack',
      'linksversifft',
      'du Luder',
    ])
      refused(text);
    for (const text of ['Das nächste Mal hau ich die, die mich finden.', 'Dann schlag ich den.']) refused(text);
  });

  it('sees through masking, leetspeak, letters held down or spaced out, and compounds', () => {
    for (const text of [
      'A****',
      'h*rensohn',
      'sch***e',
      '4rsch',
      '1d10t',
      'iiiidiot',
      'd u m m e kuh',
      'i-d-i-o-t',
      'Scheißspiel',
      'Vollpfosten',
      'Vollidiotenidee',
      'Hohlköpfe',
      'SCHEISSE',
      'die Blitzbirnen',
      'du Großmaul',
      'sei bitte etwas leiser, du quasselstrippe 😊 danke',
      'du schleimer, du willst doch nur eine eins',
      'ich bin wütend du nachmacher affe',
      'Deine Sneaker sind eh Fake, du Möchtegern',
      'du riechst wie ein zwiebel monster haha',
      'ein Heim für all die Assikinder',
      'Sie mieser kleiner Rassist',
      'die die gekichert haben sind eh dumm wie brot',
      'bitte nimm deine wurstfinger da weg',
    ])
      refused(text);
  });

  it('allows harmless look-alikes in their everyday sense', () => {
    for (const text of [
      'Ich hole einen Lappen und helfe dir beim Aufwischen.',
      'Mein Onkel Thorsten und Opa Horst haben uns besucht.',
      'Der Adler saß in seinem Horst.',
      'Wir schnippeln Gemüse für die Suppe.',
      'Die Mongolei ist ein großes Land.',
      'Der Ball prallt an den Pfosten.',
      'Der Führer hat mit seiner Taschenlampe an die Wand geleuchtet.',
      'Der Dieb rannte mit dem Fahrrad weg.',
      'Auch Profis verschießen mal einen Elfmeter.',
      'Im Finale stand es 1:1 und es gab Elfmeterschießen.',
      'Schwein gehabt!',
      'Mein Meerschweinchen frisst Salat.',
      'Das Opfer des Unfalls bekam Hilfe.',
      'Der Esel trägt die Säcke.',
      'Der Assistent vom Zauberer hilft beim Trick.',
      'In Assisi gibt es eine alte Kirche.',
      'Im Zoo sahen wir einen Affen.',
      'Wir machen eine Arschbombe ins Becken.',
      'Ich hab mein Taschengeld ins Sparschwein getan.',
      'Mit dem Sparschäler schäle ich die Karotten.',
      'Ich darf mein Heft nicht wieder verschlampen.',
      'Keiner ist ein Versager, man hat nur noch nicht genug geübt.',
      'Statt Dummkopf sagt man dann: Ich hab es einfach noch nicht genug geübt.',
      'So eine Schlamperei in meinem Zimmer!',
      'Die Kinder marschieren los.',
      'Ich esse gern Nutella und Kartoffelsalat.',
      'Dein Hund ist süß.',
      'Du hast null Fehler gemacht!',
      'Ich war krank und bin jetzt wieder gesund.',
      'blöd gelaufen, aber ich übe weiter',
      'Das war doof von mir, tut mir leid.',
      'Ich bin traurig, wenn du mich auslachst.',
      'Zwei Möpse spielen im Garten.',
      'Ich muss mal pinkeln.',
      'Wir bauen ungestört weiter.',
      'Der Psychologe hört zu.',
      'Ich helfe dir, die Wäsche aufzuhängen.',
      'Twix und Knoblauch',
      'Moses wohnte an der Mosel.',
      'Die Kartoffel rollt vom Tisch.',
      'Ich packe meinen Ranzen.',
      'Die Assistentin hilft uns.',
      'Wir fahren nach Asien.',
      'Dann hau ich ab und spiel woanders.',
      'Im Sportunterricht spielen wir Fußball.',
      'Der Hauptunterschied ist die Farbe.',
      'Mama war beim Friseur, der Haarschnitt ist schön.',
      'Wir haben den Vögeln im Winter Futter gegeben.',
      'Er hat den Elfmeter verschossen und war traurig.',
      'Die Kinder singen freudig ein Lied.',
    ])
      allowed(text);
  });

  it('keeps every listed harmless word harmless on its own', () => {
    for (const word of [...harmlessCompounds, ...Object.keys(harmlessInChildrensText)]) allowed(word);
  });

  it('reads numbers as numbers unless they stand inside a word', () => {
    expect(safetyTokens('Ich habe 4 Äpfel und 1d10t')).toEqual(['ich', 'habe', '4', 'aepfel', 'und', 'idiot']);
  });
});

describe('words of self-doubt', () => {
  it('lets a child name its own bad feeling, never someone else', () => {
    for (const text of [
      'Ich bin so ein Versager.',
      'Ich fühle mich wie ein Loser, wenn du lachst.',
      'Ich bin kein Versager, ich lerne noch.',
      'Ich komm mir vor wie der letzte Depp, wenn ich vor allen verbessert werde.',
      'Wenn sie scheitern, denken sie, sie sind Versager.',
      'Man glaubt, man ist ein Loser.',
      'Beim fixed mindset fühlt man sich nach einem Fehler gleich wie ein totaler Versager.',
      'Ich bin ein Versager und ein Dummkopf in Mathe, das bleibt so.',
      'Beim Fixed Mindset sagt man so Sachen wie: das ist nix für Loser wie mich.',
      'Ich bin halt ein hoffnungsloser Fall in Mathe.',
      'Fixed Mindset ist, wenn man denkt man ist halt ein noob und bleibt für immer einer.',
      'Ich bin halt ein noob in Mathe.',
      'Mit Fixed Mindset denkst du, du bist halt noob und bleibst noob.',
      'gg, du wirst noch besser. ich war am anfang auch voll noob',
      'Ich war früher auch mal ein Loser im Tor.',
      'Das Spiel ging torlos aus, es war ein harmloser Witz.',
    ])
      expect(checkSafety(text).safe, text).toBe(true);
    for (const text of [
      'Du Versager!',
      'Er ist ein Versager.',
      'Ich finde, du bist ein Loser.',
      'Tim ist ein Versager und ich bin ein Versager.',
      'Der Jonas kommt mir vor wie ein Depp.',
      'Du bist der letzte Depp.',
      'Ich denke, sie sind Versager.',
      'Er denkt, sie ist ein Versager.',
      'Du fühlst dich wie ein Versager, du Versager.',
      'Du bist ein Versager und ein Dummkopf.',
      'Ich bin ein Versager und du ein Dummkopf.',
      'Loser wie dich mag keiner.',
      'Du Matheloser!',
      'So ein hoffnungsloser Loser bist du.',
      'Du bist ein noob.',
      'Ich denke, du bist ein noob.',
      'Du bist ein noob und bleibst ein noob.',
      'Du warst am Anfang auch voll noob.',
    ])
      expect(checkSafety(text).safe, text).toBe(false);
  });
});

describe('names for a child after a scornful word, and hate', () => {
  it('refuses "der blöde Egoist" and "ich hasse ihn", not a story\'s Egoist', () => {
    for (const text of ['Der kriegt immer alles, der blöde Egoist.', 'Ich hasse ihn.', 'Du doofe Petze!'])
      expect(checkSafety(text).safe, text).toBe(false);
    expect(checkSafety('Der Egoist in der Geschichte lernt teilen.').safe).toBe(true);
  });
});

describe("a family's money made fun of", () => {
  it('refuses "seid ihr arm" and "habt ihr kein Geld", not a story of a poor family', () => {
    for (const text of ['deine schuhe sind von kik oder? seid ihr arm', 'Habt ihr kein Geld für neue Schuhe?', 'bist du so arm'])
      expect(checkSafety(text).safe, text).toBe(false);
    expect(checkSafety('Die Familie im Märchen war arm, aber glücklich.').safe).toBe(true);
    expect(checkSafety('Ich habe kein Geld dabei, kannst du mir was leihen?').safe).toBe(true);
  });
});

describe('Bavarian and Austrian spellings of insults', () => {
  it('refuses "du Volltrottl" and "so ein Trottl"', () => {
    for (const text of ['geh bitte du Volltrottl, vo Fuaßboi hast du ka Ahnung', 'so ein Trottl'])
      expect(checkSafety(text).safe, text).toBe(false);
  });
});

describe('"Schwein gehabt"', () => {
  it('hears luck in "da hast du Schwein gehabt", not in "du Schwein"', () => {
    expect(checkSafety('Da hast du Schwein gehabt, dass es nicht schlimmer ist.').safe).toBe(true);
    expect(checkSafety('Du Schwein!').safe).toBe(false);
  });
});

describe('"so ein …" of a thing the child wants', () => {
  it('hears "ich will auch so \'n Hund" as a wish, "so ein Schwein!" as contempt', () => {
    expect(checkSafety("Ick will ooch so 'n Hund, aber Mutta sacht nee.").safe).toBe(true);
    for (const text of ['So ein Schwein!', 'Boah so n Hund ey']) expect(checkSafety(text).safe, text).toBe(false);
  });
});

describe('the inner voice a child tells of', () => {
  it('lets a child quote its own inner voice, not say the words to someone', () => {
    for (const text of [
      'Wenn ich beim Rechnen nicht weiterkomme, sagt eine Stimme in meinem Kopf: Du bist einfach zu dumm für Mathe.',
      'Dann sag ich mir: du bist eh zu blöd dafür.',
      'Früher hab ich mir gesagt: Du bist einfach zu dumm für Mathe.',
    ])
      expect(checkSafety(text).safe, text).toBe(true);
    for (const text of ['Ich sag dir, du bist dumm.', 'Ich hab dir gesagt, du bist zu dumm.', 'Du bist eh zu blöd.', 'Du bist ja doof.'])
      expect(checkSafety(text).safe, text).toBe(false);
  });
});

describe('words the other says, quoted', () => {
  it('lets a child quote the word the other uses for its things, never aim it', () => {
    expect(checkSafety('Ich bin traurig, wenn du hässlich dazu sagst.').safe).toBe(true);
    for (const text of ['Du hässlich!', 'du blöd, sag ich', 'Du bist doof, sagt Mama.']) expect(checkSafety(text).safe, text).toBe(false);
  });
});

describe('violence wished on someone', () => {
  it('hears "an die Wand" as a threat only when someone is put there', () => {
    for (const text of ['Alle an die Wand!', 'Den stell ich an die Wand.', 'Die gehören an die Wand.'])
      expect(checkSafety(text).safe, text).toBe(false);
    expect(checkSafety('Wir haben ein Bild an die Wand gemalt.').safe).toBe(true);
  });

  it('is refused, while a botched test stays a botched test', () => {
    refused('Dem hau ich morgen eine, dann lernt er es.');
    refused('Dem sollte man eine reinhauen.');
    allowed('Ich habe den Test verhauen, aber ich übe.');
  });

  it('allows how people with a fixed mindset feel ("fühlen sie sich als Versager"), not one person called so', () => {
    allowed('Wenn sie scheitern, fühlen sie sich als Versager.');
    allowed('Dann fühlt man sich als Versager.');
    refused('Er fühlt sich als Versager.');
    refused('Jonas ist ein Versager.');
  });

  it('allows "so ein Hund" told in a story, not "So ein Schwein!" said of someone', () => {
    allowed("Da saß so'n Hund neben mir, der hat an meinem Eis geschnuppert.");
    allowed('Es gab so eine Kuh auf dem Hof.');
    refused('So ein Schwein!');
    refused('Lena, so eine Kuh');
  });

  describe('a name told as the one someone gave itself', () => {
    it('allows "hat sich selber einen Dummkopf genannt", not the name given to another', () => {
      expect(checkSafety('Der Junge im Video hat sich selber einen Dummkopf genannt, weil er das Diktat verhauen hat.').safe).toBe(true);
      expect(checkSafety('Der Junge hat ihn einen Dummkopf genannt und ist ein Dummkopf.').safe).toBe(false);
    });
  });

  describe('a cloth handed over, and a beginner that everyone was', () => {
    it('allows "hier hast du einen Lappen" and "am Anfang ist jeder ein noob", not "du Lappen" or "Tim ist ein noob"', () => {
      for (const text of [
        'dein handy ist ganz staubig, hier hast du einen lappen 🙂',
        'Hast du n Lappen? Ich hab was verschüttet.',
        'am anfang ist jeder ein noob',
      ])
        expect(checkSafety(text).safe, text).toBe(true);
      for (const text of ['hast du einen Lappen, du Lappen', 'Tim ist ein noob']) expect(checkSafety(text).safe, text).toBe(false);
    });

    it('allows "jeder Profi war mal noob" and "denkst du, du bleibst für immer noob", not "jeder hier ist ein noob" or "du bleibst für immer noob"', () => {
      for (const text of [
        'jeder pro war mal noob, ich übe schritt für schritt',
        'mit dem fixed mindset denkst du, du bleibst für immer noob',
      ])
        expect(checkSafety(text).safe, text).toBe(true);
      for (const text of ['jeder hier ist ein noob', 'du bleibst für immer noob']) expect(checkSafety(text).safe, text).toBe(false);
    });

    it('allows a word only named ("ich sag nicht Trottel", "das Wort Trottel lass ich weg") or denied ("du bist gar keine Heulsuse"), not given', () => {
      for (const text of [
        'ich sag nicht „trottel“, ich sag: machst du bitte die tür zu?',
        'ich würd nicht trottel sagen sondern: machst du bitte die tür zu',
        'das wort trottel lass ich weg, kannst du bitte die tür zu machen',
        '(das wort trottel hab ich weggelassen)',
        'du bist gar keine heulsuse, weinen ist okay',
      ])
        expect(checkSafety(text).safe, text).toBe(true);
      for (const text of [
        'du trottel, ich sag nicht trottel',
        'du bist keine heulsuse wie er, du bist eine größere heulsuse',
        'du bist eine heulsuse',
      ])
        expect(checkSafety(text).safe, text).toBe(false);
    });

    it('allows a word said of everyone once ("alle waren mal Noobs", "jeder war mal ein Depp am Anfang"), not "alle sind Noobs" or "alle waren Idioten"', () => {
      for (const text of ['alle waren mal noobs, ich zeig dir wie man das level schafft', 'jeder war mal ein depp am anfang'])
        expect(checkSafety(text).safe, text).toBe(true);
      for (const text of ['alle sind noobs', 'alle hier sind idioten', 'alle waren idioten'])
        expect(checkSafety(text).safe, text).toBe(false);
    });

    it('allows "Ich bin so ein Lappen" as a stuck thought told, not "du bist so ein Lappen", "fette Leute dürfen nicht" or "der hat halt keinen Geschmack" or "dumme Leute wie der Leon"', () => {
      expect(checkSafety('Wer ein fixed mindset hat, denkt bei einem Fehler: Ich bin so ein Lappen, ich kann das nicht.').safe).toBe(true);
      expect(checkSafety('du bist so ein Lappen').safe).toBe(false);
      expect(checkSafety('Jonas wollte mitspielen, aber wir haben gesagt fette Leute dürfen nicht.').safe).toBe(false);
      expect(checkSafety('ich find meinen pulli schön, und der hat halt keinen geschmack, der arme 😊').safe).toBe(false);
      expect(checkSafety('Der Tee hat keinen Geschmack, da fehlt Zucker.').safe).toBe(true);
      expect(checkSafety('fixed mindset haben dumme leute wie der leon aus meiner klasse').safe).toBe(false);
    });
  });
});
