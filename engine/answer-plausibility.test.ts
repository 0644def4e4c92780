import { describe, expect, it } from 'vitest';
import {
  countWordIdeas,
  fitsWord,
  ideasAboutWord,
  isMashed,
  mocks,
  putsItselfDown,
  tellsStory,
  termsInSentences,
} from './answer-plausibility.ts';

const story =
  'Eines Tages fand der kleine Drache einen alten Regenschirm im Wald. Er nahm ihn mit nach Hause. Dort backte seine Oma gerade einen Kuchen, und sie lachten viel.';

describe('isMashed', () => {
  it('finds keyboard rows, columns and words without vowels', () => {
    expect(isMashed('Rakete asdf jklö qwer Planet tzui yxcv bnm Stern hjkl fghj')).toBe(true);
    expect(isMashed('qay wsx edc rfv Stern Mond')).toBe(true);
  });
  it('leaves German words alone, "wert" and "Angst" too', () => {
    expect(isMashed('Das ist viel wert. Er hatte Angst im Herbst, aber dann kam die Sonne.')).toBe(false);
  });
  it('takes abbreviations in capitals for words', () => {
    expect(isMashed(['LKW', 'BMX', 'DVD', 'Auto', 'Roller'].join('\n'))).toBe(false);
  });
  it('needs more than one or two odd words', () => {
    expect(isMashed('Der Hund heißt Bnm und wohnt bei uns im Garten mit der Katze.')).toBe(false);
  });
});

describe('termsInSentences', () => {
  const terms = ['Drache', 'Regenschirm', 'Kuchen'];
  it('accepts terms inside sentences', () => {
    expect(termsInSentences(story, terms)).toBe(true);
  });
  it('refuses terms that only stand as one-word sentences', () => {
    expect(termsInSentences('Ich heiße Tom. Drache. Ich bin neun. Regenschirm. Ich mag Pizza. Kuchen. Das war es.', terms)).toBe(false);
  });
  it('refuses terms that only stand in a title', () => {
    expect(termsInSentences('Drache, Regenschirm, Kuchen. Heute war ich beim Zahnarzt und hatte keine Angst.', terms)).toBe(false);
    expect(termsInSentences('Titel: Der Drache mit dem Regenschirm auf dem Kuchen. Heute war ich beim Zahnarzt.', terms)).toBe(false);
    expect(termsInSentences('Der Drache sitzt mit dem Regenschirm auf dem Kuchen. Alle lachen.', terms)).toBe(true);
    expect(termsInSentences('Drache, Regenschirm, Kuchen – Meine Geschichte: Gestern war ich im Wald und es hat geregnet.', terms)).toBe(
      false,
    );
    expect(termsInSentences('Meine Oma backt einen Kuchen. Der Drache hält den Regenschirm über meine Geschichte.', terms)).toBe(true);
  });
  it('counts one term in a short cry inside the story, not a list of cries', () => {
    const cry = 'Noah hat gegen eine Wand gedrückt und die ist aufgegangen. Ein Geheimgang! Wir haben die Taschenlampe angemacht.';
    expect(termsInSentences(cry, ['Geheimgang', 'Taschenlampe'])).toBe(true);
    expect(termsInSentences('Ich heiße Tom. Ein Drache! Ein Regenschirm! Ein Kuchen! Das war es.', terms)).toBe(false);
    expect(termsInSentences('Ich heiße Tom und habe einen Regenschirm. Drache! Ich mag Kuchen sehr.', terms)).toBe(false);
  });
  it('counts a term written with a slip inside a sentence', () => {
    expect(termsInSentences('Der Pinguien schwamm weit.', ['Pinguin'])).toBe(true);
  });
});

