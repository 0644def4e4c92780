import ldnoobwGerman from 'naughty-words/de.json' with { type: 'json' };

/**
 * The vocabulary of the safety check. Two sources: the German list of LDNOOBW ("List of Dirty,
 * Naughty, Obscene and Otherwise Bad Words", CC-BY-4.0, as shipped by the `naughty-words`
 * package), which is kept up by many contributors, and our own words: what children call each
 * other at school, threats, and dehumanising words about groups of people. The machine-made
 * German list of multi-language filters (a translation of the English one, with "lustig",
 * "Kummer", "Fehler" or "Huhn" in it) was measured and not taken: it refuses children's
 * ordinary answers.
 *
 * Words are written in plain lower case; the check folds umlauts, ß, doubled letters,
 * leetspeak and masking the same way on both sides.
 */

/** Hurtful wherever they appear, also inside a compound ("Scheißspiel", "Vollidiotenidee"). */
export const hurtfulStems: readonly string[] = [
  // insults children use at school
  'idiot', 'trottel', 'vollpfosten', 'spast', 'spasti', 'spacko', 'spaki', 'mongo', 'behindi', 'missgeburt',
  'heulsuse', 'heulbaby', 'jammerlappen', 'weichei', 'warmduscher', 'schlappschwanz', 'schwachkopf', 'hohlkopf',
  'hohlbirne', 'holzkopf', 'dummkopf', 'dummbatz', 'dummbeutel', 'schwachmat', 'depp', 'dödel', 'honk', 'penner',
  'versager', 'loser', 'looser', 'lusche', 'luschi', 'fettsack', 'fettsau', 'fettklops', 'fettwanst',
  'drecksau', 'dreckssau', 'drecksack', 'dreckskerl', 'drecksack', 'miststück', 'mistkerl', 'mistvieh', 'stinktier',
  'nervensäge', 'schnarchnase', 'lahmarsch', 'klugscheißer', 'hosenscheißer', 'blödmann', 'blödian',
  'blödi', 'dummerchen', 'bastard', 'hurensohn', 'huso', 'wichser', 'wixer', 'pisser', 'kackbratze', 'arschgeige',
  'arschloch', 'arsch', 'bitch', 'asshole', 'schlampe', 'nutte', 'hure', 'fotze', 'schwuchtel', 'tunte',
  'zicke', 'tussi', 'schmarotzer', 'geisteskrank', 'hirnlos',
  'hirnamputiert', 'hirnverbrannt', 'dumpfbacke', 'knallkopf', 'knalltüte', 'armleuchter', 'vollhorst', 'horst',
  'opfa', 'schwachsinn', 'psychopath', 'dummgelaber', 'dummschwätzer', 'schwätzer', 'wichtigtuer', 'hirnriss',
  'unterbelichtet', 'ficker', 'widerwärtig', 'dreckspack', 'lügenpack', 'vollhonk', 'spacken',
  'blitzbirne', 'flachzange', 'evolutionsbremse', 'lackaffe', 'sackgesicht', 'hackfresse', 'dreckschwein', 'saftsack',
  'hofnarr', 'großmaul', 'lästermaul', 'schandmaul', 'bratze', 'schnapsnase', 'brillenschlange', 'hirnzwerg',
  // profanity
  'scheiß', 'scheis', 'scheiss', 'beschissen', 'kacke', 'kacken', 'fick', 'fuck', 'shit', 'wichs', 'wix',
  'kotz', 'pissen', 'piss',
  // threats and violence
  'umbringen', 'umgebracht', 'abstechen', 'abgestochen', 'erschießen', 'erschiessen', 'erschossen', 'abknallen',
  'kopfschuss', 'vergasen', 'vergast', 'aufknüpfen', 'verrecken', 'verreck', 'krepier', 'totschlagen',
  'totprügeln', 'verprügel', 'reinhauen', 'reinhau', 'runterhauen', 'verdresch', 'zusammenschlag', 'zusammengeschlagen', 'abschlachten', 'massakrieren', 'lynchen', 'ausmerzen', 
  // dehumanising words about people and groups
  'abschaum', 'gesindel', 'ungeziefer', 'untermensch', 'parasit', 'kakerlake', 'kanake', 'neger', 'nigger',
  'zigeuner', 'musel', 'nafri', 'kopftuchmädchen', 'messermänner', 'asylant', 'bimbo', 'schlitzauge', 'judensau',
  'faschist', 'rassist', 'volksverräter', 'landesverräter', 'lügenpresse', 'systemling', 'gutmensch',
  'vollidiot', 'sozialschmarotzer', 'viehzeug', 'kanack', 'kümmeltürk', 'kameltreiber', 'polack', 'itaker',
  'krüppel', 'asozial', 'lumpenpack', 'versifft', 'vollniete',
  // English insults children bring from games and videos
  'stupid', 'moron', 'sucker', 'noob', 'n00b', 'retard', 'dumbass', 'motherfucker', 'bullshit',
];

