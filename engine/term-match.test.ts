import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { soundKey, termMatcher, termsUsed, usesTerm } from './term-match.ts';

describe('term matching (ErzählZauber)', () => {
  it('hears "ai" for "ei" and "F" for "Pf" as children write them', () => {
    expect(usesTerm('si hate ain ainhorn das konte fligen.', 'Einhorn')).toBe(true);
    expect(usesTerm('Es war ein mal ein Ferd das hies Sternschen.', 'Pferd')).toBe(true);
    expect(usesTerm('Der Fernseher war aus.', 'Pferd')).toBe(false);
  });
  it('matches whole words case-insensitively in base and regular forms', () => {
    expect(usesTerm('Die hunde bellen laut.', 'Hund')).toBe(true);
    expect(usesTerm('Das Fell des Hundes glänzt.', 'Hund')).toBe(true);
    expect(usesTerm('Ein Hundekuchen liegt da.', 'Hund')).toBe(false);
  });
  it('matches irregular forms listed in the content bank', () => {
    expect(usesTerm('Ferdy läuft schnell.', 'laufen', ['laufen', 'läuft', 'lief', 'gelaufen'])).toBe(true);
    expect(usesTerm('Ferdy lief schnell.', 'laufen', ['laufen', 'läuft', 'lief'])).toBe(true);
    expect(usesTerm('Wir suchten den Schatz.', 'suchen')).toBe(true);
  });
  it('counts a noun of 5 letters or more inside a compound, at its start or end', () => {
    expect(usesTerm('Mama hat einen Schokoladenkuchen gebacken.', 'Kuchen', ['Kuchen', 'Kuchens'])).toBe(true);
    expect(usesTerm('Heute war meine Geburtstagsparty.', 'Geburtstag', ['Geburtstag', 'Geburtstage'])).toBe(true);
    expect(usesTerm('Die Regenbogenfarben leuchten.', 'Regenbogen')).toBe(true);
  });
  it('does not count short nouns in compounds, or a term as a mere piece of a word', () => {
    expect(usesTerm('Am Tag vom Umzug trug Papa seinen Anzug.', 'Zug', ['Zug', 'Züge'])).toBe(false);
    expect(usesTerm('Opa Walter sammelt Walnüsse.', 'Wal', ['Wal', 'Wale'])).toBe(false);
    expect(usesTerm('Gestern malte ich mit dem Pinsel.', 'Stern')).toBe(false);
    expect(usesTerm('Gestern malte ich mit dem Pinsel.', 'Insel')).toBe(false);
  });
  it('counts a term with its umlauts written out or left off', () => {
    expect(usesTerm('Sie gingen über die Bruecke.', 'Brücke', ['Brücke', 'Brücken'])).toBe(true);
    expect(usesTerm('Sie gingen über die Brucke.', 'Brücke', ['Brücke', 'Brücken'])).toBe(true);
    expect(usesTerm('Der Bar schlief in der Hohle.', 'Höhle', ['Höhle', 'Höhlen'])).toBe(true);
    expect(usesTerm('Der Bar schlief.', 'Bär', ['Bär', 'Bären'])).toBe(true);
  });
  it('counts a slip of the pen in a term of 5 letters or more, with the first letter right', () => {
    expect(usesTerm('er sah einen leuchturm', 'Leuchtturm', ['Leuchtturm', 'Leuchttürme'])).toBe(true);
    expect(usesTerm('der pinguien schwamm', 'Pinguin', ['Pinguin', 'Pinguine'])).toBe(true);
    expect(usesTerm('das schif nam in mit', 'Schiff', ['Schiff', 'Schiffe'])).toBe(true);
    expect(usesTerm('ein kleiner Darche', 'Drache', ['Drache', 'Drachen'])).toBe(true);
    expect(usesTerm('eine goldene Medallie', 'Medaille', ['Medaille', 'Medaillen'])).toBe(true);
    expect(usesTerm('sie hat gemalt', 'Medaille', ['Medaille', 'Medaillen'])).toBe(false);
    expect(usesTerm('wir suchen ihn', 'Kuchen', ['Kuchen'])).toBe(false);
    expect(usesTerm('Mama ist am Kochen', 'Kuchen', ['Kuchen'])).toBe(false);
    expect(usesTerm('Ein Hut', 'Hund')).toBe(false);
  });
  it('counts a long compound term written as two words, not two words that only meet', () => {
    expect(termsUsed('Ein großes rotes Feuerwehr Auto kam.', ['Feuerwehrauto', 'Katze'])).toEqual([true, false]);
    expect(termsUsed('Die schild kröte schlief.', ['Schildkröte'])).toEqual([true]);
    expect(termsUsed('Die Feuerwehr kam. Auto fahren ist toll.', ['Feuerwehrauto'])).toEqual([false]);
    expect(termsUsed('Es gab kein Feuerwehrauto, nur ein Feuerwehr Auto aus Holz.', ['Feuerwehrauto'])).toEqual([false]);
    expect(termsUsed('Der Regen bog die Bäume.', ['Regenbogen'])).toEqual([false]);
  });
  it('reports which of three terms are used', () => {
    expect(termsUsed('Ein Drache und eine Schatzkarte.', ['Drache', 'Schatzkarte', 'Regenbogen'])).toEqual([true, true, false]);
  });
  it('answers for every term what usesTerm answers for it alone', () => {
    const terms = ['Drache', 'laufen', 'bunt'];
    const forms = [['Drache', 'Drachen'], ['laufen', 'läuft', 'lief'], []];
    const word = fc.constantFrom('Drachen', 'drache', 'läuft', 'LIEF', 'laufend', 'bunte', 'Bunter', 'Drachenei', 'und', 'ein', '', '😀');
    const text = fc.array(fc.tuple(word, fc.constantFrom(' ', ', ', '. ', '-', '\n')), { maxLength: 12 }).map((ws) => ws.flat().join(''));
    fc.assert(
      fc.property(text, (t) => {
        expect(termsUsed(t, terms, forms)).toEqual(terms.map((term, i) => usesTerm(t, term, forms[i])));
      }),
    );
  });
});