describe('tellsStory', () => {
  it('hears a story told in the present ("fliegt", "schweben", "träumt")', () => {
    expect(tellsStory('Lea fliegt zur Raumstation. Im Weltall schweben die Kekse aus der Dose. Am Abend träumt sie von Keksen.')).toBe(
      true,
    );
  });
  it('hears a plan for a story as no story yet', () => {
    expect(
      tellsStory(
        'also meine geschichte soll im zirkus spielen. da gibt es einen clown der heißt pepe. ich weiß noch nicht genau was passieren soll. vielleicht macht der clown quatsch. das überlege ich mir noch.',
      ),
    ).toBe(false);
  });
  it('hears a Swiss story told with "Mir sind" and "grad", not a fact text of "über tausend Grad"', () => {
    const swiss =
      'Letscht Winter hets so viel Schnee gha. Mir sind mit em Schlitte uf de Berg hinder em Dorf. Min Brüeder isch zersch abegfahre und grad in e Schneehaufe ine. Er isch usgseh wie en Schneema! Denn bin ich gfahre und ha fascht en Hund umgfahre. Am Abig hämmer heissi Schoggi trunke und s Mami het Guetzli gmacht. Es isch mega schön gsi.';
    expect(tellsStory(swiss)).toBe(true);
    const facts =
      'Ein Vulkan ist ein Berg, aus dem Lava kommt. Lava ist sehr heiß, über tausend Grad. Es gibt Vulkane auf der ganzen Welt. Kamele sind Tiere der Wüste. Sie haben einen Höcker, darin ist Fett gespeichert. Manche Vulkane sind noch aktiv.';
    expect(tellsStory(facts)).toBe(false);
  });
  it('accepts a story in the past tense', () => {
    expect(tellsStory(story)).toBe(true);
  });
  it('accepts a story told in the present with time words', () => {
    expect(tellsStory('Mein Hund wartet an der Tür. Plötzlich leuchtet ein Regenbogen, und dann rennt er los.')).toBe(true);
  });
  it('accepts a short story in the present that moves on ("kommt", "sagt")', () => {
    expect(tellsStory('Der Hund spielt im Garten mit dem Ball. Die Katze kommt und sagt: Darf ich mitspielen?')).toBe(true);
  });
  it('accepts the perfect tense in dialect ("hod … gwohnt", "het … gläbt", Swiss "hät … gmacht")', () => {
    expect(tellsStory('Auf am Bauernhof hod a Fuchs gwohnt. Uf em Berg het es Schaf gläbt.')).toBe(true);
    expect(tellsStory('Mis Mami hät Zmittag gmacht. Nachher simmer i d Badi.')).toBe(true);
    expect(tellsStory('Dat weer mol en Kapitänin. Eenmal keem en groten Storm, un se hett luut roopt.')).toBe(true);
  });
  it('refuses thinking aloud about what to write, whatever happens in it', () => {
    expect(
      tellsStory(
        'hmm sandburg strand muschel. was soll ich da schreiben. ich mag den strand. mir fällt echt keine geschichte ein. ich frag mal meine schwester. die weiß es auch nicht. dann hör ich jetzt auf.',
        ['Sandburg', 'Strand', 'Muschel'],
      ),
    ).toBe(false);
  });
  it('refuses a description of oneself: "ich" alone tells nothing', () => {
    expect(tellsStory('Ich heiße Tom. Ich bin neun Jahre alt. Ich mag Drachen und Kuchen. Mein Regenschirm ist blau.')).toBe(false);
  });
  it('takes no superlative, ordinal, present form or "möchte" in -te for the past tense', () => {
    expect(
      tellsStory('Ich reite jeden Dienstag. Mein liebsten Tiere sind Ponys. Später möchte ich Tierärztin werden. Das Futter kostet viel.'),
    ).toBe(false);
    expect(tellsStory('Zuerst gehst du zur Burg. Dann startest du am letzten Checkpoint.')).toBe(false);
    expect(tellsStory('Der Ritter rettete die Katze und wohnte dann in der Burg.')).toBe(true);
  });
  it('refuses a fact text that says what things are, and talk about the task', () => {
    expect(
      tellsStory(
        'Eine Blume ist eine Pflanze. Sie wächst im Garten. Eine Biene ist ein Insekt. Die Biene fliegt zur Blume und holt Nektar. Bienen sind wichtig für die Natur.',
      ),
    ).toBe(false);
    expect(tellsStory('Ich soll eine Geschichte mit den Wörtern Buch und Bibliothek schreiben. Jetzt habe ich alle Wörter benutzt.')).toBe(
      false,
    );
    expect(tellsStory('Eine Biene flog in den Garten. Dort traf sie eine Blume, die sprechen konnte.')).toBe(true);
  });
  it('refuses a fact text in the present', () => {
    expect(tellsStory('Delfine sind Säugetiere. Ein Delfin lebt im Meer und atmet Luft. Sie fressen Fische.')).toBe(false);
    // "große", "grün" after "haben", "ist" look like dialect participles ("gwohnt") but are adjectives.
    expect(tellsStory('Eulen haben große Augen. Der Wald ist grün. Die Laterne ist aus Papier. Eulen fressen Mäuse.')).toBe(false);
    expect(tellsStory('Mir hend im Wald gwohnt. D Eule het gschlofe.')).toBe(true);
  });

  it('hears a letter asking to skip the task, and thinking aloud, as no story', () => {
    expect(
      tellsStory(
        'Liebe Ferdy, darf ich heute keine Geschichte schreiben? Ich habe jetzt Lampenfieber. Ich schreibe morgen eine lange Geschichte, versprochen!',
      ),
    ).toBe(false);
    expect(tellsStory('hmm was schreib ich denn jetzt. komet. opa. vielleicht guckt opa durch ein teleskop. und dann? keine ahnung.')).toBe(
      false,
    );
  });

  it('hears "ich schreib einfach wörter" and "ich hab keine lust" as talk about the task', () => {
    expect(
      tellsStory(
        'zauberer krone höhle und dann und dann. viel schreiben ist doof ich schreib einfach wörter. jetzt sind es bestimmt genug. fertig',
      ),
    ).toBe(false);
    expect(
      tellsStory('eine kuh putzt sich die zähne. ich hab echt keine lust auf sowas, können wir nicht lieber was anderes spielen. danke'),
    ).toBe(false);
    expect(tellsStory('Ich hatte keine Lust auf Schule. Dann kam plötzlich ein Drache und nahm mich mit.')).toBe(true);
  });

  it('hears mocking the terms and refusing to write as no story, and "Geschichte" or "könnte" as no past tense', () => {
    const mock =
      'boah super begriffe echt. eine kartoffel ein satellit und eine wippe. da fällt mir natürlich sofort die allertollste geschichte der welt ein 🙄 vielleicht sitzt die kartoffel auf der wippe. wer denkt sich sowas aus. ich schreib das jetzt nicht weil das voll langweilig ist';
    expect(tellsStory(mock, ['Kartoffel', 'Satellit', 'Wippe'])).toBe(false);
    expect(tellsStory('Oma erzählte eine Geschichte. Dann schlief ich ein.')).toBe(true);
    expect(tellsStory('Ich könnte eine Geschichte erzählen. Ich möchte das.')).toBe(false);
  });

  it('keeps speech inside its sentence: „Ein Gespenst!“, schrie Paul', () => {
    expect(termsInSentences('„Ein Gespenst!“, schrie Paul. Er lief weg.', ['Gespenst'])).toBe(true);
    expect(termsInSentences('Gespenst! Er lief weg.', ['Gespenst'])).toBe(false);
  });
  it('refuses a recipe even with "dann" and "zuerst"', () => {
    expect(
      tellsStory(
        'Man braucht zwei Eier, 250 Gramm Mehl und einen Liter Milch. Zuerst verrührt man Mehl und Milch. Dann gibt man die Eier dazu und lässt den Teig zehn Minuten stehen.',
      ),
    ).toBe(false);
  });
});

