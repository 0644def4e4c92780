import { describe, it, expect } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import { checkMindsetContent, HARD_MIN_WORDS, OWN_WORDS } from './check-mindset-content.ts';
import { shippedCatalog } from '../../content.ts';
import { hostileAnswer } from './hostility-veto.ts';
import { putDownMessage, putsOthersDown, selfPutDownMessage } from './summary-hostility.ts';
import { wienerSachtextformel } from './readability.ts';
import { tokenize } from './german-text.ts';
import { findMatches } from './lexicon.ts';
import { COPIED_STRETCH, findNames, mindsetIdeas, namesWhatCameBefore } from './mindset-ideas.ts';
import { copiedFromTaskMessage, copiedStretches, taskRunsFromCatalog } from './task-copy.ts';

const lex = loadLexicon();
const check = (content: string) => checkMindsetContent(lex, { content });

const GOOD =
  'In dem Video ging es um zwei Arten zu denken. Beim Fixed Mindset glaubt man, dass man so bleibt wie man ist und dass man nicht schlauer werden kann. Deshalb gibt man schnell auf. Beim Growth Mindset weiß man, dass das Gehirn wie ein Muskel wächst, wenn man übt. Fehler sind nicht schlimm, man lernt aus ihnen. Ich möchte ein Growth Mindset haben.';

describe('checkMindsetContent', () => {
  it('accepts a summary that explains both mindsets correctly', () => {
    const r = check(GOOD);
    expect(r).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true, isOnTopic: true });
    expect(r.feedback).toMatch(/beide Mindsets richtig/);
  });

  it('notices swapped definitions', () => {
    const r = check(
      'In dem Video ging es um zwei Denkweisen. Beim Fixed Mindset lernt man aus Fehlern und wird immer besser, weil man viel übt und nie aufgibt. Beim Growth Mindset glaubt man, dass man dumm geboren ist und gibt schnell auf, weil man denkt, man kann es nicht. Das war das Video über die zwei Mindsets und ich fand es gut.',
    );
    expect(r.fixedMindsetCorrect).toBe(false);
    expect(r.growthMindsetCorrect).toBe(false);
    expect(r.isOnTopic).toBe(true);
    expect(r.feedback).toMatch(/vertauscht/);
  });

  it('names the wrong part when only one mindset is described wrongly', () => {
    const r = check(
      'Beim Fixed Mindset glaubt man, dass man nicht besser werden kann, und gibt schnell auf. Man hat Angst vor Fehlern. Beim Growth Mindset glaubt man, dass man sich nicht anstrengen muss, weil man schon alles kann und schlau geboren ist. Das hat uns der Lehrer im Video erklärt und danach haben wir lange darüber geredet.',
    );
    expect(r.fixedMindsetCorrect).toBe(true);
    expect(r.growthMindsetCorrect).toBe(false);
    expect(r.feedback).toMatch(/Growth Mindset passt/);
  });

  it('asks for the missing mindset', () => {
    const r = check(
      'Das Growth Mindset ist toll. Wenn man ein Growth Mindset hat, weiß man, dass man durch Üben besser wird. Das Gehirn wächst wie ein Muskel, wenn man es trainiert. Fehler sind gut, weil man daraus lernt. Man sagt: Ich kann es noch nicht. Man gibt nicht auf und probiert es immer wieder. Ich möchte immer ein Growth Mindset haben.',
    );
    expect(r.growthMindsetCorrect).toBe(true);
    expect(r.fixedMindsetCorrect).toBe(false);
    expect(r.feedback).toMatch(/Erkläre noch das Fixed Mindset/);
  });

  it('flags off-topic text, keyboard mash and repeated words', () => {
    const offTopic = check(
      'In den Ferien war ich mit meiner Familie am Meer. Wir haben jeden Tag im Sand gespielt und sind im Wasser geschwommen. Mein Bruder hat eine große Sandburg gebaut und ich habe Muscheln gesammelt. Abends gab es immer Pommes oder Pizza. Am letzten Tag hat es geregnet, aber wir haben im Hotel Karten gespielt.',
    );
    expect(offTopic.isOnTopic).toBe(false);
    expect(check('asdfgh qwertz yxcvbn '.repeat(20)).isOnTopic).toBe(false);
    expect(check('Mindset '.repeat(60)).feedback).toMatch(/wiederholst/);
  });

  it('asks for more words when the summary is too short', () => {
    const r = check('Fixed Mindset heißt, man gibt auf. Growth Mindset heißt, man übt und wird besser.');
    expect(r.fixedMindsetCorrect).toBe(false);
    expect(r.feedback).toMatch(/^Dein Text hat erst 14 Wörter\. Schreib noch mehr/);
  });

  it('accepts the 30 words the game asks of a child aged 6 to 8, without asking for 50', () => {
    const young =
      'Beim Fixed Mindset denkt man, man kann das nicht, und gibt auf. Beim Growth Mindset denkt man, man kann das noch nicht. Man übt und lernt aus Fehlern. Das Gehirn wird stärker.';
    expect(young.split(/\s+/).length).toBeGreaterThanOrEqual(HARD_MIN_WORDS);
    expect(young.split(/\s+/).length).toBeLessThan(40);
    const r = check(young);
    expect(r).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    expect(r.feedback).not.toMatch(/50/);
  });
});

describe('checkMindsetContent: a child that calls itself names, a summary half in English', () => {
  const both =
    'Fixed Mindset heißt, man glaubt, man kann sich nicht verbessern. Growth Mindset heißt, man glaubt, wenn man übt, wächst das Gehirn und man wird besser. ';
  it('answers a child that calls itself names now, not one that quotes the fixed thought', () => {
    expect(check(both + 'Das klappt vielleicht bei anderen, aber nicht bei mir, ich bin halt ein Versager.').feedback).toBe(
      selfPutDownMessage,
    );
    expect(check(both + 'Aber ich bin einfach zu doof dafür, bei mir funktioniert das nicht.').feedback).toBe(selfPutDownMessage);
    expect(check(both + 'Beim Fixed Mindset denkt man Sachen wie „Ich bin zu blöd dafür“.').feedback).not.toBe(selfPutDownMessage);
    expect(check(both + 'Früher hab ich gesagt, ich bin da halt zu blöd. Jetzt übe ich.').feedback).not.toBe(selfPutDownMessage);
    expect(check(both + 'Bei mir bringt das aber nix, ich bin einfach zu dumm, egal wie viel ich übe.').feedback).toBe(selfPutDownMessage);
    expect(check(both + 'Ich bin kein Versager, ich lerne noch.').feedback).not.toBe(selfPutDownMessage);
    // The "bin" may close the clause.
    expect(check(both + 'Ich habe ein Fixed Mindset, weil ich einfach dumm bin, das wird nie besser.').feedback).toBe(selfPutDownMessage);
    expect(check(both + 'Man denkt dann, dass man dumm ist, weil ich weiß, dass es nicht stimmt.').feedback).not.toBe(selfPutDownMessage);
    // A "wie" after the put-down does not make it a look back.
    const asItLikes = 'Bei mir klappt das eh nicht, ich bin einfach dumm und das bleibt so, da kann mein Gehirn wachsen wie es will.';
    expect(check(both + asItLikes).feedback).toBe(selfPutDownMessage);
    expect(check(both + 'Wie im Video gesagt: ich bin nicht dumm, ich übe nur noch.').feedback).not.toBe(selfPutDownMessage);
  });
});

describe('checkMindsetContent: keyword lists and mocking are no summary', () => {
  const lex2 = loadLexicon();
  it('refuses a list of keywords without sentences', () => {
    const list =
      'Fixed Mindset Growth Mindset Gehirn Muskel Fehler lernen üben Anstrengung Talent Intelligenz wachsen Herausforderung aufgeben dranbleiben Übung Strategie Hilfe Kritik Erfolg Misserfolg Geduld Training Verbindungen Nervenzellen';
    const r = checkMindsetContent(lex2, { content: list });
    expect(r.isOnTopic).toBe(false);
    expect(r.feedback).toMatch(/ganzen Sätzen/);
  });

  it('refuses laughing at the video, but not an honest "super"', () => {
    const mocking =
      'Fixed Mindset ist total super, weil man dann nie was üben muss, hahaha. Growth Mindset ist für Leute, die gern Mathe machen. Das Gehirn wächst, dann platzt der Kopf.';
    expect(checkMindsetContent(lex2, { content: mocking }).feedback).toMatch(/lustig machst/);
    const honest =
      'Das Video war super. Beim Fixed Mindset glaubt man, dass man sich nicht verbessern kann, und gibt schnell auf, wenn etwas schwer ist. Beim Growth Mindset glaubt man, dass man durch Üben besser wird und aus Fehlern lernt, weil das Gehirn wie ein Muskel wächst. Ich will mehr üben.';
    expect(checkMindsetContent(lex2, { content: honest }).isOnTopic).toBe(true);
  });

  it('takes a list of short word pairs for what it is, not a summary', () => {
    const r = check(
      'Fixed heißt fest. Growth heißt Wachstum. Fehler sind gut. Üben hilft. Aufgeben schlecht. Gehirn wächst. Talent egal. Video lang. Ende jetzt. Mathe schwer. Sport toll. Pause super. Danke schön. Tschüss Ferdy. Bis morgen. Gute Nacht. Noch was. Jetzt fertig.',
    );
    expect(r.fixedMindsetCorrect || r.growthMindsetCorrect).toBe(false);
    expect(r.feedback).toMatch(/einzelne Wörter/);
  });
});

