import { describe, expect, it } from 'vitest';
import { checkSafety } from './safety.ts';
import { peopleListedAs, personPutDownInAnIdea } from './safety-put-downs.ts';

const refused = (text: string) => expect(checkSafety(text).safe, text).toBe(false);
const allowed = (text: string) => expect(checkSafety(text).safe, text).toBe(true);

describe('put-downs about a classmate who is named or spoken of', () => {
  it('refuses a name, pronoun or person followed by "ist" and a hurtful word', () => {
    for (const text of [
      'Jonas ist Müll',
      'Lena ist Müll',
      'lukas ist abfall',
      'kevin ist fett',
      'mia ist so häslich',
      'emma ist so ecklig',
      'ben ist ein fettes schwein',
      'lena war so eine kuh',
      'Lena ist ein Opfer',
      'der neue junge ist eklig',
      'meine schwester ist so dumm',
      'der typ ist wertlos',
      'kevin ist behindert',
      'jonas ist müll und stinkt',
      'alle mädchen sind doof',
      'Ayşe ist fett geworden',
      'heute war Ömer wieder so eklig',
      'ist lena fett?',
      'tim ist so dick',
      'ole ist dick und häslich',
    ])
      refused(text);
  });

  it('refuses rubbish words and the worst adjectives also about "er" and "sie"', () => {
    for (const text of ['er ist wertlos', 'sie ist ein Opfer', 'Er ist Müll.', 'sie ist so unfähig']) refused(text);
  });

  it('refuses "der"/"die" standing for someone just mentioned', () => {
    refused('der ist unfähig und sollte gefeuert werden');
    refused('Ich kenne einen, und der ist Müll.');
    refused('und die ist hässlich');
    refused('Der ist Müll.');
  });

  it('refuses "stinkt" said of a person', () => {
    for (const text of [
      'leon stinkt',
      'Ben stinkt nach Klo',
      'Jonas stinkt wie Müll',
      'Er stinkt auch wie ein Schwein.',
      'die lara stinkt voll',
    ])
      refused(text);
  });

  it('refuses comparisons that degrade a person', () => {
    for (const text of [
      'die lena sieht aus wie ein schwein',
      'ole ist fett wie ein nilpferd',
      'er ist dick wie ein elefant',
      'Paul riecht wie ein Klo',
      'der isst wie ein schwein',
    ])
      refused(text);
  });

  it('refuses throwing a person away', () => {
    for (const text of [
      'Lena gehört in die Tonne',
      'paul gehört in den müll',
      'du gehörst in die tonne',
      'der gehört entsorgt',
      'Finn gehört in die Mülltonne!',
    ])
      refused(text);
  });

  it('refuses threats of a slap and scornful names', () => {
    for (const text of [
      'dann kriegt er eine von mir',
      'gleich kriegst du eine',
      'dann kriegste eine',
      'der kriegt eine gescheuert',
      'Jonas kriegt eins auf die Nase',
      'fauler Sack',
      'du faule socke',
      'die verlogene Sau',
    ])
      refused(text);
  });

  it('refuses the whole story or idea list that holds one', () => {
    refused(
      'In unserer Schule gibt es einen Jungen, der heißt Kevin, und der ist so fett wie ein Schwein. Er stinkt auch wie ein Schwein und alle lachen ihn aus.',
    );
    refused('Mülleimer\nRecycling\nMax ist Müll\nMüllabfuhr');
  });
});

describe('the same words about things, animals or in kindness', () => {
  it('allows rubbish, smells and bins that are about things', () => {
    for (const text of [
      'Das Spiel ist Müll',
      'Der Müll stinkt',
      'Lena bringt den Müll raus',
      'Das Spiel von Lena ist Müll',
      'Der Käse stinkt wie ein Schwein',
      'Die Bananenschale gehört in den Biomüll',
      'Er hat den Müll in die Tonne geworfen',
      'Sie gehören in den Müll',
      'Der Stift der ist Müll',
      'die kinder waren müll sammeln',
      'es riecht wie im klo',
    ])
      allowed(text);
  });

  it('allows comparisons and descriptions that are not put-downs', () => {
    for (const text of [
      'Jonas ist schnell wie ein Gepard',
      'Mia ist so stark wie ein Bär',
      'mia riecht wie eine blume',
      'Die Oma ist dick eingepackt',
      'Mama ist dick eingepackt',
      'Ben ist mein Freund',
      'Lena ist krank',
      'Lena ist nicht dumm',
      'Ben ist blöd gefallen',
      'Der Hund ist fett',
      'Das Schwein ist fett',
      'nach dem fußball war ben ganz dreckig',
      'Beim Fasching war Ben ein Schwein und ich ein Pirat',
      'im krippenspiel war lena die kuh',
    ])
      allowed(text);
  });

  it('allows a fat bear, an ugly witch and a smelly cat in a story told with "er" and "sie"', () => {
    for (const text of [
      'Der Bär hatte Hunger. Er war so dick, dass er in der Höhle stecken blieb.',
      'Die Hexe kam näher. Sie war hässlich und hatte eine krumme Nase.',
      'Der Kater schläft. Er stinkt nach Fisch.',
      'Die Raupe fraß und fraß. Sie war fett und satt.',
      'Kevin hat einen Hund. Der ist fett und süß.',
      'Opa stinkt nach Pfeife, aber ich hab ihn lieb.',
      'Kein Mensch ist Müll.',
    ])
      allowed(text);
  });

  it('allows getting and giving that is no threat, and sacks that are sacks', () => {
    for (const text of [
      'Jeder kriegt eine',
      'Lena kriegt eine Katze',
      'Er kriegt eine Eins',
      'Sie bekommt eine Puppe',
      'Papa bringt den Sack in den Keller',
      'ein dreckiger Sack',
    ])
      allowed(text);
  });

  it('keeps sentences apart: a name in one does not make the next about a person', () => {
    allowed('Ich spiele mit Lena. Müll ist eklig.');
    refused('Ich spiele mit Lena, Lena ist eklig.');
  });
});