describe('countWordIdeas', () => {
  it('counts a small word of a sentence alone ("und", "auch", "halt") as no idea', () => {
    const list = [
      'rollen',
      'Glas',
      'und',
      'auch',
      'noch',
      'so',
      'ja',
      'also',
      'bunt',
      'oder',
      'schon',
      'Murmelbahn',
      'halt',
      'eben',
      'mal',
      'Kugel',
    ];
    expect(countWordIdeas(list.join('\n'), 'Murmel').ideas).toBe(5);
  });

  it('counts the same words in another order once ("zusammen spielen", "spielen zusammen"), and a compound written apart too', () => {
    expect(countWordIdeas(['zusammen spielen', 'spielen zusammen', 'teilen', 'Teilen'].join('\n'), 'Freundschaft').ideas).toBe(2);
    expect(countWordIdeas(['Rasen mähen', 'Rasenmähen', 'mähen'].join('\n'), 'Garten').ideas).toBe(2);
    expect(countWordIdeas(['Oma besuchen', 'Opa besuchen'].join('\n'), 'Familie').ideas).toBe(2);
  });

  it('counts chat fillers ("lol", "bruh", "skip", "idk bro") as no idea', () => {
    expect(countWordIdeas(['warm', 'lol', 'bruh', 'skip', 'next', 'idk bro', 'gelb'].join('\n'), 'Sonne').ideas).toBe(2);
  });
  it('counts sounds ("wow", "juhu", "gähn") as no idea', () => {
    expect(countWordIdeas(['warten', 'wow', 'juhu', 'gähn', 'yay', 'Schlange'].join('\n'), 'Geduld').ideas).toBe(2);
  });
  it('counts a mocking line ("Mathetest 🙄", "ist ja sooo toll", "wie spannend") as no idea, but real enthusiasm as one', () => {
    const mocking = ['Zimmer aufräumen 🙄', 'Mama ist dann ja sooo glücklich', 'Hausaufgaben machen wie spannend', 'Regal', 'Schrank'];
    expect(countWordIdeas(mocking.join('\n'), 'Ordnung').ideas).toBe(2);
    expect(countWordIdeas(['Meer', 'sooo schön am Strand', 'Eis essen juhu'].join('\n'), 'Urlaub').ideas).toBe(3);
  });
  it('counts laughing at a child by name ("Luca hat Babyschuhe mit Klett 😂", "Jonas seine Schuhe lol") as no idea', () => {
    const mocking = [
      'Jonas seine Schuhe sind vom Müll lol',
      'Luca hat Babyschuhe mit Klett 😂',
      'Sohle',
      'Schuhe putzen 😂',
      'Oma lacht 😂',
    ];
    expect(countWordIdeas(mocking.join('\n'), 'Schuh').ideas).toBe(3);
  });
  it('counts different ideas once', () => {
    expect(countWordIdeas('Ball, ball\nBALL!, Boot bauen;  boot-bauen , Hut', 'Tor')).toEqual({ ideas: 3, doubles: 3 });
  });
  it('does not count the word itself, also with numbers or as a small form', () => {
    expect(countWordIdeas(['Socke', 'Socken', 'Söckchen', 'Socke1', 'Socke2', 'Socke3'].join('\n'), 'Socke').ideas).toBe(0);
    expect(countWordIdeas(['Schlüssel', 'Schlüsel', 'Schlüßel', 'Schlussel'].join('\n'), 'Schlüssel').ideas).toBe(0);
  });
  it('counts the colours of the word as one idea together', () => {
    expect(countWordIdeas(['roter Eimer', 'blauer Eimer', 'grüner Eimer', 'lila Eimer', 'Sandburg'].join('\n'), 'Eimer').ideas).toBe(2);
    expect(countWordIdeas(['braun', 'Igel', 'rot', 'gelb'].join('\n'), 'Kastanie').ideas).toBe(2);
  });
  it('counts one idea padded with people, places and days once', () => {
    const apple = ['Apfel essen', 'Apfel essen mit Oma', 'Apfel essen im Garten', 'Apfel essen am Montag', 'Apfel essen in der Schule'];
    expect(countWordIdeas(apple.join('\n'), 'Apfel')).toEqual({ ideas: 1, doubles: 4 });
  });
  it('counts two ideas that differ only after "mit", "im", "am" as two; three or more as one', () => {
    expect(countWordIdeas(['fahren mit dem Bus', 'fahren mit dem Rad'].join('\n'), 'Ausflug').ideas).toBe(2);
    expect(countWordIdeas(['fahren mit dem Bus', 'fahren mit dem Rad', 'fahren mit dem Auto'].join('\n'), 'Ausflug').ideas).toBe(1);
  });
  it('keeps ideas that start with a place and ideas with the word in a compound', () => {
    expect(countWordIdeas(['im Dunkeln lesen', 'Teelöffel', 'Kochlöffel', 'Suppe essen'].join('\n'), 'Löffel').ideas).toBe(4);
  });
  it('counts a list of what the word is not as one idea', () => {
    expect(countWordIdeas(['kein Stuhl', 'kein Bett', 'keine Lampe', 'kein Sofa', 'Tischdecke'].join('\n'), 'Tisch').ideas).toBe(2);
  });
  it('does not count numbers and single letters', () => {
    expect(countWordIdeas('a, b, c, 1, 2, 3, Zug, ICE', 'Bahn').ideas).toBe(2);
  });
});