/**
 * Hurtful only as a word of their own (not inside a longer word): "dumm" is an insult, "Dummy"
 * is not; "pack" in "das Pack" is contempt, in "packen" it is not.
 */
export const hurtfulWords: readonly string[] = [
  'psycho', 'freak', 'fuk', 'wixer', 'wixxer', 'nazi', 'nazis', 'gesocks', 'hate', 'suck', 'sucks', 'ugly', 'dumb',
  'assi', 'assis', 'asi', 'asis',
];

/**
 * Harmless words that are hurtful only when aimed at someone ("du Schwein", "so eine Kuh",
 * "bist ein Opfer"): on their own they are animals, things and luck ("Schwein gehabt", "ich
 * hole einen Lappen", "der Ball prallt an den Pfosten").
 */
export const hurtfulWhenAimed: readonly string[] = [
  'schwein', 'kuh', 'ziege', 'esel', 'affe', 'lappen', 'opfer', 'pfosten', 'schnecke', 'ratte', 'made', 'wurm',
  'hund', 'vieh', 'baby', 'flasche', 'pfeife', 'null', 'memme', 'angsthase', 'feigling', 'lügner', 'lügnerin',
  'petze', 'verräter', 'spinner', 'clown', 'zwerg', 'nerd', 'streber', 'heuchler', 'witzfigur', 'pappnase',
  'pflaume', 'gurke', 'nuss', 'sack', 'schnepfe', 'trampel', 'walross', 'nilpferd', 'elefant', 'sau', 'lauch',
  'niete', 'horst', 'kartoffel', 'hirni', 'gestört', 'gestörte', 'gestörter', 'krank', 'dumm', 'dumme', 'dummer', 'dummes',
  'doof', 'doofe', 'doofer', 'doofes', 'doofi', 'blöd', 'blöde', 'blöder', 'blödes', 'bled', 'blöt', 'dof',
  'bekloppt', 'bescheuert', 'beknackt', 'dämlich', 'hässlich', 'hässliche', 'hässlicher', 'fett', 'fette', 'fetter',
  'eklig', 'ekelhaft', 'widerlich', 'nutzlos', 'wertlos', 'behindert', 'behinderte', 'behinderter', 'hohl', 'hohle',
  'hohler', 'peinlich', 'pack', 'luder', 'schmierfink', 'schmierfinke',
];

/** The words before an aimed word that may stand between it and the person ("du bist so ein blöder …"). */
export const aimingFillers: readonly string[] = [
  'so', 'voll', 'echt', 'total', 'richtig', 'mega', 'ganz', 'einfach', 'wirklich', 'sehr', 'zu', 'nur', 'halt',
  'ein', 'eine', 'einer', 'einen', 'n', 'ne', 'der', 'die', 'das', 'kleine', 'kleiner', 'kleines', 'alte', 'alter',
  'altes', 'olle', 'oller', 'dumme', 'dummer', 'blöde', 'blöder', 'doofe', 'doofer', 'fette', 'fetter', 'miese',
  'mieser', 'elende', 'elender', 'eklige', 'ekliger', 'hässliche', 'hässlicher', 'lahme', 'lahmer', 'sone', 'son', 'sonne',
];