describe('stories about a real classmate', () => {
  it('refuses a classmate named with the class, and then spoken of as "er" or "sie"', () => {
    refused('emil aus der 3c ist ein affe. er wohnt eigentlich im dschungel.');
    refused('In unserer Klasse gibt es eine Hexe, die heißt Lara. Aber es klappt nie, weil sie so hässlich ist.');
    refused('Das Schwein hieß Jonas, genau wie der Jonas aus unserer Klasse. Es war so dick und stinkig wie er.');
    refused('In meiner Klasse ist ein Junge, der heißt Tim. Er ist so fett.');
  });

  it('leaves "er" and "sie" in a story about animals and witches alone, and a pet keeps its name', () => {
    allowed('Im Zoo wohnt ein Affe. Er ist fett und frisst den ganzen Tag Bananen.');
    allowed('Es war einmal eine Hexe. Sie war so hässlich, dass alle Spiegel zersprangen.');
    allowed('Mein Hamster Max ist fett und faul.');
    allowed('Der Affe Emil ist ein Affe und frisst Bananen.');
    allowed('Unsere Klasse ist klasse, und unser Lehrer ist lustig.');
  });
});

describe('"ihr" as "her" and as "you all"', () => {
  it('leaves "ihr Hund" alone and refuses "ihr seid Hunde"', () => {
    allowed('Lena hatte keine Angst, aber ihr Hund Balu schon.');
    refused('ihr seid hunde');
    refused('ihr lügner');
  });
});

describe('"die anderen" and "selber"', () => {
  it('refuses put-downs of the others and of a child "selber", but not of things', () => {
    refused('die anderen sind eh alle blöd und spielen viel schlechter als ich');
    refused('das kind ist selber komisch und hässlich');
    allowed('Die anderen Bücher sind alle blöd.');
    allowed('Die anderen sind nett.');
  });
});

describe('"hate" as a child types "hatte"', () => {
  it('lets "Es hate einen roten Hut" through and still refuses "I hate you"', () => {
    allowed('Es hate einen roten Hutt auf dem Kopf.');
    refused('i hate you');
  });
});

describe('a classmate named with an initial', () => {
  it('refuses "Emma K., die ist so peinlich" in a story about the class, and "Lena ist so peinlich"', () => {
    refused('In unserer Klasse gibt es ein Mädchen, Emma K., die ist so peinlich, dass sie im Zirkus arbeiten könnte.');
    refused('Lena ist so peinlich.');
    allowed('Das ist mir peinlich.');
  });
});

describe('put-downs joined by "und" and said after the person', () => {
  it('refuses "weil sie einfach zu faul und zu doof sind" about a named classmate and "ist mein Bruder morgen … doof"', () => {
    refused('Leute wie Tim aus meiner Klasse haben ein Fixed Mindset, weil sie einfach zu faul und zu doof sind.');
    refused('Dafür ist mein Bruder morgen müde und doof, haha.');
    allowed('Ich mag Hunde, weil sie so lieb und weich sind.');
    allowed('Mein Bruder ist morgen müde.');
  });

  it('refuses a child called by a put-down and its name ("der fette Lukas"), not an animal so called', () => {
    expect(checkSafety('Dann sind alle froh, dass der fette Lukas weg ist.').safe).toBe(false);
    expect(checkSafety('Alle lachen über die doofe Lena.').safe).toBe(false);
    expect(checkSafety('Die fette Raupe frisst ein Blatt.').safe).toBe(true);
    expect(checkSafety('Der liebe Lukas hilft dem Bauern.').safe).toBe(true);
  });

  it('refuses a text that blames a real grown-up the child names ("meine Lehrerin … ist schuld … ist gemein"), not a story\'s dragon', () => {
    expect(
      checkSafety('meine lehrerin ist schuld, dass ich das rätsel nicht verstanden habe. sie erklärt schlecht und ist gemein.').safe,
    ).toBe(false);
    expect(checkSafety('Der Drache ist gemein und die Prinzessin ist schuld.').safe).toBe(true);
  });

  it('reads every word of "so gemein und alt und hässlich" said of a real teacher, not of a story\'s witch', () => {
    expect(
      checkSafety('unsere lehrerin heißt frau berger. sie ist so gemein und alt und hässlich, dass sogar die katze wegläuft.').safe,
    ).toBe(false);
    expect(checkSafety('unsere lehrerin heißt frau berger. sie ist so gemein.').safe).toBe(false);
    expect(checkSafety('Jonas ist klug und alt und hässlich.').safe).toBe(false);
    expect(checkSafety('Die Hexe war so gemein und alt und hässlich, dass die Katze wegläuft.').safe).toBe(true);
  });

  it('refuses "weil er so fett und dumm ist" of a classmate and "das hässlichste Schwein" said of a child', () => {
    expect(checkSafety('Kevin aus der 3b. Alle haben gelacht, weil er so fett und dumm ist.').safe).toBe(false);
    // "von der 4b" names a class as well; "der König von der Burg" does not.
    expect(checkSafety('Es war einmal eine Lehrerin, Frau Krause von der 4b. Sie ist an allem schuld.').safe).toBe(false);
    expect(checkSafety('Der König von der Burg war sehr gemein zu den Drachen.').safe).toBe(true);
    expect(checkSafety('Der Drache war traurig, weil er so alt und müde war.').safe).toBe(true);
    expect(checkSafety('Kevin ist das hässlichste Schwein.').safe).toBe(false);
    expect(checkSafety('Das Schwein ist das dickste Tier auf dem Hof.').safe).toBe(true);
  });
});