describe('fitsWord', () => {
  const related = ['Suppe', 'Müsli', 'umrühren', 'Besteck', 'Gabel', 'essen', 'Teelöffel', 'Küche', 'Honig'];
  const spoon = ['Suppe essen', 'Müsli', 'Tee umrühren', 'Kochlöffel', 'Katapult', 'Schaufel im Sand', 'Honig naschen', 'Baby füttern'];
  it('accepts ideas of which a quarter or more touch the word or its related words', () => {
    expect(ideasAboutWord(spoon.join('\n'), 'Löffel', related)).toEqual({ ideas: 8, fitting: 5 });
    expect(fitsWord(spoon.join('\n'), 'Löffel', related)).toBe(true);
  });
  it('refuses ideas about something else', () => {
    const football = ['Tor', 'Elfmeter', 'Schiedsrichter', 'Abseits', 'Torwart', 'Freistoß', 'Stadion', 'Trikot'];
    expect(fitsWord(football.join('\n'), 'Löffel', related)).toBe(false);
  });
  it('refuses ideas about a word that only looks alike ("Seife" for "Seil")', () => {
    const soap = ['Hände waschen', 'Schaum', 'Seifenblasen', 'duschen', 'Badewanne', 'Flüssigseife'];
    expect(fitsWord(soap.join('\n'), 'Seil', ['Strick', 'klettern', 'Springseil', 'Knoten', 'Tauziehen', 'Schaukel'])).toBe(false);
  });
  it('counts related words written with a slip or inside a compound', () => {
    expect(ideasAboutWord(['hausschlüsel', 'schlüselloch', 'Tür aufschliesen'].join('\n'), 'Schlüssel', ['Tür']).fitting).toBe(3);
  });
  it('judges nothing without related words or below five ideas', () => {
    expect(fitsWord(['Tor', 'Elfmeter', 'Abseits', 'Torwart', 'Stadion'].join('\n'), 'Löffel', undefined)).toBe(true);
    expect(fitsWord(['Tor', 'Elfmeter', 'Abseits', 'Torwart'].join('\n'), 'Löffel', related)).toBe(true);
  });
  it('does not count "kein …" ideas as fitting', () => {
    const not = ['kein Besteck', 'keine Gabel', 'keine Suppe', 'Tor', 'Elfmeter', 'Abseits', 'Torwart', 'Stadion'];
    expect(ideasAboutWord(not.join('\n'), 'Löffel', related).fitting).toBe(0);
  });
});