describe('checkMindsetContent: reading a summary the way a teacher does', () => {
  const runs = taskRunsFromCatalog(shippedCatalog());
  const withRuns = (content: string) => checkMindsetContent(lex, { content }, runs);

  it('credits a mindset named after its description, and a swap named that way counts as a swap', () => {
    const story =
      'Ben wollte Fahrrad fahren und ist oft umgekippt. Zuerst hat er geschimpft: Ich bin zu ungeschickt, das lerne ich nie. So etwas denkt man mit einem Fixed Mindset, weil man glaubt, dass sich nichts ändert. Später hat er gedacht: Wenn ich jeden Nachmittag übe, klappt es bald. Das nennt man Growth Mindset. Nach einer Woche ist er allein gefahren.';
    expect(check(story)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const swappedBack =
      'Wenn etwas schwer ist, hört man sofort auf und denkt, man ist eben zu dumm dafür, das bleibt immer so. Das ist ein Growth Mindset. Wenn etwas schwer ist, übt man weiter und lernt aus seinen Fehlern, bis es klappt und man besser wird. Das ist ein Fixed Mindset. So habe ich das im Video verstanden.';
    const r = check(swappedBack);
    expect(r.fixedMindsetCorrect || r.growthMindsetCorrect).toBe(false);
  });

  it('lets a name after its description name the sentence right before, not the scene set before that', () => {
    const scene =
      'Im Video hat ein Junge viel geübt und Schwimmen gelernt. Vorher hat er gesagt: Das lerne ich nie. So denkt man mit einem Fixed Mindset. Dann hat er jeden Tag trainiert und gemerkt, dass er durch Üben besser wird. Das nennt man Growth Mindset. Jetzt schwimmt er ganz allein durchs Becken.';
    expect(check(scene)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('knows a naming clause from a clause that only mentions a mindset', () => {
    const at = (text: string) => {
      const tokens = tokenize(text);
      return namesWhatCameBefore(tokens, findNames(lex, tokens)[0]!.index);
    };
    expect(at('Man übt jeden Tag. Das ist dann ein Growth Mindset.')).toBe(true);
    expect(at('Man übt jeden Tag. Dies nennt man Growth Mindset.')).toBe(true);
    expect(at('Man gibt auf. Das ist beim Growth Mindset anders.')).toBe(false);
    expect(at('Das Growth Mindset ist gut.')).toBe(false);
    expect(at('Man gibt auf. So denkt man mit einem Fixed Mindset.')).toBe(true);
    expect(at('Man gibt auf. Das ist mit einem Growth Mindset genau umgekehrt.')).toBe(false);
    // "Die haben ein Fixed Mindset": the children just told of.
    expect(at('Manche Kinder sagen: Das ist zu schwer, ich lass es. Die haben ein Fixed Mindset.')).toBe(true);
    expect(at('Manche Kinder üben. Die haben mit einem Growth Mindset mehr Spaß.')).toBe(true);
    expect(at('Die Kinder haben ein Fixed Mindset.')).toBe(false);
  });

  it('credits each mindset to the children named after it, and "ich lass es" as giving up', () => {
    const named =
      'Es gibt Kinder, die sagen: Das ist zu schwer, ich lass es. Die haben ein fixed mindset, weil sie glauben, sie können es eh nie. Und es gibt Kinder, die sagen: Das ist schwer, aber ich probier es nochmal anders. Die haben ein growth mindset, weil sie glauben, dass sie mit Üben besser werden.';
    expect(check(named)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const example =
      'Im Video gab es zwei Figuren. Die eine hatte ein fixed mindset und hat beim Basketball gesagt: Ich treffe eh nie, ich lass es. Die andere hatte ein growth mindset und hat gesagt: Ich üb jeden Tag zehn Würfe mehr. Das zeigt, dass Können nicht fest ist, sondern durch Üben wächst.';
    expect(check(example)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('reads "glauben das nicht, sie denken, dass …" as their own thought after a denial of what came before', () => {
    const brain =
      'Im Video ging es um das Gehirn. Wenn man was Neues lernt, bilden sich neue Verbindungen im Gehirn, und je öfter man übt, desto stärker werden sie. Menschen mit fixed mindset glauben das nicht, sie denken, dass Intelligenz fest ist. Menschen mit growth mindset wissen, dass Lernen das Gehirn verändert, und deshalb geben sie nicht auf.';
    expect(check(brain)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const denied =
      'Beim Fixed Mindset glaubt man nicht, dass man besser werden kann, und gibt auf. Beim Growth Mindset glaubt man nicht, dass Intelligenz fest ist, man übt weiter und lernt aus Fehlern, dann wächst das Gehirn.';
    expect(check(denied)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('turns what a denied thought says', () => {
    const denied =
      'Beim Fixed Mindset glaubt man nicht, dass man schlau geboren ist oder dumm bleibt, man weiß, dass Üben hilft und man nie aufgeben muss. Beim Growth Mindset meint man nicht, dass man besser werden kann, man lässt schwere Sachen lieber liegen. So hat es jedenfalls der Mann im Video ungefähr erklärt, glaube ich.';
    const r = check(denied);
    expect(r.fixedMindsetCorrect).toBe(false);
    expect(r.growthMindsetCorrect).toBe(false);
    const rejected =
      'Beim Fixed Mindset glaubt man, dass Können angeboren ist, und gibt bei schweren Aufgaben schnell auf. Beim Growth Mindset sagt man nicht mehr ich schaffe das nicht, sondern ich schaffe das noch nicht. Man übt weiter und lernt aus Fehlern. Das Gehirn wird dabei immer stärker, so wie ein Muskel beim Sport.';
    expect(check(rejected)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('finds the names in child spelling right before "Mindset", and not in "großes Mindset"', () => {
    const names = (text: string) => findNames(lex, tokenize(text)).map((n) => n.type);
    expect(names('fikst maindset und grof mindset')).toEqual(['fixed', 'growth']);
    expect(names('ein großes Mindset')).toEqual([]);
    const spelled =
      'beim fiksd maindset glaupt man das man nich schlauer werden kan und man gipt schnell auf wen was schwer ist. beim grof maindset glaupt man das man durch üben besser wirt und aus fehlern lernt. das gehirn wird stärker wie ein muskel. ich wil das auch so machen beim rechnen und beim lesen.';
    expect(check(spelled)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    // "bei fiksd denkt man …": the child's spelling said again without "Mindset" is the same name.
    expect(names('das fiksd meindset und das groff meindset. bei fiksd denkt man nix. bei groff auch')).toEqual([
      'fixed',
      'growth',
      'fixed',
      'growth',
    ]);
    expect(names('das fiksd meindset. der groff hund bellt')).toEqual(['fixed']);
    // "chs" as a child hears it: "das wagsende denken", "beim wagsdums denken".
    expect(names('das starre denken und das wagsende denken')).toEqual(['fixed', 'growth']);
    expect(names('beim wagsdums denken glaupt man')).toEqual(['growth']);
    expect(names('das wagsende gras')).toEqual([]);
  });

  it('counts growing, getting stronger or staying the same only where the sentence is about the mind', () => {
    const body =
      'Growth Mindset heißt, dass man jeden Tag Milch trinkt, dann wachsen die Beine und man wird größer und stärker. Fixed Mindset heißt, dass man schon ausgewachsen ist und nicht mehr wächst, so wie mein Opa. Im Video war ein Bild von einem Kind neben einem Maßband. Ich trinke jetzt immer Milch zum Frühstück.';
    const r = check(body);
    expect(r.growthMindsetCorrect).toBe(false);
    expect(r.fixedMindsetCorrect).toBe(false);
    const ideas = mindsetIdeas(lex, tokenize('Dann wachsen die Beine. Im Kopf wächst man beim Lernen.')).own;
    expect(ideas.map((s) => s.match.text)).toEqual(['wächst', 'Lernen']);
  });

  it('reads dialect negations, "auf" and verbs of thinking as standard German, quoting what the child wrote', () => {
    const tokens = tokenize('mer chan nüt dra ändere und git uf, ich glaab, koi Angscht');
    expect(tokens.map((t) => t.norm)).toEqual([
      'mer',
      'kann',
      'nichts',
      'dra',
      'aendere',
      'und',
      'gibt',
      'auf',
      'ich',
      'glaube',
      'kein',
      'angst',
    ]);
    expect(tokens.map((t) => t.raw).join(' ')).toBe('mer chan nüt dra ändere und git uf ich glaab koi Angscht');
    // "Angscht" is read as "Angst", and matches it.
    expect(findMatches(lex['fixed-ideas'], tokenize('Er hat Angscht vor Fehlern')).map((m) => m.text)).toEqual(['Angscht vor Fehlern']);
    const swiss =
      'Bim Fixed Mindset glaubt mer, dass mer sini Fähigkeite nöd ändere chan, und denn git mer bi schwierige Sache grad uf. Bim Growth Mindset weiss mer, dass mer mit Üebe und Astrengig besser wird und us Fähler lernt. Das Hirni wachst wie en Muskel, het d Frau im Video gseit.';
    expect(check(swiss)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('does not count ideas that stand in the game’s own text copied word for word', () => {
    const prompt = (shippedCatalog().games.find((g) => g.id === 'sumup') as unknown as { texts: { prompt: string } }).texts.prompt;
    const padded = `${prompt} Heute Nachmittag gehe ich mit meiner Schwester auf den Spielplatz, wir schaukeln und rutschen und danach essen wir ein Eis mit Streuseln. Am Abend schauen wir noch einen Film mit der ganzen Familie auf dem Sofa und Papa macht Popcorn dazu.`;
    const r = withRuns(padded);
    expect(r.fixedMindsetCorrect || r.growthMindsetCorrect).toBe(false);
    expect(r.feedback).toBe(copiedFromTaskMessage);
    // Reusing a few of the prompt's words inside one's own sentences is fine.
    const own =
      'Beim Fixed Mindset denkt man, dass man etwas kann oder eben nicht, und hört bei Fehlern schnell auf. Beim Growth Mindset weiß man, dass das Gehirn wie ein Muskel wächst, wenn man übt. Fehler sind nicht schlimm, weil man daraus lernt. In Mathe will ich mehr üben, dann werde ich besser.';
    expect(withRuns(own)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const marks = copiedStretches(
      runs,
      tokenize(`Also: ${prompt}`).map((t) => t.norm),
      COPIED_STRETCH,
    );
    expect(marks[0]).toBe(0);
    expect(marks.slice(1).every((m) => m === 1)).toBe(true);
  });

  it('tells a list joined by "und" from a summary', () => {
    const joined =
      'Fixed Mindset und Growth Mindset und Gehirn und Muskel und Fehler und Übung und Talent und Anstrengung und Geduld und Erfolg und Strategie und Training und Mut und Fleiß und Hilfe und Kritik und Wachstum und Nervenzellen';
    expect(check(joined).feedback).toMatch(/einzelne Wörter/);
  });

  it('keeps the look-alike words of the lists apart: Aufgaben are no giving up, stark is no rigid name', () => {
    const fixedIdeas = (text: string) => findMatches(lex['fixed-ideas'], tokenize(text)).map((m) => m.text);
    expect(fixedIdeas('Man macht schwere Aufgaben gern.')).toEqual([]);
    expect(fixedIdeas('Man gibt auf.')).toEqual(['gibt auf']);
    expect(fixedIdeas('Ich bin nicht gut im Malen.')).toEqual(['nicht gut im']);
    // "das" is no "dass": the "nie" after it still belongs to the clause.
    expect(mindsetIdeas(lex, tokenize('Ich lerne das nie.')).own.map((s) => s.sign)).toEqual([-1]);
    expect(findNames(lex, tokenize('Man wird stark. Das starre Denken.')).map((n) => n.type)).toEqual(['fixed']);
    const growthIdeas = (text: string) => findMatches(lex['growth-ideas'], tokenize(text)).map((m) => m.text);
    expect(growthIdeas('Ich übe jeden Tag, so werde ich besser.')).toEqual(['übe', 'werde ich besser']);
  });

  it('never quotes an insult back when it names the wrong part', () => {
    const r = check(
      'Beim Fixed Mindset glaubt man, dass man nicht klüger werden kann, und hört bei Fehlern gleich auf. Beim Growth Mindset ist man ein Versager, weil man immer dumm bleibt. So hat es der Junge im Video gesagt, der mit dem roten Pulli, und dann kam noch die Pause und alle sind raus.',
    );
    expect(r.growthMindsetCorrect).toBe(false);
    expect(r.feedback).toMatch(/^Beim Growth Mindset passt etwas nicht/);
    expect(r.feedback).not.toMatch(/Versager|dumm/);
  });

  it('asks for own words in words a young child reads easily', () => {
    for (const text of Object.values(OWN_WORDS)) expect(wienerSachtextformel(text)).toBeLessThanOrEqual(7);
  });

  it('refuses a brother or sister called lazy, "weil er zu faul ist"; not "weil sie nicht faul ist"', () => {
    const both =
      'Fixed Mindset bedeutet, dass man glaubt, man kann sich nicht verbessern, und dann aufgibt. Growth Mindset bedeutet, dass man glaubt, dass man mit Üben besser wird und aus Fehlern lernt. ';
    expect(check(both + 'Mein Bruder hat voll das Fixed Mindset, weil er zu faul ist und nur zockt.').feedback).toBe(putDownMessage);
    expect(check(both + 'Meine Schwester gibt bei allem auf, weil sie zu faul ist.').feedback).toBe(putDownMessage);
    expect(check(both + 'Meine Schwester übt jeden Tag Geige, weil sie nicht faul ist.')).toMatchObject({
      fixedMindsetCorrect: true,
      growthMindsetCorrect: true,
    });
  });

  it('refuses "ich bin viel schlauer als mein Bruder"; not "besser als gestern" or a described thought', () => {
    const both =
      'Fixed Mindset bedeutet, dass man glaubt, man kann sich nicht verbessern, und dann aufgibt. Growth Mindset bedeutet, dass man glaubt, dass man mit Üben besser wird und aus Fehlern lernt. ';
    expect(check(both + 'Ich bin also viel schlauer als mein Bruder, das hat das Video bewiesen.').feedback).toBe(putDownMessage);
    expect(check(both + 'Ich übe jeden Tag, und heute bin ich schon besser als gestern.')).toMatchObject({
      fixedMindsetCorrect: true,
      growthMindsetCorrect: true,
    });
    expect(check(both + 'Beim Fixed Mindset denkt man oft: ich bin besser als die anderen, ich muss nicht üben.').feedback).not.toBe(
      putDownMessage,
    );
  });

  it('refuses right ideas that come with putting others down, but not a described hurtful thought', () => {
    const blaming =
      'Beim Fixed Mindset glaubt man, dass man sich nicht verbessern kann, und gibt schnell auf. Kinder mit Fixed Mindset sind faul und selber schuld, mit denen spielt man besser nicht. Beim Growth Mindset glaubt man, dass man durch Üben besser wird und aus Fehlern lernt. Das Gehirn wächst wie ein Muskel.';
    const r = check(blaming);
    expect(r.fixedMindsetCorrect || r.growthMindsetCorrect).toBe(false);
    expect(r.feedback).toBe(putDownMessage);
    expect(r.feedback).not.toMatch(/schuld|faul/);
    const namesClassmate =
      'Beim Fixed Mindset glaubt man, dass man sich nicht verbessern kann, und gibt schnell auf. Der Ben aus meiner Klasse ist so ein Loser. Beim Growth Mindset glaubt man, dass man durch Üben besser wird und aus Fehlern lernt. Das Gehirn wächst wie ein Muskel, hat die Frau gesagt.';
    expect(check(namesClassmate).feedback).toBe(putDownMessage);
    const described =
      'Beim Fixed Mindset denkt man, man ist zu dumm für schwere Sachen, und gibt auf. Ich war auch mal so und dachte, ich bin doof in Mathe. Beim Growth Mindset glaubt man, dass man durch Üben besser wird und aus Fehlern lernt. Das Gehirn wächst wie ein Muskel, hat die Frau gesagt.';
    expect(check(described)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    expect(wienerSachtextformel(putDownMessage)).toBeLessThanOrEqual(7);
    // A model's praise for such a summary is vetoed; a described hurtful thought is not.
    expect(hostileAnswer(lex, 'check-mindset-content', { content: blaming })).toBe(true);
    expect(hostileAnswer(lex, 'check-mindset-content', { content: described })).toBe(false);
  });

  it('hears staying as one is and not even trying as the fixed mindset, in standard German and Low German', () => {
    const staying =
      'mit fixed mindset denkst du du bist wie du bist und das bleibt für immer so. darum probiert man neue sachen gar nicht erst aus. mit growth mindset denkst du du kannst besser werden wenn du übst. mein opa sagt übung macht den meister. ich hab beim fahrrad fahren auch viel geübt und jetzt kann ichs.';
    expect(check(staying)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const lowGerman =
      'Bi Fixed Mindset denkt man, man kann dat nich und dat blifft so, un denn gifft man op. Bi Growth Mindset denkt man, dat man mit Öven beter warrt und dat Fehler dorto hört. Dat Brägen wasst as en Muskel. So hebbt se dat in dat Video vertellt, un ik find dat good.';
    expect(check(lowGerman)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('does not credit a growth mindset the child only says is not for itself, but does credit one explained the other way round', () => {
    const notForMe =
      'Ich habe voll das Fixed Mindset, weil ich eh nichts kann und das bleibt auch so. Growth Mindset ist was für schlaue Kinder, nicht für mich. Bei mir bringt Üben nichts. Mein Gehirn ist wie ein kaputter Muskel. Ich versuche es gar nicht mehr, das ist einfacher für mich.';
    expect(check(notForMe).growthMindsetCorrect).toBe(false);
    const otherWayRound =
      'Beim Fixed Mindset denkt man, man ist halt schlecht in Mathe, und gibt schnell auf. Beim Growth Mindset übt man jeden Tag. Man gibt nicht auf. Wer nicht übt, kann es nicht lernen. Das Gehirn wächst wie ein Muskel, hat die Lehrerin im Video gesagt, und das finde ich gut und richtig.';
    expect(check(otherWayRound)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('hears "das liegt nicht in meiner Familie" and "dann hört man auf" as the fixed mindset', () => {
    const violin =
      'ich spiele geige und da merk ich das. mit einem fixt mindset denkt man ich bin nicht musikalisch das liegt nicht in meiner familie und dann hört man auf. mit einem growth mindset denkt man wenn ich jeden tag ein bisschen übe dann klingt es irgendwann schön. man glaubt das man besser werden kann und gibt nicht auf.';
    expect(check(violin)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('reads "groß maindset" as a child’s growth mindset and a brain "schon fertig gewachsen" as the fixed idea', () => {
    const names = findNames(lex, tokenize('ich hab jetz ein groß maindset, aber kein großes Mindset'));
    expect(names.map((n) => n.type)).toEqual(['growth']);
    const swapped =
      'Beim Growth Mindset denkt man, dass man nicht besser werden kann, weil das Gehirn schon fertig gewachsen ist. Beim Fixed Mindset macht man seine Fehler fest und repariert sie, deshalb lernt man mehr. Das hat das Video so gezeigt.';
    expect(check(swapped).growthMindsetCorrect).toBe(false);
  });

  it('counts "ohne zu üben" against the growth mindset, and a sister\'s own words about herself as no put-down', () => {
    const wrong =
      'Mit einem Fixed Mindset denkt man, dass man Fähigkeiten nicht verändern kann und bei Problemen schnell aufgibt. Mit einem Growth Mindset denkt man, dass man alles sofort kann, ohne zu üben, weil man an sich glaubt. Wenn man nur fest genug daran glaubt, schreibt man automatisch gute Noten. Ich glaube jetzt ganz fest an mich.';
    expect(checkMindsetContent(lex, { content: wrong }).growthMindsetCorrect).toBe(false);
    const sister =
      'also fixed mindset ist wenn man denkt man kann eine sache nicht und wird es auch nie können weil man nicht schlau genug ist. growth mindset ist wenn man denkt wenn ich mich anstrenge und übe dann kann ich es lernen. meine schwester hat gesagt sie ist zu dumm zum lesen, das ist fixed. jetzt liest sie jeden abend mit papa und wird besser, das ist growth.';
    const r = checkMindsetContent(lex, { content: sister });
    expect(r.feedback).not.toBe(putDownMessage);
    expect(r.fixedMindsetCorrect && r.growthMindsetCorrect).toBe(true);
  });

  it('reads the Swabian "du kannsch" as "kannst" and "no" ("dann") as no negation', () => {
    const swabian =
      "Beim fixed mindset denksch du, des kannsch halt net und des bleibt so, egal wie viel du übsch. Beim growth mindset denksch du, wenn i fleißig übe, no wird des scho besser, und Fehler g'höret halt dazu. Mei Bruder hat erst g'sagt er kann net schwimme, jetzt hat er des Seepferdle. Des isch growth mindset.";
    expect(checkMindsetContent(lex, { content: swabian })).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it("lets a laugh at a brother's example pass when both mindsets are explained, never a laugh at the video", () => {
    const brother =
      'Fixed mindset ist so wie mein Bruder beim Zocken: Ich bin halt schlecht, das Spiel ist unfair, und dann hört er auf. Er glaubt, dass man gut oder schlecht geboren ist. Growth mindset wäre, wenn er mal übt, statt den Controller zu werfen, haha. Da glaubt man nämlich, dass man durch Üben besser wird und Fehler zum Lernen dazugehören.';
    expect(checkMindsetContent(lex, { content: brother })).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const mocking =
      'Fixed Mindset ist total super, weil man dann nie was üben muss, man ist ja schon perfekt, hahaha. Growth Mindset ist für Leute, die gern stundenlang Mathe machen und aus Fehlern lernen wollen, also für niemanden. Das Video hat gesagt, dass das Gehirn wächst, wenn man übt, aber das glaube ich nicht.';
    expect(checkMindsetContent(lex, { content: mocking }).feedback).toContain('lustig');
  });

  it('reads "kann nicht" under a name as that mindset, and a description as belonging to the name before it', () => {
    const numbered =
      'es gibt 2 arten wie man denkt. 1. fixed: ich kann nicht singen also lass ich es. 2. growth: ich kann noch nicht gut singen aber wenn ich jeden tag übe wird es besser. bei growth gibt man nicht auf auch wenn es schwer ist und man freut sich über neue sachen.';
    expect(check(numbered)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const oneSentence =
      'fixed mindset ist wenn man aufgibt weil man denkt man kann es eh nicht und growth mindset ist wenn man nicht aufgibt und weiter übt. im video hat der junge beim basketball erst nie getroffen und dann hat er jeden tag geworfen und dann hat es geklappt und er war stolz.';
    expect(check(oneSentence)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    // Growing up is still no mindset, named or not.
    const body =
      'Growth Mindset heißt, dass man groß wird, wenn man viel isst und schläft. Fixed Mindset heißt, dass man glaubt, dass man nicht klüger werden kann und bei Schwierigkeiten aufgibt. Man hat Angst vor Fehlern. Das Video hatte lustige Bilder und eine witzige Stimme.';
    expect(check(body).growthMindsetCorrect).toBe(false);
  });

  it('turns a thought denied with "gar nicht" or "kein bisschen", and reads "kann nichts dafür" as no fixed idea', () => {
    const denied =
      'Wer ein Fixed Mindset hat, glaubt kein bisschen daran, dass er besser werden kann. Wer ein Growth Mindset hat, glaubt nicht, dass Talent alles ist, sondern dass man mit Übung weiter kommt. Bei einem Fixed Mindset glaubt man gar nicht daran, dass Üben etwas bringt. Fehler sind zum Lernen da.';
    expect(check(denied)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const blame =
      'Fixed Mindset ist, wenn die Trainer schuld sind, dass man verliert, weil sie schlecht erklären. Growth Mindset ist, wenn die Eltern einem helfen und dann wird man besser. Mit einem Fixed Mindset sind immer die anderen schuld und man kann nichts dafür. Das hat das Video mit dem Mädchen beim Turnen gezeigt.';
    expect(check(blame).fixedMindsetCorrect).toBe(false);
  });

  it('reads a Swiss summary, and "ich bin einfach kein …, weil es so bleibt" as a fixed mindset', () => {
    const swiss =
      'Bim fixed mindset dänkt me, me chönn öppis eifach nöd und das bliebt so. Bim growth mindset dänkt me, dass me mit Üebe besser wird und dass Fehler dezue ghöred. Ich ha das bim Velofahre gmerkt, zerscht bin i immer umgfalle und jetzt fahr i scho ganz elei.';
    expect(check(swiss)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const inner =
      'Wenn ich mir sage: Ich bin einfach kein Sänger, dann ist das ein Fixed Mindset, weil ich glaube, dass es so bleibt. Wenn ich mir sage: Mit jedem Lied lerne ich was dazu, auch wenn es noch nicht schön klingt, dann ist das ein Growth Mindset. Den zweiten Satz will ich mir öfter sagen.';
    expect(check(inner)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('does not let a "nicht" before "und" turn what follows it', () => {
    const swabian =
      'Fixed Mindset isch, wenn mr denkt, mr ka des halt net und des bleibt au so. Beim Growth Mindset denkt mr, dass mr mit Üba immer besser wird. Fehler send net schlimm, aus dene lernt mr was. I han des beim Radfahre gmerkt, am Afang bin i dauernd umgfalle und jetzt gohts scho.';
    expect(check(swabian)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('turns what a name "heißt nicht", and lets a child laugh at itself', () => {
    const notMeaning =
      'Growth Mindset heißt nicht, dass man alles sofort kann. Es heißt, dass man nicht aufgibt und durch Üben besser wird. Fixed Mindset ist, wenn man denkt, dass man gar nicht besser werden kann, egal wie viel man übt. Dann probiert man es gar nicht erst.';
    expect(check(notMeaning)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const selfLaugh =
      'wer ein fixed mindset hat sagt oft nie: ich lerne das nie, ich schaffe das nie. der denkt dass man nicht klüger werden kann. wer ein growth mindset hat sagt noch nicht und übt weiter, weil man mit üben schlauer wird. ich sag jetzt auch nie wieder nie haha';
    expect(check(selfLaugh)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('reads "wahrscheinlich" as no insult and "Fehler sind voll peinlich" as what the fixed mindset believes', () => {
    const r = check(
      'Beim Growth Mindset sind Fehler nicht schlimm, weil man aus ihnen lernt und durch Üben besser wird. Beim Fixed Mindset sind Fehler voll peinlich, und man glaubt, dass man nicht klüger werden kann. Tim wird wahrscheinlich beim nächsten Mal besser sein, weil er übt.',
    );
    expect(r.feedback).not.toBe(putDownMessage);
    expect(r).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    expect(
      check('Beim Fixed Mindset gibt man auf. Der Tim ist voll peinlich, weil er immer aufgibt und nie übt, haha.').feedback,
    ).not.toMatch(/Super/);
  });

  it('reads a Swabian summary with "isch", "mr" and "kaa"', () => {
    const swabian =
      'Bei ma fixed mindset denkt mr, mr isch halt so wie mr isch, ond wenn ebbes ned klappt, dann kaa mr des oifach ned ond lässt es bleiba. Bei ma growth mindset denkt mr, des kaa i no ned, aber wenn i übe, dann schaff i des scho. Fehler send ned schlimm, aus dene lernt mr ebbes.';
    expect(check(swabian)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('hears "gehen schweren Aufgaben aus dem Weg" and "stirbt" in a summary as no command, and "dass du es nicht kannst" as a fixed belief', () => {
    const avoid =
      'Menschen mit einem Fixed Mindset glauben, dass Talent angeboren ist. Deshalb gehen sie schweren Aufgaben aus dem Weg. Menschen mit einem Growth Mindset glauben, dass man durch Üben besser wird. Wenn man im Spiel immer wieder stirbt, probiert man einen anderen Weg.';
    expect(check(avoid)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const verbLast =
      'Beim fixed mindset glaubst du, dass du das einfach nicht kannst und dass das so bleibt. Beim growth mindset glaubst du, dass du mit üben besser wirst. Fehler sind nicht schlimm, aus ihnen lernt man was. Meine Oma sagt, es ist noch kein Meister vom Himmel gefallen.';
    expect(check(verbLast)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    // "wenn man etwas nicht kann" is a condition, not the fixed belief.
    const onlyGrowth =
      'Ich habe gelernt, dass man nie aufgeben soll. Wenn man etwas nicht kann, soll man üben. Das Gehirn wird dann stärker und man wird besser. Fehler sind nicht schlimm, denn aus Fehlern lernt man am meisten. Das ist das Growth Mindset.';
    expect(check(onlyGrowth).fixedMindsetCorrect).toBe(false);
  });

  it('reads "ich habe gelernt, dass" as a report, and a name that names its own sentence first', () => {
    const report =
      'Ich habe gelernt, dass Fehler beim fixed mindset ganz schlimm sind. Wer so denkt, versteckt seine Fehler und schämt sich. Beim growth mindset sind Fehler gut, weil man aus ihnen lernen kann. Beim Diktat übe ich die Fehlerwörter und dann kann ich sie.';
    expect(check(report)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const own =
      'Beim Growth Mindset glaubt man, dass man durch Üben klüger wird. Beim Fixed Mindset glaubt man, dass man mit seiner Intelligenz geboren wird. Ich wusste nicht, dass sich das Gehirn verändern kann. Ich dachte immer, manche sind eben schlau und manche nicht, das war also eigentlich ein Fixed Mindset von mir.';
    expect(check(own)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('reads what a name "heißt nicht" as neither idea, and the growth phrase a game also shows as the child\'s own', () => {
    expect(mindsetIdeas(lex, tokenize('Fixed mindset heißt nicht, dass jemand dumm ist.')).own).toEqual([]);
    const runs = taskRunsFromCatalog(shippedCatalog());
    const berlin = tokenize('Growth mindset is, wenn de denkst, ick kann det noch nich, aber wenn ick üb, denn wird det.');
    expect(mindsetIdeas(lex, berlin, runs).copied).toEqual([]);
  });

  it('hears an insult the child quotes from its own inner voice, English growth words, and "schläft" as sleeping', () => {
    const inner =
      'Wenn ich ein fixed mindset hab, sag ich mir im kopf: lass es, du bist eh zu blöd dafür. Dann geb ich auf, weil ich denke, ich kann mich nicht ändern. Mit growth mindset sag ich mir: du hast das nur noch nicht geübt, probiers nochmal. Ich denk dann, dass ich besser werden kann.';
    expect(check(inner)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    expect(mindsetIdeas(lex, tokenize('wenn du practice machst, you learn from mistakes')).own.map((s) => s.sign)).toEqual([1, 1]);
    expect(mindsetIdeas(lex, tokenize('man wird größer, wenn man gut schläft')).own).toEqual([]);
  });

  it('reads "typisch für" and "sie kann nicht malen" as no put-down, "aufgibt" as fixed, and a padded list as no summary', () => {
    const quoted =
      'Sätze wie „Ich bin so dumm“ oder „Ich kann das nie“ sind typisch für ein fixed mindset. Dahinter steckt der Gedanke, dass man sich nicht ändern kann. Beim growth mindset sagt man: „Ich kann das noch nicht.“ Man glaubt, dass Üben einen weiterbringt.';
    expect(check(quoted)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const friend =
      'fixed mindset heißt man glaubt man kann was oder nicht und daran kann man nix machen. meine freundin sagt immer sie kann nicht malen, das ist fixed. growth mindset heißt man glaubt man wird besser wenn man übt. fehler gehören zum lernen dazu.';
    expect(check(friend)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const padded =
      'Fixed Mindset ist, wenn man aufgibt. Growth Mindset ist, wenn man übt. Jetzt schreibe ich noch irgendwas: Hund Katze Maus Baum Haus Auto Ball Sonne Mond Stern Apfel Birne Tisch Stuhl Fenster fertig.';
    expect(check(padded).feedback).toMatch(/einzelne Wörter/);
  });

  it('keeps a fixed idea under the name talked about before when the next name claims only its own sentence', () => {
    const story =
      'Im Video hat ein Junge gesagt: Ich kapier das nie. Das ist das fixed mindset. Man glaubt, Schlausein ist angeboren. Dann hat seine Lehrerin gesagt: Dein Gehirn ist wie ein Muskel, je mehr du übst, desto stärker wird es. Das ist das growth mindset. Man glaubt, dass man durch Üben besser wird.';
    expect(check(story)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('hears "denken sie, sie sind Versager" as the thought of people with a fixed mindset, not a put-down', () => {
    const told =
      'Menschen mit fixed mindset denken, dass man mit einer bestimmten Menge Intelligenz geboren wird und daran nichts ändern kann. Wenn sie scheitern, denken sie, sie sind Versager. Menschen mit growth mindset denken, dass man durch Lernen klüger wird und Fehler zum Lernen gehören.';
    expect(check(told)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('hears sarcasm in the stuck thought a summary quotes as the thought, and "maint set" written apart as the name', () => {
    const quoted =
      'Fixed Mindset ist, wenn man nach einem Fehler so Sachen denkt wie: Na toll, war ja klar, ich bin eben zu blöd für sowas. Man glaubt, dass man sich nicht verändern kann, und gibt auf. Growth Mindset ist, wenn man nach einem Fehler denkt: Okay, was kann ich daraus lernen? Man glaubt, dass man mit Übung besser wird.';
    expect(check(quoted)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const mocking =
      'Na toll, ja klar, Growth Mindset. Man muss nur üben, dann kann man fliegen. Und Fixed Mindset ist, wenn man denkt, man kann nix ändern.';
    expect(check(mocking).feedback).toMatch(/lustig/);
    const spelled =
      'bei fixt maint set denkt man man is schlau oda dum un das bleipt so für imma. dan hat man angst for feler un hört schnel auf. bei groß maint set denkt man man kann alles lernen wen man üpt. feler sint nich schlim weil man darauss lernt.';
    expect(check(spelled)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('reads "denkt man ist nicht gut" as a thought with its own "nicht", not a denial of the thinking', () => {
    const own =
      'also fixed mindset ist wenn man denkt man ist nicht gut und kann es nicht lernen. zb ich kann nicht malen. und growth mindset ist wenn man denkt ich kann besser werden wenn ich übe. zb ich male jeden tag ein bild dann werden die immer schöner.';
    expect(check(own)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    expect(mindsetIdeas(lex, tokenize('Beim Fixed Mindset denkt man nicht, dass man nichts lernen kann.')).own.map((s) => s.sign)).toEqual([
      1,
    ]);
    expect(mindsetIdeas(lex, tokenize('Beim Fixed Mindset denkt man, man ist halt nicht so begabt.')).own.map((s) => s.sign)).toEqual([-1]);
  });

  it('hears an eye-roll at the video as no put-down of anyone when both mindsets are explained', () => {
    const cheeky =
      'Okay das Video war jetzt nicht sooo spannend 🙄 aber ich hab es verstanden. Fixed Mindset ist wenn man denkt man kann was nicht und das bleibt auch so, also gibt man auf. Growth Mindset ist wenn man denkt man kann alles lernen wenn man nur genug übt und Fehler sind dann gut zum lernen.';
    expect(check(cheeky)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    expect(putsOthersDown(lex, tokenize('Du hast das Video nicht verstanden 🙄'))).not.toBeNull();
  });

  it('takes a pep talk without the names for no summary, but two ways of thinking each told more than once for one', () => {
    const pep =
      'Ich sag mir immer: Du schaffst das! Du bist toll! Wenn ich traurig bin, sag ich mir das ganz oft. Dann geht es mir besser. Meine Mama sagt das auch zu mir, wenn ich Angst habe vor einer Arbeit. Ich habe auch einen Glücksstein in meiner Federmappe. Ich finde, man sollte immer positiv denken und lächeln.';
    expect(check(pep)).toMatchObject({ fixedMindsetCorrect: false, growthMindsetCorrect: false, isOnTopic: false });
    const twoWays =
      'Es gibt zwei Arten zu denken. Bei der ersten glaubt man, dass man so bleibt, wie man ist, und dass Üben nichts bringt. Deshalb gibt man schnell auf. Bei der zweiten weiß man, dass das Gehirn wächst, wenn man übt. Fehler gehören dazu, man lernt aus ihnen und wird besser.';
    expect(check(twoWays)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('reads a name after "besser als" as what is compared with, and "man ist so und fertig" as the fixed idea', () => {
    const spelled =
      'fixt maindset ist wen man sagt ich kan das nicht und ich werde das nie können. gros maindset ist wen man sagt ich kan das noch nicht aber ich lerne das. wen man feler macht ist das nicht schlim weil man daraus lernt. das ist beser als fixt weil man dann nicht aufgibt und weiter übt';
    expect(check(spelled)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    expect(findNames(lex, tokenize('Als Fixed Mindset bezeichnet man das Aufgeben.'))).toEqual([{ type: 'fixed', index: 1 }]);
    expect(mindsetIdeas(lex, tokenize('Das ist ein Fixed Mindset, weil man denkt man ist so und fertig.')).own.map((s) => s.sign)).toEqual([
      -1,
    ]);
  });

  it('does not credit growth told backwards: a concession, needing no practice, never asking for help', () => {
    const backwards =
      'Growth mindset heißt, dass man nie besser werden kann, auch wenn man ganz viel übt. Fixed mindset heißt, dass man sich auch nicht verbessern kann und immer gleich bleibt. Also sind beide eigentlich gleich, man kann sich gar nicht ändern. Das Video fand ich trotzdem gut.';
    expect(check(backwards).growthMindsetCorrect).toBe(false);
    const mood =
      'Beim growth mindset ist man immer gut gelaunt und macht keine Fehler, weil man ganz fest an sich glaubt. Man muss nur positiv denken, dann klappt alles von allein und man muss nicht üben. Beim fixed mindset ist man schlecht gelaunt und traurig und hat keine Lust auf gar nichts.';
    expect(check(mood).growthMindsetCorrect).toBe(false);
    const alone =
      'Beim growth mindset glaubt man, dass Fehler gar nicht zum Lernen dazugehören und dass man nie Hilfe braucht. Beim fixed mindset glaubt man, dass man mit Üben nicht klüger wird und dass Talent festgelegt ist. Deshalb versuchen die mit growth mindset immer alles allein und geben nie zu, wenn sie was nicht wissen.';
    expect(check(alone)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: false });
    const clever =
      'Growth Mindset heißt, dass man glaubt, dass man durch Üben besser werden kann und Fehler zum Lernen gehören. Fixed Mindset heißt, dass man sehr klug ist und schon alles kann, deshalb muss man nicht mehr lernen. Die Leute mit Fixed Mindset sind die Besten in der Klasse.';
    expect(check(clever)).toMatchObject({ fixedMindsetCorrect: false, growthMindsetCorrect: true });
    const noPractice =
      'growth mindset heißt, dass man gar nicht üben muss, weil man sowieso immer besser wird, ganz von alleine, wie beim wachsen. fixed mindset heißt, dass man nie etwas lernt. also ist es egal ob man sich anstrengt, man muss nur das richtige mindset haben.';
    expect(check(noPractice).growthMindsetCorrect).toBe(false);
    const ages =
      'fixed mindset ist wenn man schon alles kann und ganz schlau ist, dann muss man nichts mehr lernen. growth mindset ist wenn man noch klein ist und noch viel lernen muss, so wie wir kinder in der grundschule. wenn man groß ist hat man ein fixed mindset.';
    expect(check(ages).fixedMindsetCorrect).toBe(false);
  });

  it('hears criticism taken as an attack, fear of looking silly and doing only what one can as the fixed mindset', () => {
    const criticism =
      'Im Video wurde erklärt, wie man mit Kritik umgeht. Menschen mit einem statischen Mindset fühlen sich schnell angegriffen, wenn jemand sagt, was sie falsch gemacht haben, weil sie denken, dass sie es nie werden. Menschen mit Growth Mindset hören sich die Kritik an und überlegen, was sie besser machen können.';
    expect(check(criticism)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const rigid =
      'es gibt starres denken und wachsendes denken. beim starren denken glaubt man, man kann nur das was man schon kann, und neue sachen sind gefährlich weil man sich blamieren könnte. beim wachsenden denken glaubt man, dass man alles mögliche lernen kann, wenn man geduld hat und übt.';
    expect(check(rigid)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('reads "beim ersten … beim zweiten" by the order the names came in, not "beim ersten Mal"', () => {
    const order =
      'Es gibt ein Fixed Mindset und ein Growth Mindset. Beim ersten denkt man, Intelligenz ist wie die Augenfarbe, die hat man einfach und die bleibt. Darum mag man keine Fehler. Beim zweiten denkt man, Intelligenz ist wie ein Garten, dann wächst sie. Fehler sind wie Hinweise, was man noch lernen muss.';
    expect(check(order)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    expect(findNames(lex, tokenize('Fixed Mindset und Growth Mindset. Beim ersten Mal war es schwer.')).map((n) => n.type)).toEqual([
      'fixed',
      'growth',
    ]);
  });

  it('hears being bad at something granted and turned with "aber" as no fixed idea under the growth name', () => {
    const granted =
      'Fixed mindset heißt nicht, dass jemand dumm ist. Man denkt dann: Ich kann das nicht und ich werde es nie können, egal wie viel ich übe. Growth mindset heißt, dass man glaubt, dass man es lernen kann, wenn man sich anstrengt und dranbleibt. Man kann also auch mit growth mindset schlecht in etwas sein, aber man bleibt es nicht.';
    expect(check(granted)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const wrong =
      'Fixed mindset heißt, man denkt: Ich kann das nicht und ich werde es nie können. Growth mindset heißt, dass man schlecht in etwas ist und aufgibt. Growth mindset ist, wenn man schlecht in Mathe ist.';
    expect(check(wrong).growthMindsetCorrect).toBe(false);
  });

  it('reads "fiks mainsett", "groß mainsett" and "Wachs-Denken" as the names', () => {
    const spelt =
      'bei fiks mainsett sagt man ich bin schlecht und das bleipt so. man wil nix neues probiren weil man denkt es get eh nich. bei groß mainsett sagt man ich kann das lernen wen ich üpe und fela sind nich schlim weil man daraus lernt.';
    expect(check(spelt)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    expect(findNames(lex, tokenize('Ich nenne sie festes Denken und Wachs-Denken.')).map((n) => n.type)).toEqual(['fixed', 'growth']);
  });

  it('hears a sentence of just "Nicht." as taking back praise, "ein festes und ein wachsendes Denken" as both names, and "nope" as no insult', () => {
    const mocked =
      'Jaja, growth mindset, klar. Wenn ich nur genug übe, kann ich bestimmt fliegen. Und fixed mindset ist, wenn man ehrlich ist und weiß, was man kann. Super Video, hat mein Leben total verändert. Nicht. Kann ich jetzt wieder spielen?';
    expect(check(mocked).feedback).toContain('lustig machst');
    expect(findNames(lex, tokenize('Es gibt ein festes und ein wachsendes Denken.')).map((n) => n.type)).toEqual(['fixed', 'growth']);
    const gamer =
      'Also bei fixed mindset bist du so: nope, kann ich nicht, will ich nicht, gebe auf. Du denkst, dein Können ist fest und bleibt so. Bei growth mindset denkst du: okay, noch nicht, aber mit Übung schaffe ich das. Fehler sind dann kein Drama, sondern Teil vom Lernen.';
    expect(check(gamer)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('hears "nicht aufhört zu üben" as practising', () => {
    const text =
      'fixed mindset ist nicht gut weil man denkt man kann nix ändern. man sagt dann sachen wie ich kann das nicht und werde das nie können. growth mindset ist wenn man nicht aufhört zu üben und nicht denkt das man dumm ist wenn was nicht klappt. fehler sind gar nicht schlimm';
    expect(check(text)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('hears "fühlen sie sich als Versager" as how people with a fixed mindset feel, no put-down', () => {
    const text =
      'Menschen mit einem starren, also fixed Mindset denken, ihre Intelligenz ist festgelegt wie die Augenfarbe. Wenn sie scheitern, fühlen sie sich als Versager. Menschen mit einem Growth Mindset denken, dass man Fähigkeiten entwickeln kann, so wie ein Baum wächst. Wenn sie scheitern, fragen sie sich, was sie daraus lernen können.';
    expect(check(text)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('refuses giving the fault for the own mindset to others, but not a described thought', () => {
    const parents =
      'ich hab ein fixed mindset aber das ist nicht meine schuld sondern die von meinen eltern weil die mir nie helfen. fixed mindset heißt man glaubt man kann nix ändern. growth mindset heißt man glaubt man kann besser werden durch üben und aus fehlern lernen.';
    expect(check(parents)).toMatchObject({
      fixedMindsetCorrect: false,
      growthMindsetCorrect: false,
      feedback: expect.stringContaining('die Schuld'),
    });
    const teacher =
      'Fixed Mindset heißt, man glaubt, man kann sich nicht ändern, und gibt schnell auf. Growth Mindset heißt, man glaubt, man wird durch Üben besser, und Fehler helfen beim Lernen. Dass ich schlecht in Deutsch bin, ist ja eigentlich ihre Schuld und nicht meine.';
    expect(check(teacher).fixedMindsetCorrect).toBe(false);
    const described =
      'Beim Fixed Mindset denkt man, man kann sich nicht ändern, und gibt schnell auf. Dann sagt man oft, das ist nicht meine Schuld. Beim Growth Mindset glaubt man, dass man durch Üben besser wird und aus Fehlern lernt.';
    expect(check(described)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const brother =
      'Beim Fixed Mindset glaubt man, man kann sich nicht ändern, und gibt schnell auf. Mein Bruder ist schuld, dass ich so denke. Beim Growth Mindset glaubt man, dass man durch Üben besser wird und aus Fehlern lernt.';
    expect(check(brother).feedback).toContain('die Schuld');
    const self =
      'Beim Fixed Mindset glaubt man, man kann sich nicht ändern, und gibt schnell auf. Man ist aber nicht selbst schuld. Beim Growth Mindset glaubt man, dass man durch Üben besser wird und aus Fehlern lernt.';
    expect(check(self).feedback).not.toContain('die Schuld');
    const verbFirst =
      'Fixed Mindset ist wenn man denkt man kann was nicht und das bleibt so. Growth Mindset ist wenn man denkt man kann mit üben besser werden. Aber bei mir geht das nicht, weil die anderen immer so laut sind. Also sind die schuld.';
    expect(check(verbFirst).feedback).toContain('die Schuld');
  });

  it('hears "so wie mein Bruder, der ist zu faul" as said of the brother and "Wegen ihm hab ich keine Zeit" as blame, but not a described thought', () => {
    const lazy =
      'Fixed Mindset haben Leute, die denken, sie können sich nicht ändern, so wie mein Bruder Leon, der ist zu faul zum Üben. Growth Mindset heißt, man übt und wird besser, weil das Gehirn wächst.';
    expect(check(lazy).feedback).toBe(putDownMessage);
    const thought = `${GOOD} Beim Fixed Mindset denken manche, sie sind zu faul zum Üben.`;
    expect(check(thought)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const becauseOfHim = `${GOOD} Wegen ihm hab ich auch keine Zeit zum Üben.`;
    expect(check(becauseOfHim).feedback).toContain('die Schuld');
    const teachers = `${GOOD} Aber eigentlich hat man ein Fixed Mindset, wenn die Lehrer schuld sind, weil sie schlecht erklären.`;
    expect(check(teachers).feedback).toContain('die Schuld');
    const thoughtOfTeachers = `${GOOD} Beim Fixed Mindset denkt man oft, dass die Lehrer schuld sind.`;
    expect(check(thoughtOfTeachers)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const describedBlame = `${GOOD} Beim Fixed Mindset denkt man oft, wegen ihm klappt es nicht.`;
    expect(check(describedBlame)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('hears "das liegt an meinen Eltern" as the fault for the own mindset given to the family; "liegt an dir" and "an meinem Gehirn" give none', () => {
    const parents = `${GOOD} Ich hab ein Fixed Mindset, aber das liegt an meinen Eltern, die helfen mir nie.`;
    expect(check(parents).feedback).toContain('die Schuld');
    const yours = `${GOOD} Ob du besser wirst, liegt an dir und an deinem Üben.`;
    expect(check(yours)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const brain = `${GOOD} Dass ich jetzt besser rechne, liegt an meinem Gehirn, das wächst.`;
    expect(check(brain)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('hears "ich …, weil unser Lehrer nie richtig erklärt" as the own trouble put on someone; a described thought and a kind reason give none', () => {
    const teacher = `${GOOD} Ich hab nur deshalb ein Fixed Mindset in Mathe, weil unser Lehrer nie richtig erklärt.`;
    expect(check(teacher).feedback).toContain('die Schuld');
    const she = `${GOOD} Deswegen bin ich so schlecht in Mathe, weil sie nicht richtig erklären kann.`;
    expect(check(she).feedback).toContain('die Schuld');
    const described = `${GOOD} Beim Fixed Mindset denkt man, man ist schlecht, weil der Lehrer nicht gut erklärt.`;
    expect(check(described)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const kind = `${GOOD} Ich übe jetzt mehr, weil meine Lehrerin gesagt hat, dass Fehler richtig gut zum Lernen sind.`;
    expect(check(kind)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
  });

  it('hears "weil ich geglaubt habe, dass man das nicht ändern kann" as the fixed mindset, but not a room where "nichts verändert" is', () => {
    const swim =
      'Früher habe ich beim Schwimmen immer gedacht: Ich bin halt ein schlechter Schwimmer, das wird nie was. Das war mein Fixed Mindset, weil ich geglaubt habe, dass man das nicht ändern kann. Jetzt sage ich zu mir: Ich kann noch nicht gut kraulen, aber mit jedem Training werde ich besser. Das ist Growth Mindset, weil man glaubt, dass Üben hilft und man wachsen kann.';
    expect(check(swim)).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true });
    const room =
      'fixed mindset ist wenn man sich immer an die regeln hält und sein zimmer ordentlich hat und nichts verändert. growth mindset ist wenn man viel übt und aus fehlern lernt und nicht aufgibt wenn was schwer ist.';
    expect(check(room).fixedMindsetCorrect).toBe(false);
  });
});

describe('putsOthersDown: what a summary describes', () => {
  const down = (text: string) => putsOthersDown(lex, tokenize(text)) !== null;
  it('hears a claim the summary denies ("kein Beweis, dass er dumm ist") as no put-down; "kein Wunder, dass du so dumm bist" as one', () => {
    expect(down('Fehler sind für ihn kein Beweis, dass er dumm ist, sondern ein Hinweis, was er noch lernen kann.')).toBe(false);
    expect(down('Eine schlechte Note heißt nicht, dass man dumm ist.')).toBe(false);
    expect(down('Das ist kein Wunder, dass du so dumm bist.')).toBe(true);
    expect(down('Fehler sind ein Beweis, dass er dumm ist.')).toBe(true);
  });
  it('hears the blame the fixed mindset looks for as described, the child blaming someone as not', () => {
    expect(down('Beim Fixed Mindset sucht man die Schuld oft bei anderen: der Lehrer ist doof, der Test war unfair.')).toBe(false);
    expect(down('Mein Lehrer ist doof, der Test war unfair.')).toBe(true);
  });
  it('hears a word denied of everyone, and a picture of the mindset, as no put-down; "keiner ist so dumm wie du" as one', () => {
    expect(down('Das sind nur Gedanken, keiner ist wirklich dumm.')).toBe(false);
    expect(down('Niemand ist einfach nur dumm oder schlau.')).toBe(false);
    expect(down('Keiner ist so dumm wie du.')).toBe(true);
    expect(down('Ein Fixed Mindset ist wie eine lahme Schnecke.')).toBe(false);
    expect(down('Du bist wie eine lahme Schnecke.')).toBe(true);
  });
  it('hears "du gehst Herausforderungen aus dem Weg" as telling, "Geh mir aus dem Weg" as an order', () => {
    expect(down('Mit Fixed Mindset gehst du Herausforderungen aus dem Weg.')).toBe(false);
    expect(down('Leute mit einem Fixed Mindset gehen schweren Aufgaben lieber aus dem Weg.')).toBe(false);
    expect(down('Geh mir aus dem Weg!')).toBe(true);
  });
  it('hears "du kannst nichts ändern" and "eine schlechte Note" as no contempt; "du kannst nichts" as contempt', () => {
    expect(down('Beim Fixed Mindset glaubst du, du kannst nichts ändern.')).toBe(false);
    expect(down('Du schreibst eine schlechte Note und denkst: Ich bin halt nicht schlau.')).toBe(false);
    expect(down('Du kannst nichts, du Versager.')).toBe(true);
  });
  it('hears "typisch!" as scorn, "Typische Sätze sind …" as a description', () => {
    expect(down('Fixed Mindset: Typische Sätze sind „Das war schon immer so“.')).toBe(false);
    expect(down('Er hört nie zu, typisch!')).toBe(true);
  });
  it('reads "Fikst meindset" as the mindset a child spells', () => {
    expect(down('Fikst meindset is wenn ma glaubt ma is hoit a so.')).toBe(false);
  });

  it('reads a Low German "sacht man: … wat soll dat" as a thought described, not scorn', () => {
    const northern =
      'Also in dem Video ging dat um zwei Arten zu denken. Beim festen Mindset sacht man: dat kann ich nich, dat lern ich nie, wat soll dat. Beim Wachstums Mindset sacht man: dat kann ich noch nich, aber wenn ich übe, krieg ich dat hin. Dat Gehirn wird nämlich stärker, wenn man wat Schweres lernt, auch wenn man dabei Fehler macht.';
    expect(check(northern).feedback).toBe('Super! Du erklärst beide Mindsets richtig.');
    expect(down('Die im Video sind doch doof, wat soll dat.')).toBe(true);
  });
  it('reads "wakstums denken" as the growth mindset a child spells', () => {
    const spelt =
      'in dem fideo ging es um das feste denken und das wakstums denken. beim festen denken denkt man ich bin zu dum dafür und kann das nich und dan hört man auf. beim wakstums denken denkt man ich kann das noch nich aber wen ich übe dan schaff ich das. fehla sind nich schlim weil das gehirn dan was lernt';
    expect(check(spelt).growthMindsetCorrect).toBe(true);
  });
  it('hears "ist nicht, dass …, sondern …" as what a mindset does not mean', () => {
    const notThat =
      'Das feste Mindset ist nicht, dass man faul ist, sondern dass man glaubt, man kann nicht besser werden, egal was man macht. Das Wachstums-Mindset ist nicht, dass man alles sofort kann, sondern dass man glaubt, dass man mit Zeit und Übung besser wird. Man muss also nicht perfekt sein, man muss nur dranbleiben und aus Fehlern lernen.';
    expect(check(notThat).feedback).toBe('Super! Du erklärst beide Mindsets richtig.');
    const itIs =
      'Das feste Mindset ist, dass man glaubt, man kann nicht besser werden, egal was man macht. Das Wachstums-Mindset ist, dass man alles sofort kann und nie üben muss, weil man schon schlau ist. Das fand ich gut im Video, es war spannend und lustig.';
    expect(check(itIs).growthMindsetCorrect).toBe(false);
  });
  it('hears "man macht nie Fehler", "man muss perfekt sein" as a wrong growth mindset', () => {
    const perfect =
      'Fixed Mindset heißt, man glaubt dass man sich nicht verändern kann und gibt schnell auf. Growth Mindset heißt, man macht nie Fehler, weil man so lange übt bis man perfekt ist. Wer Fehler macht hat kein Growth Mindset mehr. Man darf niemals etwas falsch machen, sonst wächst das Gehirn nicht.';
    expect(check(perfect).feedback).toMatch(/^Beim Growth Mindset passt „macht nie Fehler“ nicht/);
    const notPerfect =
      'Fixed Mindset heißt, man glaubt dass man sich nicht verändern kann und gibt schnell auf. Growth Mindset heißt, man muss nicht perfekt sein, weil man aus Fehlern lernt und durch Üben besser wird. Das Gehirn wächst wie ein Muskel, wenn man sich anstrengt.';
    expect(check(notPerfect).growthMindsetCorrect).toBe(true);
  });
  it('takes two sayings quoted one after the other as the child’s example, not as a copied stretch', () => {
    const twoKids =
      'Im Video gab es zwei Kinder. Tim hatte ein festes Mindset. Als er beim Diktat viele Fehler hatte, sagte er: Rechtschreibung ist nichts für mich, ich kann das einfach nicht. Lea hatte ein Wachstums-Mindset. Sie hatte auch viele Fehler, aber sie hat ihre Fehlerwörter in ein Heft geschrieben und jeden Tag geübt. Beim nächsten Diktat war sie besser.';
    const runs = taskRunsFromCatalog(shippedCatalog());
    expect(checkMindsetContent(lex, { content: twoKids }, runs).feedback).toBe('Super! Du erklärst beide Mindsets richtig.');
    const stitched = tokenize('Er sagte: Rechtschreibung ist nichts für mich, ich kann das einfach nicht.').map((t) => t.norm);
    expect([...copiedStretches(runs, stitched, COPIED_STRETCH)].every((c) => c === 0)).toBe(true);
  });

  it('hears "leichte Aufgaben" and looking clever as the fixed mindset, "immer alles perfekt" as a wrong growth mindset', () => {
    const easy =
      'Menschen mit fixed mindset wollen immer gut aussehen und zeigen, dass sie klug sind. Deshalb nehmen sie lieber leichte Aufgaben. Menschen mit growth mindset wollen lieber etwas lernen, auch wenn es schwierig ist und sie am Anfang Fehler machen. Sie fragen nach, wenn sie etwas nicht verstehen. Im Video hieß es, dass jeder sein Mindset ändern kann, wenn er will.';
    expect(check(easy).feedback).toBe('Super! Du erklärst beide Mindsets richtig.');
    const perfect =
      'Beim fixed mindset glaubt man dass das gehirn nicht wachsen kann und man so bleibt wie man ist. Beim growth mindset glaubt man dass man auf keinen fall fehler machen darf, sonst ist man schlecht. Darum muss man beim growth mindset immer alles perfekt machen und darf nie was falsch haben. Das war das video.';
    expect(check(perfect).growthMindsetCorrect).toBe(false);
  });

  it('hears "mehr geht nicht" as the fixed mindset', () => {
    const pictures =
      'Im Video war eine Zeichnung von zwei Köpfen. In dem einen war ein Schloss, das war das fixed mindset, weil da die Gedanken eingesperrt sind und man denkt: So schlau bin ich und mehr geht nicht. In dem anderen war eine Pflanze, das ist das growth mindset: Wenn man sich anstrengt und dranbleibt, wächst man, genau wie die Pflanze mit Wasser.';
    expect(check(pictures).fixedMindsetCorrect).toBe(true);
  });

  it('asks for the child’s own words when a text names its source ("Quelle: Wikipedia")', () => {
    const pasted =
      'Das Konzept des Mindsets geht auf die Psychologin Carol S. Dweck zurück. Sie unterscheidet zwischen einem statischen Selbstbild (fixed mindset), bei dem Personen davon ausgehen, dass ihre Fähigkeiten angeboren und unveränderlich sind, und einem dynamischen Selbstbild (growth mindset), bei dem Personen annehmen, dass Fähigkeiten durch Anstrengung weiterentwickelt werden können. Quelle: Wikipedia';
    expect(check(pasted).feedback).toBe(
      'Das klingt wie aus einem Buch oder aus dem Internet. Erkläre mit deinen eigenen Worten, was du im Video gelernt hast.',
    );
  });

  it('hears "nie mehr Fehler" and "für Leute, die schon gut sind" as a wrong growth mindset', () => {
    const never =
      'Bei einem Fixed Mindset denkt man, dass man nicht besser werden kann und dass Talent einfach da ist oder nicht. Bei einem Growth Mindset denkt man, dass man alles schaffen kann, und deshalb macht man dann auch nie mehr Fehler, weil man ja schlau genug ist. Growth Mindset ist also für Leute, die schon gut sind. Das fand ich interessant.';
    expect(check(never).growthMindsetCorrect).toBe(false);
    expect(check(never).feedback).toMatch(/^Beim Growth Mindset passt „nie mehr Fehler“ nicht/);
  });

  it('hears a lesson made fun of ("voll logisch", "wie revolutionär 😂", "bla bla bla")', () => {
    const mocked =
      'Fixed Mindset: Leute die denken sie können nix. Growth Mindset: Leute die denken sie können alles lernen, wenn sie nur genug üben. Wow, wie revolutionär 😂 Als ob ich durch Üben plötzlich gut in Mathe werde, hab ich ja noch nie probiert. Danke liebes Video, jetzt werden alle meine Fünfen zu Einsen, ganz bestimmt.';
    expect(check(mocked).feedback).toBe(
      'Das klingt, als ob du dich über das Video lustig machst. Erkläre ehrlich, was du darin gelernt hast.',
    );
    const logical =
      'jaja growth mindset, einfach üben dann kann man alles, voll logisch, dann üb ich halt fliegen bis ich es kann. und fixed mindset ist wohl wenn man sagt das geht nicht. ich find das video hat voll übertrieben weil man kann halt nicht alles lernen.';
    expect(check(logical).growthMindsetCorrect).toBe(false);
  });

  it('reads Kölsch "dovun" as "davon", not as "doof"', () => {
    const koelsch =
      'Em Video jingk et öm zwei Aate ze denke. Beim fixed mindset denks de, du bes esu wie de bes un kanns nix draan ändere, dann jiss de flöck op. Beim growth mindset weiß de, dat de durch Üvve besser wees un dat Fähler nit schlimm sin, weil mer dovun liere kann. Dat fund ich joot, dat han ich verstande.';
    expect(check(koelsch).feedback).not.toMatch(/Gemeines/);
  });

  it('hears a teacher sent to watch the video as a jab, not "Jeder sollte das Video mal anschauen"', () => {
    const start =
      'Ich fand das Video sehr schön. Beim fixed mindset glaubt man, dass man nicht besser werden kann, und beim growth mindset weiß man, dass Üben und Fehler einen weiterbringen. ';
    expect(
      check(`${start}Frau Yilmaz sollte das Video auch mal anschauen, die hat nämlich voll das fixed mindset. Liebe Grüße!`).feedback,
    ).toMatch(/^Schreib nichts Gemeines über andere/);
    expect(
      check(`${start}Jeder sollte das Video mal anschauen, weil es gut erklärt, wie man aus Fehlern lernt. Liebe Grüße!`).feedback,
    ).toBe('Super! Du erklärst beide Mindsets richtig.');
  });
});

describe('checkMindsetContent: growth told as needing no practice or never being wrong', () => {
  it('refuses "gar nicht wichtig dass man übt" and "macht man keine fehler mehr … perfekt" under the growth mindset', () => {
    const unimportant =
      'Beim festen Denken glaubt man dass man etwas nicht kann und es bleibt so. Beim Wachstumsdenken ist es gar nicht wichtig dass man übt oder sich anstrengt. Man muss nur ganz fest an sich glauben und positiv denken, dann kann man es automatisch. Im Video hat ein Junge einfach gesagt ich kann das und dann konnte er sofort Klavier spielen.';
    expect(check(unimportant).fixedMindsetCorrect).toBe(true);
    expect(check(unimportant).growthMindsetCorrect).toBe(false);
    const perfect =
      'beim fixed mindset glaubt man dass man nicht klüger werden kann und dass man so bleibt wie man ist. beim growth mindset macht man keine fehler mehr weil man so viel übt und dann ist man perfekt und alles klappt immer beim ersten mal. deswegen sind die leute mit growth mindset die besten in der klasse. das fand ich gut im video.';
    expect(check(perfect).growthMindsetCorrect).toBe(false);
  });

  it('still credits "es ist wichtig, dass man übt" and "Fehler sind nicht schlimm"', () => {
    const right =
      'Beim Fixed Mindset glaubt man, dass man etwas nicht kann und es immer so bleibt, und man gibt schnell auf. Beim Growth Mindset ist es wichtig, dass man übt und sich anstrengt. Fehler sind nicht schlimm, weil man aus ihnen lernt. Das Gehirn wird wie ein Muskel stärker, wenn man es trainiert, das fand ich spannend.';
    expect(check(right).fixedMindsetCorrect).toBe(true);
    expect(check(right).growthMindsetCorrect).toBe(true);
  });
});

describe('checkMindsetContent: growth said to be no different', () => {
  it('refuses "beim growth mindset ist es gar nicht anders, da glaubt man auch dass üben nix bringt" and quotes it', () => {
    const same =
      'beim fixed mindset glaubt man man kann sich nicht verbessern und beim growth mindset ist es gar nicht anders, da glaubt man auch dass üben nix bringt, aber man ist halt fröhlicher dabei und lacht mehr. das video hat gesagt dass beide leute gleich viel lernen und dass es egal ist wie man denkt. hauptsache man hat spaß in der schule und mit freunden.';
    expect(check(same).growthMindsetCorrect).toBe(false);
    expect(check(same).feedback).toMatch(/^Beim Growth Mindset passt „üben nix bringt“ nicht/);
  });

  it('still credits a personal example "ich hab auch erst gedacht, ich schaff das nie, aber dann hab ich geübt"', () => {
    const example =
      'fixed mindset ist wenn man aufgibt weil man denkt man kann das eh nicht und das bleibt für immer so. growth mindset ist wenn man weiter macht weil man weiß man kann es lernen. beim schwimmen hab ich auch zuerst gedacht ich schaff das seepferdchen nie aber dann hab ich jede woche geübt und jetzt hab ich es. das gehirn ist wie ein muskel der stärker wird';
    expect(check(example).growthMindsetCorrect).toBe(true);
  });
});

describe('checkMindsetContent: the German names said again without their noun', () => {
  it('reads "wenn man das feste hat" and "mit dem wachsenden" as the names they stand for', () => {
    const summary =
      'also es gibt das feste denken und das wachsende denken. wenn man das feste hat denkt man zb ich bin schlecht in mathe und das bleibt für immer so und man gibt schnell auf. mit dem wachsenden denken sagt man ich bin noch nicht gut aber wenn ich übe werd ich besser. so wie beim fahrrad fahren lernen, da bin ich auch erst hingefallen und jetzt kann ichs';
    const r = check(summary);
    expect(r.fixedMindsetCorrect && r.growthMindsetCorrect).toBe(true);
    // The names swapped: the fixed ideas told of the growing one.
    const swapped =
      'also es gibt das feste denken und das wachsende denken. wenn man das wachsende hat denkt man zb ich bin schlecht in mathe und das bleibt für immer so und man gibt schnell auf. mit dem festen denken sagt man ich bin noch nicht gut aber wenn ich übe werd ich besser. so wie beim fahrrad fahren lernen, da bin ich auch erst hingefallen und jetzt kann ichs';
    const w = check(swapped);
    expect(w.fixedMindsetCorrect || w.growthMindsetCorrect).toBe(false);
  });
});

describe('checkMindsetContent: pictures of what stays as it is', () => {
  const growth =
    'Growth mindset: man denkt man kann wie beim Sport trainieren und besser werden, und Fehler gehören zum Lernen. Ich will mehr growth denken und jeden Tag ein bisschen üben.';
  it('reads "wie die Augenfarbe, die hat man und fertig" and "wie in Stein gemeißelt" as the fixed mindset; a Samen that grows is none', () => {
    for (const fixed of [
      'Fixed mindset: man denkt Intelligenz ist wie die Augenfarbe, die hat man und fertig.',
      'Fixed mindset: manche denken, ihre Fähigkeiten sind wie in Stein gemeißelt.',
      'Fixed mindset: da glaubt man das man nur das kann was man schon kann und neue sachen gehen nicht.',
    ]) {
      const r = check(`Wir haben ein Video geguckt. ${fixed} ${growth}`);
      expect(r.fixedMindsetCorrect, fixed).toBe(true);
    }
    const seed = check(
      `Wir haben ein Video geguckt. Fixed mindset: manche denken, ihre Fähigkeiten sind wie ein Samen im Garten. ${growth}`,
    );
    expect(seed.fixedMindsetCorrect).toBe(false);
  });
});