describe('terms spelled by their sound, and terms only denied', () => {
  it('counts child spelling and dialect forms that sound like the term', () => {
    expect(termsUsed('Es wa ma ein Pfert auf dem Berk.', ['Pferd', 'Berg'])).toEqual([true, true]);
    expect(termsUsed('D Mama hod an Kuacha bacha. Unsri Chatz isch uf en Baum.', ['Kuchen', 'Katze'])).toEqual([true, true]);
    expect(soundKey('Pferde')).toBe(soundKey('Pfert'));
  });

  it('keeps short terms and other words apart', () => {
    // "Rad" and "Rat" sound alike, so a term of three letters needs its own spelling.
    expect(termsUsed('Der Rat war gut.', ['Rad'])).toEqual([false]);
    expect(termsUsed('Wir suchen den Schlüssel.', ['Kuchen'])).toEqual([false]);
    expect(termsUsed('Die Kasse war leer.', ['Katze'])).toEqual([false]);
  });

  it('does not count a term named only to say it is not there', () => {
    expect(termsUsed('Es gab kein Krokodil, keinen Fluss und keine Brücke.', ['Krokodil', 'Fluss', 'Brücke'])).toEqual([
      false,
      false,
      false,
    ]);
    expect(termsUsed('Erst gab es keinen Drachen. Dann kam ein Drache geflogen.', ['Drache'])).toEqual([true]);
  });

  it('counts what someone in the story lacks, or what came instead, as used', () => {
    expect(termsUsed('lina hatte keinen regenschirm und keine gummistiefel dabei', ['Regenschirm', 'Gummistiefel'])).toEqual([true, true]);
    expect(termsUsed('Es kam aber kein Kaninchen, sondern ein Schwarm Tauben.', ['Kaninchen'])).toEqual([true]);
    expect(termsUsed('In meiner Geschichte gibt es keinen Piraten und kein Schiff.', ['Pirat', 'Schiff'])).toEqual([false, false]);
  });
});