describe('titles, fact texts and ideas in English', () => {
  it('does not count terms that only stand in a title of articles and "und"', () => {
    const titled =
      'Titel: Der Löwe, das Krokodil und der Dschungel. Am Samstag war ich mit Papa im Schwimmbad. Wir sind gerutscht und haben Pommes gegessen.';
    expect(termsInSentences(titled, ['Löwe', 'Krokodil', 'Dschungel'])).toBe(false);
    expect(termsInSentences('Der Drache fliegt. Das Krokodil schwimmt. Im Dschungel regnet es.', ['Drache', 'Krokodil', 'Dschungel'])).toBe(
      true,
    );
  });

  it('hears a fact text in the present as no story: "gehen auf die Jagd", "die größten Tiere"', () => {
    expect(
      tellsStory(
        'Elefanten sind die größten Landtiere der Welt. Giraffen haben einen langen Hals. Löwen leben in Rudeln und die Weibchen gehen auf die Jagd.',
      ),
    ).toBe(false);
    expect(tellsStory('Der Löwe geht auf die Jagd. Plötzlich springt ein Zebra aus dem Gras.')).toBe(true);
  });

  it('does not count three or more ideas in English, but keeps a loanword', () => {
    const ball = 'fußball\nthrow\nround\nplay\nwerfen\nkicken\nrund\ntor';
    expect(countWordIdeas(ball, 'Ball').ideas).toBe(5);
    expect(countWordIdeas('Party\naufblasen\nplatzen', 'Luftballon').ideas).toBe(3);
    // "Fahrradtour" holds the word: a German compound, though "ou" looks English.
    expect(countWordIdeas('bike\nfahrradtour\nmountainbike\nklingel\nkette', 'Fahrrad').ideas).toBe(5);
    expect(countWordIdeas('bike\nwheel\nplay\nklingel\nkette', 'Fahrrad').ideas).toBe(2);
  });

  it('counts "keiner redet" as an idea of its own, and "kein Stuhl, keine Lampe" as one', () => {
    expect(countWordIdeas('kein lärm\nkeiner redet\nkein fernseher\nflüstern', 'Stille').ideas).toBe(3);
  });
});