describe('put-downs a child names in a story or a list', () => {
  it('refuses "du bist und bleibst der Affe", "zu hässlich für jeden Spiegel", a look compared to an animal, the teacher of "unserer Schule"', () => {
    refused('Jonas, du bist und bleibst der Affe.');
    allowed('Du bist und bleibst mein bester Freund.');
    refused('Emma ist zu hässlich für jeden Spiegel');
    refused('Elias ist zu fett zum Rennen');
    refused('Jonas macht nur Fehler weil er dumm ist');
    allowed('Lena lacht, weil sie froh ist.');
    allowed('Tim ist zu klein für die Achterbahn.');
    refused('Jonas sieht aus wie ein Affe.');
    allowed('Tom klettert wie ein Affe auf den Baum.');
    allowed('Lena sieht aus wie eine Prinzessin.');
    refused('Es war einmal eine Lehrerin in unserer Schule die war so fett wie ein Schwein.');
    allowed('Es war einmal ein Bauer in seinem Dorf, der hatte ein Schwein.');
    refused('Es war einmal ein Junge, der hieß Leon aus meiner Klasse. Leon ist an allem schuld, immer.');
    allowed('Der Drache ist an allem schuld.');
    refused(
      'Es war einmal eine Hexe, die heißt Frau Berger und ist unsere Mathelehrerin. Alle Kinder hassen sie, weil sie so hässlich und gemein ist.',
    );
    allowed('Es war einmal eine Hexe im Wald. Alle Kinder hatten Angst, weil sie so hässlich und gemein war.');
    allowed('Unsere Mathelehrerin hat einen Drachen. Er ist traurig, weil er so groß und grün ist.');
    refused('Unsere Lehrerin ist ja sooo nett. Eigentlich gehört sie in den Zirkus als Clown.');
    refused('Jonas ist so hässlich da weint sogar der Spiegel');
    refused('Auf der Klassenfahrt saß der dicke Kevin im Bus neben mir.');
    allowed('Der dicke Bär schläft in seiner Höhle.');
    refused(
      'Da wohnte der böse Paul. Paul aus meiner Klasse, das passiert dir auch, wenn du mir nochmal den Ball wegnimmst, pass bloß auf!',
    );
    allowed('Pass bloß auf, sagte die Hexe zu Hänsel.');
    allowed('Der Wald ist so dunkel, da sieht man nichts.');
    allowed('Paul gehört in den Zirkus, er ist ein toller Jongleur.');
    allowed('Der Tiger war traurig. Er gehört in den Zoo, sagte der Wärter.');
    refused(
      'Es war einmal ein Schwein, das hieß Kevin und ging in unsere Schule in die 4c. Es war so dick, dass die Hose geplatzt ist. Kevin, du bist gemeint.',
    );
    allowed('Es war einmal ein Schwein, das hieß Rosa. Es war so klein und rosa. Mein Freund aus meiner Klasse hat es gemalt.');
  });
});