describe('terms in dialect, short terms and terms denied after them', () => {
  it('counts "Bärg" and "Gwitter", and never "ein" or "Eis" for "Ei"', () => {
    expect(termsUsed('Mir sind uf de Bärg gfahre, do is a Gwitter kemma.', ['Berg', 'Gewitter'])).toEqual([true, true]);
    expect(termsUsed('Es war ein Huhn, das hatte ein Eis.', ['Ei'])).toEqual([false]);
    expect(termsUsed('Das Huhn legte ein Ei, dann noch zwei Eier.', ['Ei'])).toEqual([true]);
  });

  it('counts the Bavarian "Kuah" for a term too short for its sound, and "Regajack" for "Regenjacke"', () => {
    expect(termsUsed('Auf oamoi is a Kuah kemma. I han mei Regajack ozogn.', ['Kuh', 'Regenjacke'])).toEqual([true, true]);
    expect(termsUsed('Die Kuppel glänzte.', ['Kuh'])).toEqual([false]);
    expect(termsUsed('Do isch e Chue gstande. Di kleine oile hate angst.', ['Kuh', 'Eule'])).toEqual([true, true]);
    expect(termsUsed('Do isch a Häsle ghopst. Die Schule ist aus.', ['Hase', 'Schuh'], [['Hase', 'Hasen'], ['Schuh']])).toEqual([
      true,
      false,
    ]);
    expect(termsUsed('ein marinkefer und eine hekse trafen einen fuks', ['Marienkäfer', 'Hexe', 'Fuchs'])).toEqual([true, true, true]);
    // Small forms of a noun in "-en": Swabian "Gärtle", "Küchle"; "Gärtchen".
    expect(termsUsed('Bei ons im Gärtle isch a Küchle gstande.', ['Garten', 'Kuchen'])).toEqual([true, true]);
    expect(termsUsed('Im Gärtchen blüht es.', ['Garten'])).toEqual([true]);
    expect(termsUsed('Die Gärtnerin kam. Er hat gekocht.', ['Garten', 'Kuchen'])).toEqual([false, false]);
    // Doubled letters written once and a sound spelled another way: "riter", "prinsesin".
    expect(termsUsed('da kam ein riter und die prinsesin', ['Ritter', 'Prinzessin'])).toEqual([true, true]);
    expect(termsUsed('der Reiter kam', ['Ritter'])).toEqual([false]);
    // "-er" after a vowel said as "-a": "feuawerauto", "Maua".
    expect(termsUsed('dan kam das feuawerauto', ['Feuerwehrauto'])).toEqual([true]);
    expect(termsUsed('Die Kerze brannte.', ['Katze'])).toEqual([false]);
    expect(termsUsed('an meinem geburztag', ['Geburtstag'])).toEqual([true]);
    expect(termsUsed('Es isch emol en chliine Haas gsi.', ['Hase'], [['Hase', 'Hasen']])).toEqual([true]);
    // The noun's final "e" left off, as Swiss and Bavarian children say it.
    expect(
      termsUsed(
        'Es isch emal en chliine Has gsi. D Kerz het brennt.',
        ['Hase', 'Kerze'],
        [
          ['Hase', 'Hasen'],
          ['Kerze', 'Kerzen'],
        ],
      ),
    ).toEqual([true, true]);
    expect(termsUsed('Wir hatten Reis.', ['Hund'], [['Hund', 'Hunde']])).toEqual([false]);
    // Swiss "Chätzli" for "Kätzli", a child's "gahten" for "Garten".
    expect(termsUsed('Im Zug isch es chlises Chätzli gsi.', ['Kätzchen'], [['Kätzchen', 'Kätzli']])).toEqual([true]);
    expect(termsUsed('bello spilt mit dem bal im gahten', ['Garten'])).toEqual([true]);
    expect(termsUsed('Ich habe eine Karte gemalt.', ['Garten'])).toEqual([false]);
    expect(termsUsed('ein dinosauria hat ein ei gelegt', ['Dinosaurier'])).toEqual([true]);
    expect(termsUsed('Mein Papi hat gelacht.', ['Papier'])).toEqual([false]);
  });

  it('does not count "Ein Einhorn war nicht dabei", but counts a term also used for real', () => {
    expect(termsUsed('Die Fee zauberte. Ein Einhorn war nicht dabei.', ['Einhorn'])).toEqual([false]);
    expect(termsUsed('Ein Ufo hat er aber nicht gesehen. Dann landete doch ein Ufo.', ['Ufo'])).toEqual([true]);
    expect(termsUsed('Lena hatte nie Angst vor Gewitter.', ['Gewitter'])).toEqual([true]);
  });
});