describe('stories padded with the terms, and ideas padded with opinions, sounds and spellings', () => {
  it('does not take the terms themselves as signs that something happens', () => {
    const padded = 'elefant trompete zirkus. ich finde elefant gut. trompete ist auch gut. zirkus ist bunt. trompete trompete.';
    expect(tellsStory(padded, ['Elefant', 'Trompete', 'Zirkus'])).toBe(false);
    expect(tellsStory('Der Elefant spielte Trompete. Dann lachte der ganze Zirkus.', ['Elefant', 'Trompete', 'Zirkus'])).toBe(true);
  });

  it('counts opinions about the word once, words that only begin like it not at all, and one idea in several spellings once', () => {
    expect(countWordIdeas('Uhr ist toll\nUhr ist cool\nUhr ist super\nWecker\nZeiger', 'Uhr').ideas).toBe(3);
    expect(countWordIdeas('Vollmond\nKrater\nMontag\nMonster\nMonika', 'Mond').ideas).toBe(2);
    expect(countWordIdeas('Apfelkuchen\nApfelkuchn\nÄpflkuacha\nSahne', 'Kuchen').ideas).toBe(2);
    expect(countWordIdeas('Regenbogen\nregnet\nRegenwurm', 'Regen').ideas).toBe(3);
  });

  it('counts a related word in a dialect spelling by its sound ("Bärge" for "Berge")', () => {
    const related = ['Berge', 'Urlaub', 'Meer'];
    expect(ideasAboutWord('Bärge\nPizza\nAuto', 'Ferien', related).fitting).toBe(1);
    expect(ideasAboutWord('Burg\nPizza\nAuto', 'Ferien', related).fitting).toBe(0);
  });

  it("does not count a word that only hides the word's letters, one or two letters in", () => {
    expect(countWordIdeas('Schokoeis\nEisdiele\nReise\nKreis\nAmeise\nleise\nPreis', 'Eis').ideas).toBe(2);
    expect(countWordIdeas('Urwald\nBäume\nsonnig', 'Wald').ideas).toBe(3);
    expect(countWordIdeas('sonnig\nSonnenbrand', 'Sonne').ideas).toBe(2);
  });

  it('does not count "hmm", "ja", "weiß nicht" or "keine Ahnung" as ideas', () => {
    expect(countWordIdeas(['Schulhof', 'hmm', 'ja', 'weiß nicht', 'keine Ahnung', 'ok', 'Klingel'].join('\n'), 'Pause').ideas).toBe(2);
  });

  it('does not count rhymes of the word, but does count compounds that end with it', () => {
    expect(countWordIdeas('tut\nMut\nWut\nBlut\nFlut\nZauberhut\nKopf', 'Hut').ideas).toBe(2);
    expect(countWordIdeas('Umzug\nAtemzug\nBahnhof', 'Zug').ideas).toBe(3);
  });

  it('counts every colour as an idea of its own for "Farbe", and colours together for other words', () => {
    expect(countWordIdeas(['rot', 'blau', 'gelb', 'grün'].join('\n'), 'Farbe').ideas).toBe(4);
    expect(countWordIdeas(['rot', 'blau', 'gelb', 'grün'].join('\n'), 'Kastanie').ideas).toBe(1);
  });
});