describe('an animal named after a classmate', () => {
  it('refuses a named child called a liar or a thief, a school class called rubbish and what girls or boys "cannot"', () => {
    refused('Ben ist ein Lügner');
    refused('Jonas ist so ein Angeber');
    allowed('Max war ein Dieb, der nachts Kuchen stahl.');
    allowed('Ben ist kein Lügner');
    allowed('Der Fuchs ist ein Dieb.');
    refused('die ganze 3a ist Müll');
    refused('die 2b ist voll doof');
    allowed('Die 4b ist unsere Partnerklasse.');
    allowed('Die 3a ist heute im Zoo.');
    refused('Mädchen können halt kein Fußball, das weiß jeder.');
    refused('alle Jungs können nicht stillsitzen');
    allowed('Mädchen können auch Fußball spielen');
    allowed('Die Mädchen können nicht kommen, weil es regnet');
    allowed('Wir Mädchen können nicht mehr warten');
  });

  it('refuses "so hässlich, dass jeder Spiegel zerplatzt" of a classmate and a named child with a way to hurt it as a plan', () => {
    refused('Es war einmal eine Hexe die hieß Mia und ging in meine Klasse. Sie war so hässlich das jeder Spiegel zerplatzt ist.');
    refused('Lukas stechen wenn er nervt');
    allowed('Die Biene wollte Lukas stechen, aber er lief weg.');
    allowed('Es war einmal eine Hexe, die war so klug, dass alle sie fragten.');
  });

  it('reads "ist in der 3c" as a classmate and "die blödeste Lehrerin der Welt" as a put-down of a real person', () => {
    refused('In unserer Schule gibt es einen Zwerg, der heißt Ben und ist in der 3c. Der ist so hässlich dass alle über ihn lachen.');
    refused('Unsere Lehrerin Frau Schmidt war mit uns am Fluss. Die ist eh die blödeste Lehrerin der Welt.');
    refused('Meine Schwester ist die dümmste Schwester der Welt.');
    refused('Ben ist so klein und hässlich, dass alle über ihn lachen.');
    allowed('Es war einmal eine Hexe, die war so klug und hässlich, dass alle sie fragten.');
    allowed('Unsere Lehrerin Frau Schmidt war mit uns am Fluss. Die ist die beste Lehrerin der Welt.');
    allowed('Die Stadt, in der er wohnt, ist so klein, dass alle einander kennen.');
    allowed('Der Riese war der dümmste Riese im ganzen Land, aber er hatte ein gutes Herz.');
  });

  it('hears "der ist doch selber hässlich, den hau ich morgen" as a put-down and a threat; "der Pulli ist hässlich" as about a thing', () => {
    refused('der ist doch selber hässlich, den hau ich morgen');
    refused('der ist doch selber hässlich');
    refused('den hau ich morgen');
    allowed('der pulli ist hässlich');
    allowed('Den Pulli hab ich selbst gestrickt, der ist selbst gemacht.');
  });

  it('hears "wenn er mich wieder ärgert mach ich das echt" as a threat; a plan for later or a way of doing it is none', () => {
    refused('Und wenn er mich morgen wieder ärgert mach ich das echt. Hahaha');
    refused('wenn du mich noch mal haust, dann mach ich das wirklich');
    allowed('Wenn ich groß bin, mach ich das echt.');
    allowed('Wenn mich mein Bruder nervt, mach ich das echt so wie Ferdy und atme tief durch.');
  });

  it('hears a named classmate mocked as the story\'s animal when "und" joins the put-down to the first verb', () => {
    refused(
      'Es war einmal ein fettes Schwein, das hieß Paul wie der Paul aus der 4b. Er ging in die Schule und war so dumm, dass die Lehrerin immer über ihn gelacht hat.',
    );
    allowed('Es war einmal ein Schwein, das hieß Paul. Er ging in die Schule und war so froh, dass die Lehrerin gelacht hat.');
  });

  it('hears a blow announced with words between ("hau ich denen in der pause eine rein"), not a ball or a pizza', () => {
    refused('wenn die nochmal kichern hau ich denen in der pause eine rein');
    refused('Dann hau ich dem Jonas morgen eine runter');
    refused('Ich frag weiter und wer nochmal kichert kriegt in der Pause eine rein');
    allowed('Im Tor krieg ich oft noch eine rein, aber ich übe');
    allowed('Er kriegt in der Pause eine Eins');
    allowed('Ich hau den Ball mit voller Kraft rein');
    allowed('Ich hau noch eine Pizza rein');
  });

  it('hears the fault given now to a named child or the family ("Tobi ist schuld", "meine Schwester ist an allem schuld"), not to a thing, a denied one or a thought told', () => {
    refused('Tobi ist schuld dass wir drinbleiben mussten');
    refused('meine Schwester ist schuld an dem Chaos');
    refused('mein Bruder ist immer an allem schuld');
    refused('Mama ist schuld, dass ich zu spät bin');
    allowed('Der Wind ist schuld.');
    allowed('Lena ist nicht schuld.');
    allowed('Ich bin schuld.');
    allowed('Tim war schuld, rief der König.');
    allowed('Früher hab ich immer gesagt, mein Bruder ist schuld, wenn ich verloren hab.');
  });

  it('hears the fault given now to a teacher, to "sie" or "die" first in a sentence, and "ist halt ihre Schuld"; examples and a denied fault stay fine', () => {
    refused('Frau Meier ist schuld, dass ich das hier schreiben muss');
    refused('die Lehrerin ist schuld weil sie zu schnell erklärt');
    refused('Voll unfair. Sie ist schuld, dass ich drinnen sitz.');
    refused('Lena hat alles kaputt gemacht, ist halt ihre Schuld');
    allowed('Frau Meier ist nett und erklärt gut.');
    allowed('Sie ist nicht schuld, das kann jedem passieren.');
    allowed('Das ist nicht ihre Schuld.');
    allowed('Man denkt, die Aufgabe war unfair oder die Lehrerin ist schuld.');
  });

  it('hears the fault or "unfair" given now to "sie", "die" or "der" first after a comma, and a family member\'s fault given as the reason; a thought told, a story, a denial and a pet stay fine', () => {
    refused('Mama hat gesagt, ich darf erst raus, wenn ich fertig bin, voll unfair, sie ist schuld, dass ich jetzt drinnen sitz.');
    refused('Frau Hahn sagt wir dürfen nur Bleistift, die ist schuld dass ich keinen Füller krieg');
    refused('Herr Yilmaz hat uns keine Pause gegeben, der ist echt unfair.');
    refused('Nur meine Schwester nicht, die hilft mir ja nie, weil sie so faul ist');
    refused('immer muss ICH den rausbringen weil mein bruder zu faul ist');
    refused('Mein Bruder hat voll das fixed mindset weil er einfach zu faul und zu dumm ist');
    allowed('Die Hexe verzauberte den Prinzen, sie war schuld.');
    allowed('Ich hab früher immer gesagt, die ist schuld.');
    allowed('Mama lacht, sie ist nicht schuld, das kann jedem passieren.');
    allowed('Mein Bruder ist heute faul und liegt auf dem Sofa');
    allowed('Der Kater schläft den ganzen Tag, weil er so faul ist.');
    allowed('Mein Bruder hilft mir, weil er so nett ist.');
    allowed('Mein Bruder lacht, weil er so froh und müde ist.');
  });

  it('hears "Hannas Schuld", a loss "wegen unserem Trainer", "der Trainer ist unfair", "die Mädchen sind schuld", "ist auch schuld" and, of a classmate, "ist er schuld"; a denial, the weather and what someone said stay fine', () => {
    refused('Das war natürlich wieder Hannas Schuld, weil die immer alles kaputt macht.');
    refused('Sie macht alles kaputt, die ist echt die dümmste Schwester der Welt.');
    refused('wir haben das fußballturnier verloren nur wegen unserem trainer');
    refused('wir verlieren immer wegen Finn der kann nix');
    refused('der Trainer ist unfair und mag nur seinen Sohn');
    refused('die Mädchen sind schuld dass wir verloren haben');
    refused('Der echte Finn ist auch schuld dass wir beim Sportfest verloren haben');
    refused('Der Zwerg hieß Jonas wie der Jonas aus meiner Klasse, und immer ist er schuld, wenn wir verlieren.');
    allowed('Das ist nicht Hannas Schuld.');
    allowed('Luca hat gesagt, das ist nur Tims Schuld, aber dann haben sie sich vertragen.');
    allowed('Wir haben wegen dem Regen verloren.');
    allowed('Wegen Oma haben wir den Zug verpasst, aber sie hat uns Eis gekauft.');
    allowed('Der Trainer ist nett und erklärt gut.');
    allowed('Die Mädchen sind schneller als wir.');
  });

  it('hears a put-down followed by a new statement without a comma ("die sind so behindert die können gar nix")', () => {
    refused('dann kamen lukas und tim aus meiner klasse online und die sind so behindert die können gar nix');
    refused('Jonas ist so dumm der kann nix');
    allowed('Die Straße war behindert, die Autos standen still.');
  });

  it('lets a child say plainly that someone of its family is disabled; the slur stays refused', () => {
    allowed('Mein Cousin ist behindert und sitzt im Rollstuhl, wir spielen trotzdem zusammen.');
    refused('Mein Bruder ist so behindert.');
    refused('du bist behindert');
  });

  it('hears "lisa aus der 3b sieht aus wie ein hässlicher köter" as said of a classmate; a pet called "Köter" fondly stays fine', () => {
    refused('lisa aus der 3b sieht aus wie ein hässlicher köter');
    refused('Jonas sieht aus wie ein Köter');
    allowed('Unser Hund ist ein kleiner Köter, aber wir lieben ihn.');
  });

  it('hears "der alte Sack", "die blöde Frau Meier" and the worst of all said of "Finn aus meiner Mannschaft"', () => {
    refused('der alte Sack von oben');
    refused('die blöde Frau Meier die immer meckert');
    refused('Finn aus meiner Mannschaft ist sowieso der schlechteste Torwart der Welt');
    allowed('Er fand einen alten Sack voller Gold.');
    allowed('Die nette Frau Meier hat uns Kuchen gebracht.');
    refused('Die Hexe war so hässlich und fett wie Frau Krause aus dem dritten Stock.');
    refused('Kevin aus meiner Klasse übt schon drei Jahre Lesen, ein echtes Genie, bald schafft er ein Wort pro Minute 👏👏');
    refused('Keiner ist so ein Versager wie du.');
    refused('frau meier macht die meisten fehler weil sie blöd ist');
    allowed('Frau Meier hat gesagt, dass wir leise sein sollen, weil sie krank ist.');
    allowed('Meine Oma sagt, der Hund bellt, weil er doof ist.');
    refused('Meine Lehrerin ist schuld, dass ich schlecht in Englisch bin.');
    allowed('Früher hab ich immer gesagt, meine Lehrerin ist schuld, dass ich in Mathe schlecht bin.');
    refused('Ben aus meiner Klasse, unser Einstein 😂, hat wieder alles falsch.');
    allowed('Lena aus meiner Klasse ist ein echtes Mathe-Genie!');
    allowed('Ich bin halt ein Genie 😂 aber ich übe trotzdem.');
    allowed('Die Hexe war so hässlich wie eine Kröte.');
    allowed('Meine Oma ist so lieb wie Frau Krause von nebenan.');
    allowed('Finn aus meiner Klasse ist der beste Torwart der Welt.');
  });

  it('hears "Tim ist der schlechteste Torwart der Welt" and "sich so dumm anstellt" said of someone; a fairy tale, praise, a pet and anyone in general stay fine', () => {
    refused('Tim ist einfach der schlechteste Torwart der Welt und alle wissen das.');
    refused('Mein Bruder ist der schlechteste Verlierer der Welt');
    allowed('Tim ist der beste Torwart der Welt.');
    allowed('Tim war der schlechteste Torwart der Welt, aber dann übte er jeden Tag.');
    allowed('Der Riese war der dümmste Riese im Land.');
    refused('Die Geschichte ist doof, weil Frau Yilmaz uns doofe Wörter gibt, sie ist die schlimmste Lehrerin der Welt.');
    allowed('Das war der schlimmste Sturm der Welt.');
    refused('weil die einfach nicht schießen kann und sich immer so dumm anstellt');
    refused('du stellst dich so doof an');
    allowed('Auch wer sich am Anfang blöd anstellt, kann mit Übung richtig gut werden.');
    allowed('Der Hund stellt sich dumm an, wenn er baden soll.');
    allowed('ich stell mich manchmal dumm an');
  });

  it('hears "Jonas ist ein Ekel" and a stink nickname beside a name ("Stinkefuß Jonas"); disgust at spiders and smelly socks stay fine', () => {
    refused('Jonas ist ein Ekel');
    refused('Stinkefuß Jonas');
    refused('Jonas Stinker');
    allowed('Ich hab Ekel vor Spinnen');
    allowed('Stinkesocken');
  });

  it("reads the animal that bears the classmate's name as the classmate", () => {
    refused('es war einmal ein esel der hieß jonas wie der jonas aus meiner klasse. der esel jonas war so dumm und hässlich');
    allowed('Es war einmal ein Esel, der hieß Jonas. Der Esel Jonas war so dumm und fraß Socken.');
    allowed('Mein Hund heißt Max. Der Hund Max ist so dumm und frisst Socken.');
  });
});