describe('terms denied in other words, and sounds of three letters or more', () => {
  it('does not count a term that "kommt nicht vor" or the story "ist nicht über", but counts a dragon that will not sleep', () => {
    expect(termsUsed('Eine Taschenlampe kommt in meiner Geschichte übrigens nicht vor.', ['Taschenlampe'])).toEqual([false]);
    expect(termsUsed('Meine Geschichte ist nicht über eine Astronautin.', ['Astronautin'])).toEqual([false]);
    expect(termsUsed('Ein Drache wollte nicht schlafen.', ['Drache'])).toEqual([true]);
  });

  it('hears the Bavarian "Baam" and small forms ("Hündli", "Kätzchen") as the term, but not "Schule" as "Schuh"', () => {
    expect(termsUsed('Mei Katz is auf an Baam naufgloffa.', ['Baum', 'Katze'])).toEqual([true, true]);
    expect(termsUsed('Mis Hündli und ds Kätzchen spielen.', ['Hund', 'Katze'])).toEqual([true, true]);
    expect(termsUsed('Wir gehen in die Schule.', ['Schuh'])).toEqual([false]);
  });

  it('hears child and dialect sounds ("Eima", "Nudla", "Schweschter") and strong verbs behind a prefix ("losgeschlichen")', () => {
    expect(termsUsed('Ich hab einen Wurm in meinen Eima getan.', ['Eimer'])).toEqual([true]);
    expect(termsUsed('Mei Schweschter hot Nudla gmacht.', ['Schwester', 'Nudeln'])).toEqual([true, true]);
    expect(termsUsed('Dann sind wir leise losgeschlichen.', ['schleichen'])).toEqual([true]);
    expect(termsUsed('Sie hat einen Brief geschrieben.', ['schreiben'])).toEqual([true]);
  });

  it('counts a term of four letters at the end of a compound, not at its start', () => {
    expect(termsUsed('Im Garten stand ein alter Apfelbaum.', ['Baum'])).toEqual([true]);
    expect(termsUsed('Der Wachhund bellte.', ['Hund'])).toEqual([true]);
    expect(termsUsed('Wir aßen Hundekuchen.', ['Hund'])).toEqual([false]);
  });

  it('does not count a term again in the sentence that denies it', () => {
    const story = 'Ein Einhorn kommt in meiner Geschichte nicht vor, weil Einhörner Babykram sind.';
    expect(termsUsed(story, ['Einhorn'], [['Einhorn', 'Einhörner']])).toEqual([false]);
    expect(termsUsed(`${story} Am Ende kam doch ein Einhorn.`, ['Einhorn'], [['Einhorn', 'Einhörner']])).toEqual([true]);
  });

  it('does not count a term the writer says it did not fit in, but a figure who did not manage something is told', () => {
    expect(termsUsed('Das Pferd fand sie im Dorf. (regenbogen hab ich nicht mehr geschafft sorry)', ['Regenbogen'])).toEqual([false]);
    expect(termsUsed('Den Drachen hat der Ritter nicht geschafft.', ['Drache'], [['Drache', 'Drachen']])).toEqual([true]);
  });

  it('hears "Brezn" as "Brezel", but never "es" as "Esel"', () => {
    expect(termsUsed('Opa hod ma a große Brezn kafft.', ['Brezel'])).toEqual([true]);
    expect(termsUsed('Es war ein schöner Tag.', ['Esel'])).toEqual([false]);
  });

  it('counts a compound that starts with a listed form ("Erdäpfelpüree" for "Kartoffel") and "dinosaurja"', () => {
    const potato = ['Kartoffel', 'Kartoffeln', 'Erdapfel', 'Erdäpfel'];
    expect(termsUsed('Oma hat Erdäpfelpüree gemacht.', ['Kartoffel'], [potato])).toEqual([true]);
    expect(termsUsed('Im Ei war ein kleiner dinosaurja.', ['Dinosaurier'], [['Dinosaurier']])).toEqual([true]);
  });

  it('hears "ragete" for "Rakete": a "g" between vowels said as "k"', () => {
    expect(termsUsed('Im Garten steht eine ragete aus Karton.', ['Rakete'], [['Rakete', 'Raketen']])).toEqual([true]);
    expect(termsUsed('Die Gabel liegt auf dem Tisch.', ['Kabel'], [['Kabel']])).toEqual([false]);
  });

  it('hears "gebacken" for "backen" and "Omi" for "Oma", not "Opa" for "Oma"', () => {
    expect(usesTerm('Nach einer Stunde haben wir ihn fertig gebacken rausgeholt.', 'backen')).toBe(true);
    expect(usesTerm('Jeden Sonntag bin ich bei meiner Omi.', 'Oma')).toBe(true);
    expect(usesTerm('Opa hat drei Stücke gegessen.', 'Oma')).toBe(false);
  });

  it('hears "schiraffe" for "Giraffe"', () => {
    expect(usesTerm('es war einmal eine schiraffe die hies lotti.', 'Giraffe')).toBe(true);
    expect(usesTerm('Das Schiff fährt los.', 'Giraffe')).toBe(false);
  });

  it('does not count terms the writer leaves out on purpose ("eine Geschichte ohne Roboter"), but one a character goes without', () => {
    const left = 'Ich schreibe eine Geschichte ohne Roboter und ohne Zeitmaschine, weil das langweilig ist. Es war einmal eine Pizza.';
    expect(termsUsed(left, ['Roboter', 'Zeitmaschine', 'Pizza'])).toEqual([false, false, true]);
    expect(usesTerm('Ohne seinen Roboter wollte Tim nicht schlafen.', 'Roboter')).toBe(true);
  });

  it('hears "mutich" for "mutig" and "iegel" for "Igel", not "dich" for "dick"', () => {
    expect(usesTerm('der drache war mutich und ist raus gegangen', 'mutig')).toBe(true);
    expect(usesTerm('er wollte mit dem iegel fangen spielen', 'Igel')).toBe(true);
    expect(usesTerm('Der Tieger schlief im Gras.', 'Tiger')).toBe(true);
    expect(usesTerm('Ich hab dich lieb.', 'dick')).toBe(false);
  });

  it('reads "Entenmama" as an Ente and "Fahrrad" as a Rad where the bank lists it; "Hütte" is no Hut', () => {
    expect(usesTerm('Unter der Brücke saß eine Entenmama mit sieben Küken.', 'Ente')).toBe(true);
    expect(usesTerm('Jonas fuhr mit seinem neuen Fahrrad zum Park.', 'Rad', ['Rad', 'Räder', 'Fahrrad'])).toBe(true);
    const hut = ['Hut', 'Hutes', 'Hüte', 'Hüten', 'Strohhut'];
    expect(usesTerm('Der Zwerg wohnte in einer gemütlichen Hütte.', 'Hut', hut)).toBe(false);
    expect(usesTerm('Der Zwerg setzte seinen Strohhut auf.', 'Hut', hut)).toBe(true);
    expect(usesTerm('Im Stall läutete die Glogge.', 'Glocke')).toBe(true);
  });

  it('does not count a term the writer has never met ("noch nie einen Delfin gesehen"), but a story that opens with one', () => {
    expect(usesTerm('Ich hab noch nie einen Delfin gesehen. Ich mag lieber Fußball.', 'Delfin')).toBe(false);
    expect(usesTerm('Ich war auch noch nie am Meer, nur am Baggersee.', 'Meer')).toBe(false);
    expect(usesTerm('Noch nie hatte Tim einen Delfin gesehen. Doch dann sprang einer aus dem Wasser.', 'Delfin')).toBe(true);
  });
});

describe('termMatcher: ends that only look like a compound', () => {
  it('finds no "Stern" in "Schwestern", "Geschwistern", "Fenstern" or "Monstern"; "Morgenstern" and "Seestern" are stars', () => {
    const star = termMatcher('Stern');
    for (const w of ['Schwestern', 'Geschwistern', 'Fenstern', 'Monstern', 'Gestern']) expect(star(w), w).toBe(false);
    for (const w of ['Morgenstern', 'Seestern', 'Abendstern', 'Sternschnuppe']) expect(star(w), w).toBe(true);
  });
});

describe('termMatcher: an adjective made stronger in front', () => {
  it('counts "klatschnass", "eiskalte" and "bärenstark" for "nass", "kalt" and "stark"; "Kaltwasser" and "Anstarken" are none', () => {
    expect(termMatcher('nass')('klatschnass')).toBe(true);
    expect(termMatcher('kalt')('eiskalte')).toBe(true);
    expect(termMatcher('stark')('bärenstark')).toBe(true);
    expect(termMatcher('groß')('riesengroß')).toBe(true);
    expect(termMatcher('kalt')('Kaltwasser')).toBe(false);
    expect(termMatcher('stark')('Anstarken')).toBe(false);
  });
});