/** Adjectives that turn the next word into an insult even without "du": "dumme Kuh", "blöder Affe". */
export const scornfulAdjectives: readonly string[] = [
  'dumme', 'dummer', 'dummes', 'blöde', 'blöder', 'blödes', 'doofe', 'doofer', 'doofes', 'fette', 'fetter', 'miese',
  'mieser', 'elende', 'elender', 'eklige', 'ekliger', 'hässliche', 'hässlicher', 'olle', 'oller', 'bekloppte',
  'bekloppter', 'bescheuerte', 'bescheuerter', 'lahme', 'lahmer', 'lahmes',
];

/** The words that aim what follows at a person: "du …", "ihr seid …", "bist du …". */
export const aimingWords: readonly string[] = ['du', 'ihr', 'dich', 'euch', 'bist', 'seid', 'biste', 'bisse'];

/** Phrases of threat and contempt, matched word by word on the folded text; "..." stands for up to two other words. */
export const hurtfulPhrases: readonly string[] = [
  'ich hau dich', 'ich haue dich', 'ich schlag dich', 'ich schlage dich', 'ich box dich', 'ich tret dich',
  'ich trete dich', 'ich bring dich um', 'ich bringe dich um', 'ich mach dich fertig', 'ich mache dich fertig',
  'ich mach dich kalt', 'ich töte dich', 'ich bring euch um', 'du bist tot', 'du bist so tot', 'halt die fresse',
  'halts maul', 'halt dein maul', 'halt die klappe', 'fresse', 'maul halten', 'verpiss dich', 'verzieh dich',
  'hau ab', 'geh sterben', 'stirb', 'sollst sterben', 'sollen sterben', 'gehört erschossen', 'gehören erschossen',
  'an die wand', 'in die gaskammer', 'ins gas', 'finaler schuss', 'kugel in den kopf', 'du stinkst', 'ihr stinkt',
  'hau ich ... eine', 'haue ich ... eine', 'schlag ich ... eine', 'eine reinhauen', 'eins auf die nase',
  'hau ich die', 'hau ich den', 'hau ich dich', 'hau ich euch', 'hau ich ihn', 'haue ich die', 'haue ich den',
  'schlag ich die', 'schlag ich den', 'schlag ich dich', 'schlage ich die', 'schlage ich den', 'verhau ich',
  'leck mich', 'fick dich', 'ich hasse dich', 'ich hasse euch', 'keiner mag dich', 'niemand mag dich',
];

/**
 * Words the LDNOOBW list holds that are harmless in a child's answer, measured on our labelled
 * answers: each is taken out of the vocabulary with the reason.
 */
export const harmlessInChildrensText: Readonly<Record<string, string>> = {
  möpse: 'the plural of Mops, a dog',
  rosette: 'a round window or ribbon',
  nackt: 'a naked mole rat, a bath, a story',
  popel: 'a word children use without hurting anyone',
  pinkeln: 'a child needing the toilet',
  lümmel: 'old-fashioned and mild',
  mufti: 'a religious title',
  bonze: 'a word for the rich in stories',
  kimme: 'the sight of a toy gun',
  schnackeln: 'Bavarian for "to click, to get it"',
  ische: 'part of many words once folded',
  fratze: 'a face pulled in play',
};

/** Words that contain a hurtful stem but are harmless ("Arschbombe" is a jump into the pool). */
export const harmlessCompounds: readonly string[] = [
  'arschbombe', 'marsch', 'barsch', 'warschau', 'harsch', 'tarsch', 'schmarsch', 'kackelach', 'packung', 'gepäck',
  'paket', 'packen', 'gepackt', 'verpackt', 'auspacken', 'einpacken', 'rucksack', 'packt', 'packe', 'spastik',
  'dummy', 'nazir', 'parasitologie', 'pisten', 'piste', 'pistole', 'pissarro', 'horstmann', 'schisser',
  'kartoffeln', 'kartoffelsalat', 'kartoffelbrei', 'kartoffelsuppe', 'bratkartoffel', 'salzkartoffel',
];

export const ldnoobw: readonly string[] = (ldnoobwGerman as string[]).map((w) => w.toLowerCase());