describe('a look compared with a shaming word, and a mouth stuffed', () => {
  it('refuses "Emma sieht mit Hut aus wie ne hässliche Kröte", not a pretty look or an ugly thing', () => {
    refused('Emma sieht mit Hut aus wie ne hässliche Kröte 🐸');
    refused('Lena sieht aus wie eine hässliche Hexe');
    allowed('Lena sieht mit dem Kleid aus wie eine Prinzessin.');
    allowed('Die Hexe im Märchen sieht aus wie eine hässliche alte Frau.');
    allowed('Der Kuchen sieht mit Sahne aus wie ein hässlicher Klumpen.');
  });
  it('refuses "sonst stopf ich dir den Mund zu", not a full mouth or darned socks', () => {
    refused('Kannst du bitte etwas leiser reden? Sonst stopf ich dir den Mund zu');
    refused('ich stopf dir gleich das Maul');
    allowed('Ich stopf mir den Mund voll mit Kuchen.');
    allowed('Oma stopft mir die Socken.');
  });
});

describe('threats and shaming read in set 56', () => {
  it('refuses a blow promised back and "jetzt weißt du, was passiert", not a ball played back or a fact learnt', () => {
    refused('ich bin wütend und wenn du mich nochmal schubst hau ich zurück');
    refused('So, jetzt weißt du was passiert Lea wenn du nochmal was erzählst. Pass bloß auf.');
    allowed('Ich hau den Ball zurück.');
    allowed('Der Ball prallt ab und ich schlag ihn zurück.');
    allowed('Jetzt weißt du, warum der Himmel blau ist.');
  });
  it('refuses "Mias Schuhe sind voll Armut", not poverty as a word', () => {
    refused('Mias Schuhe sind voll Armut');
    allowed('In vielen Ländern gibt es Armut.');
    allowed('Es ist große Armut in der Welt.');
  });
});