describe('putsItselfDown', () => {
  it('finds a child calling itself names in its own voice, not a figure of the story saying it', () => {
    expect(putsItselfDown('Ich kann das nicht. Ich bin so dumm, mir fällt nie was ein.')).toBe(true);
    expect(putsItselfDown('ich bin einfach zu blöd für sowas')).toBe(true);
    expect(putsItselfDown('Ich bin die schlechteste in der Klasse.')).toBe(true);
    expect(putsItselfDown('Ich hasse mich, wenn ich das nicht kann.')).toBe(true);
    expect(putsItselfDown('Ich bin so dumm, dachte der Esel.')).toBe(false);
    expect(putsItselfDown('„Ich bin so dumm“, rief die Hexe.')).toBe(false);
    expect(putsItselfDown('Ich bin so froh, dass der Drache kam.')).toBe(false);
    expect(putsItselfDown('Das ist dumm gelaufen, aber dann fand ich den Weg.')).toBe(false);
    expect(putsItselfDown('Ich schaffe das nicht, weil ich einfach zu dumm bin.')).toBe(true);
    expect(putsItselfDown('Der Esel weinte, weil er so dumm war.')).toBe(false);
    expect(putsItselfDown('Ich hab das Diktat verhauen, weil ich halt einfach zu blöd zum Schreiben bin.')).toBe(true);
    expect(putsItselfDown('weil ich fürs Schreiben zu langsam bin')).toBe(false);
  });

  it('reads "ich bin so ein so ein …" to its end (a pattern that could try every way of splitting it would never finish)', () => {
    expect(putsItselfDown(`ich bin ${'so ein '.repeat(200)}x`)).toBe(false);
    expect(putsItselfDown('ich bin so ein Versager')).toBe(true);
  });
});

describe('mocks', () => {
  it('hears the task scorned to excuse a short text, not words that were hard to read', () => {
    expect(mocks('Die Geschichte ist so kurz weil die Begriffe total doof sind, wer denkt sich sowas aus')).toBe(true);
    expect(mocks('Wer hat sich denn bitte diese Begriffe ausgedacht?? Muschel und Wüste passt null zusammen.')).toBe(true);
    expect(mocks('Die Wörter auf dem alten Schild waren schlecht zu lesen, aber Tim fand den Weg.')).toBe(false);
    expect(mocks('Der Koch dachte sich ein neues Rezept aus und alle waren satt.')).toBe(false);
  });
});

describe('WortEntdecker: thinking aloud between ideas', () => {
  it('does not count "hmm", "was noch", "keine ahnung", "kein bock" or "nein" as ideas; real ideas still count', () => {
    const list = [
      'Glühbirne',
      'hmm',
      'was noch',
      'Erfindung',
      'ähm',
      'warte',
      'keine ahnung',
      'ok noch eins',
      'ich brauch noch welche',
      'kein bock',
      'nein',
      'aha!',
    ];
    expect(countWordIdeas(list.join('\n'), 'Idee').ideas).toBe(2);
    expect(countWordIdeas(['Glühbirne', 'Erfindung', 'Warteschlange', 'Nein-Sager', 'hummel'].join('\n'), 'Idee').ideas).toBe(5);
  });
});