describe('a name for the person the sentence spoke of, at its end', () => {
  it('refuses "…, der Trampel" after a brother, not an elephant that tramples or a cow fed', () => {
    refused('Ich bau nochmal neu, wenn mein kleiner Bruder nicht immer dagegen rennt der Trampel');
    refused('mein Bruder hat alles umgeworfen, der Trampel');
    allowed('Da kam ein Elefant, der Trampel trat alles platt.');
    allowed('Mein Bruder füttert die Kuh.');
  });
});

describe('a classmate shamed through their things, a lazy-bones and words joined after the verb', () => {
  it('refuses a named child’s things called ugly, not a thing of no one or a thing praised', () => {
    refused('Leas Schuhe sind von KiK und hässlich 🤮');
    refused('Tim seine Jacke ist voll peinlich');
    allowed('Leas Kuchen ist lecker');
    allowed('Leas Schuhe sind nicht hässlich');
    allowed('Das Haus ist hässlich');
    allowed('Leas Schuhe sind schön, aber die Farbe ist hässlich');
  });

  it('refuses "der Faulpelz" given to a child, not an animal that is one', () => {
    refused('Nächstes Mal machen wir das Plakat größer, wenn Ben endlich mal was tut statt rumzuhängen, der Faulpelz.');
    refused('Ben ist ein Faulpelz');
    allowed('Der Faulpelz lag in der Sonne und schlief.');
    allowed('Das Faultier ist ein Faulpelz.');
  });

  it('refuses a put-down of a classmate joined to another verb or after the verb', () => {
    refused('Das Schwein hieß Kevin wie der Kevin aus unserer Klasse weil der genauso aussieht und genauso stinkt.');
    refused('Kevin ist faul und zu dumm.');
    refused('Kevin kann nix, weil er einfach zu faul ist und zu dumm.');
    refused('Mein Sitznachbar sagt, er kann nix, und das stimmt ja auch, weil er einfach zu faul ist und zu dumm.');
    allowed('Der Käse ist alt und stinkt.');
    allowed('Wir gingen in den Stall, weil der groß ist und stinkt.');
    allowed('Das Schwein wälzt sich, weil die Sonne scheint und stinkt.');
    allowed('Der Hund bellt, weil er müde ist und so hungrig.');
    allowed('Kevin ist groß und so nett.');
  });
});

describe('a thing put down as only for girls, boys or babies', () => {
  it('refuses "ist was für Mädchen", not who may come', () => {
    refused('Seilspringen ist was für Mädchen.');
    refused('Papierflieger sind eh nur für Babys');
    allowed('Das Spiel ist für Mädchen und Jungen ab 6');
    allowed('Der Kurs ist nur für Mädchen.');
    allowed('Das Buch ist für Babys');
  });

  it('refuses a thing as "nur was für Nerds", a name for those who like it', () => {
    refused('lesen ist eh nur was für nerds, ich zock lieber fortnite');
    refused('Schach ist doch was für Streber');
    allowed('Das Buch ist was für Leseratten');
    allowed('Der Club ist für Nerds und alle anderen');
  });
});

describe('a name for a behaviour after "gemein" or "fies"', () => {
  it('refuses "so eine gemeine Egoistin", not the villain of a story', () => {
    refused('ich frag sie ganz lieb und höflich warum sie so eine gemeine egoistin ist');
    refused('Der fiese Angeber aus der 4a');
    refused('du egoistin');
    allowed('Der gemeine Kerl im Märchen stahl das Gold.');
    allowed('Ich war früher ein bisschen egoistisch, jetzt teile ich.');
  });
});

describe('a fault told as a thought of the past', () => {
  it('allows a second fault joined by "und" to one the child says it used to give, not two said now', () => {
    allowed(
      'Früher hab ich immer gesagt, Mama ist schuld, weil sie mir nicht genug hilft, und der Lehrer ist schuld, weil die Aufgaben zu schwer sind.',
    );
    refused('Mama ist schuld, und der Lehrer ist schuld.');
    refused('Früher hab ich gern gemalt. Mama ist schuld, weil sie nie hilft, und der Lehrer ist schuld.');
  });
});

describe('the mirror, a shape for a look, and the story done to a real child', () => {
  it('refuses "der soll mal in den Spiegel gucken", not the mirror itself', () => {
    refused('mir gefällt mein pulli. und der soll mal in den spiegel gucken, der sieht aus wie ein kartoffelsack');
    allowed('Schau mal in den Spiegel, du hast Schokolade im Gesicht.');
  });

  it('refuses a child’s look compared with a shape ("sieht aus wie ein Kartoffelsack"), not a cloud or a stone', () => {
    refused('Tim sieht aus wie ein Kartoffelsack');
    allowed('Die Wolke sieht aus wie ein Ballon');
    allowed('Der Stein sieht aus wie eine Kugel');
  });

  it('refuses what the story did, promised to a child who annoys, not a plan to do it together', () => {
    refused('Und genau so mach ich das mit dir Paul aus der 3b wenn du mich nochmal in der Pause schubst.');
    allowed('So mach ich das mit dir zusammen, okay?');
    allowed('Genau so mache ich es mit Lea auch, wir üben jeden Tag.');
    allowed('Im Spiel: Wenn dich der Fänger berührt, dann bist du raus.');
  });

  describe('a child called fat, and a name someone gave itself', () => {
    it('refuses "der fette Junge nebenan", not the fat king of a story', () => {
      refused('der fette junge nebenan');
      allowed('Der dicke König lachte so laut, dass die Krone wackelte.');
      allowed('Der fette Kater schläft auf dem Sofa.');
    });
  });

  describe('a child as the measure of a fault', () => {
    it('refuses "Katzen sind falsch wie Ayse", not a wrong answer like mine', () => {
      refused('Katzen sind falsch wie Ayse');
      allowed('Die Antwort war falsch wie meine auch');
    });
  });

  describe('children named by what they do, and names given with scorn', () => {
    it('refuses "die kichernden sind eh alle behindert", not "die Stunden sind doof"', () => {
      refused('fragen ist schlau, die kichernden sind eh alle behindert');
      refused('die lachenden sind alle doof');
      allowed('die Stunden sind doof');
      allowed('die kichernden sind eh nur unsicher');
    });

    it('refuses "dass Tim aus meiner Klasse ein fettes Schwein ist", not the farmer of a story who was one', () => {
      refused('In der Schule hat sie gesagt, dass Tim aus meiner Klasse ein fettes Schwein ist, und alle haben gelacht.');
      refused('ich weiß, dass Tim ein fettes Schwein ist');
      allowed('Am Ende zeigte sich, dass der verzauberte Prinz ein Schwein war.');
    });

    it('refuses "meine Schwester ist eine blöde Katze", not "ein dicker Mann" or "ein dummer Fehler"', () => {
      refused('meine Schwester ist eine blöde Katze');
      refused('Tim ist ein dummer Junge');
      allowed('Mein Opa ist ein dicker Mann mit einem weißen Bart.');
      allowed('Das ist ein dummer Fehler, den mach ich nicht nochmal.');
    });

    it('refuses "die kichernden sind halt kleine Babys", not a sister who is still a baby', () => {
      refused('ich frag trotzdem weiter, die kichernden sind halt kleine babys');
      refused('du bist so ein baby');
      allowed('Meine Schwester ist noch ein Baby.');
    });

    it('hears "weil der so doof ist" and "nur dass die stinkt" of the child named just before, not of the soup', () => {
      refused('schneebälle auf lukas werfen weil der so doof ist');
      refused('die sonne scheint so hell wie meine liebe schwester, nur dass die stinkt');
      refused('du siehst aus wie ein müllsack, nur netter gesagt');
      allowed('Lena mag die Suppe nicht, weil die so eklig ist.');
      allowed('Tim hat den Kuchen gegessen, weil der so lecker ist.');
    });

    it('refuses put-down words set beside a sister ("wie meine Schwester, genauso eklig und fett"), not kind ones', () => {
      refused('Die Hexe sah genauso aus wie meine Schwester, genauso eklig und fett, und sie war gemein.');
      allowed('Die Fee sah genauso aus wie meine Schwester, so klein und lieb.');
      allowed('Ich spiele mit Leon, dumm gelaufen war nur das Wetter.');
    });
  });

  describe('people listed as ideas for rubbish or vermin', () => {
    it('hears "Leon aus der 4b" and "dein Gesicht lol" for "Müll", "mein Bruder" for "Schwein"; not "Papa bringt ihn raus" or "Oma hat Schweine"', () => {
      expect(peopleListedAs('Müll', 'mülltonne\nrecycling\nleon aus der 4b\nmüllabfuhr')).toBe(true);
      expect(peopleListedAs('Müll', 'mülltonne\ndein gesicht lol')).toBe(true);
      expect(peopleListedAs('Müll', 'mülltonne\nder Paul aus der 4b 🤮\nkompost')).toBe(true);
      expect(peopleListedAs('Müll', 'mülltonne\nder Deckel\nkompost')).toBe(false);
      expect(peopleListedAs('Schwein', 'bauernhof\nmein bruder\nschlamm')).toBe(true);
      expect(peopleListedAs('Müll', 'mülltonne\nPapa bringt ihn raus\nmein zimmer')).toBe(false);
      expect(peopleListedAs('Schwein', 'bauernhof\nOma hat Schweine')).toBe(false);
      expect(peopleListedAs('Katze', 'miau\nLena\nkratzbaum')).toBe(false);
    });
  });
});

describe('joy at someone else’s tears, laughing at a body, a class called names', () => {
  it('refuses a story that finds a child’s tears or an animal’s pain funny; tears of joy and tears comforted pass', () => {
    refused('Letzte Woche hat sie sogar geweint, das war voll lustig.');
    refused('Einmal haben wir sein Brot in den Müll geworfen und er hat geheult. Das war der beste Tag überhaupt.');
    refused('Alle haben gelacht weil es so lustig aussah wie sie strampelt.');
    allowed('Sie hat vor Lachen geweint, so lustig war der Film.');
    allowed('Tim hat geweint. Dann haben wir ihn getröstet und einen lustigen Film geguckt.');
    allowed('Das Baby hat geweint, aber dann hat der Clown Faxen gemacht und das war so lustig, dass es gelacht hat.');
  });

  it('refuses laughing at a child "weil er so fett war", not "weil er so lustig war" or dressed thickly', () => {
    refused('Jeden Tag hat er drei Brote gegessen und alle mussten lachen, weil er so fett war und beim Rennen gewackelt hat.');
    allowed('Wir haben gelacht, weil er so lustig war.');
    allowed('Alle haben gelacht, weil er so dick angezogen war wie ein Schneemann.');
  });

  it('refuses "die ganzen Behinderten aus der 4c", not a ramp "für Behinderte"', () => {
    refused('zum Beispiel die ganzen Behinderten aus der 4c, die lernen eh nie was.');
    refused('die dummen aus unserer klasse');
    allowed('Für Behinderte gibt es eine Rampe an der Schule.');
  });
});

describe('a stuck thought quoted in a summary', () => {
  it('allows "du bist halt ein Noob und wirst immer ein Noob sein" after "denkst du", and "ich bin halt ein Mathe-Looser"; said of others it hurts', () => {
    allowed('Mit dem fixed mindset denkst du, du bist halt ein Noob und wirst immer ein Noob sein, also hörst du auf.');
    allowed('Beim fixed mindset denkt man: ich bin halt ein Mathe-Looser, das bleibt so.');
    refused('du wirst immer ein loser sein');
    refused('Tim ist ein Mathe-Looser');
  });
});

describe('a classmate by name and class, compared', () => {
  it('refuses "Emil aus meiner Klasse sieht aus wie ein Mops 😂"; "Die Wolke sieht aus wie ein Mops" is a picture', () => {
    refused('Emil aus meiner Klasse sieht aus wie ein Mops 😂');
    allowed('Die Wolke sieht aus wie ein Mops');
    allowed('Der Hund aus meiner Klasse sieht aus wie ein Mops');
  });
});

describe('a teacher blamed and called stupid after a comma', () => {
  it('refuses "Meine Lehrerin …, die ist selber schuld dass ich schlecht bin, die ist einfach zu blöd zum erklären"; a tower or a die is no person', () => {
    refused(
      'Meine Lehrerin sagt immer ich kann kein Mathe, die ist selber schuld dass ich schlecht bin, die ist einfach zu blöd zum erklären.',
    );
    refused('Frau Hahn hat das erklärt, die ist so doof.');
    allowed('Mein Turm ist umgefallen, der ist so doof gebaut.');
    allowed('Ich hab einen neuen Würfel, der ist so doof, immer eine Eins.');
  });
});

describe('a wish for the other’s hurt', () => {
  it('refuses "ich fänd es gut, wenn du mal hinfällst und dir richtig weh tust"; a wish that it does not hurt passes', () => {
    refused('ich fänd es gut wenn du mal hinfällst und dir richtig weh tust dann lach ich auch');
    refused('hoffentlich tust du dir richtig weh');
    allowed('ich hoffe, du tust dir nicht weh');
    allowed('ich hoffe, dass du dir nicht weh tust');
    allowed('ich fänd es gut, wenn du mir hilfst, wenn ich hinfalle');
    allowed('ich wünsche dir, dass du nie wieder hinfällst');
  });
});

describe('a person put down in a list of ideas', () => {
  it('refuses "Herr Kaiser der alte Stinker" and "die nervigen Müllers die eh keiner mag" among ideas; neighbours named kindly pass', () => {
    const friendly = ['Nachbarn', 'Straßenfest', 'Zucker leihen', 'Paket annehmen'];
    expect(personPutDownInAnIdea([...friendly, 'Herr Kaiser der alte Stinker'].join('\n'))).toBe(true);
    expect(personPutDownInAnIdea([...friendly, 'die nervigen Müllers die eh keiner mag'].join('\n'))).toBe(true);
    expect(personPutDownInAnIdea([...friendly, 'Herr Kaiser gießt die Blumen', 'die Müllers von nebenan'].join('\n'))).toBe(false);
    // A story is read sentence by sentence by the safety check, not as a list.
    expect(personPutDownInAnIdea('Frau Holle schüttelt die Betten. Die alte Frau ist nett.')).toBe(false);
  });
});

describe('a grown-up by title and name', () => {
  it('refuses "Frau Maier ist so hässlich" and "eine Lehrerin, Frau Maier, die ist so hässlich und gemein"; kind words and her book pass', () => {
    expect(checkSafety('Frau Maier ist so hässlich und gemein.').safe).toBe(false);
    expect(
      checkSafety('In unserer Schule gibt es eine Lehrerin, Frau Maier, die ist so hässlich und gemein, dass alle sie hassen.').safe,
    ).toBe(false);
    expect(checkSafety('Frau Maier ist nett und erklärt gut.').safe).toBe(true);
    expect(checkSafety('Das Buch von Frau Maier ist spannend.').safe).toBe(true);
  });
});
