/**
 * English in a child's answer. Ferdy's checks read German, so an answer written in English, or a
 * German one with a run of English in it ("…, you are so mean"), is asked for in German, never
 * praised. Used by the writing games in the browser and by the server's checkers, so both agree;
 * pure, and one pass over the words.
 */

const fold = (s: string) => s.toLocaleLowerCase('de-DE');
const lettersOf = (s: string) => s.match(/\p{L}+/gu) ?? [];
const setOf = (list: string) => new Set(list.split(' '));

/**
 * Frequent English words that are no German words ("in", "was", "will", "an", "am", "so" and
 * Bavarian "i", "a" are left out), and the words children write most about their day.
 */
const english = setOf(
  'present presents surprise wrapping the and or but of to with for on at by from up out about into over after before because if when then than there here this that these those what which who whom why how where yes is are were be been being have has had do does did dont doesnt didnt can cant could would should shall may might must you he she it we they me him her us them my your his its our their mine very really just too only some any every each many much more most other another one two three four five first last new old good big small little long great happy sad angry nice best better day days time year people woman child children boy girl boys girls friend friends family mom mum dad mother father brother sister home house school teacher doctor police hospital water food play played playing went go going goes got get came come saw said say says made make like love loved want wanted know knew think thought look looked find found give gave take took tell told help helped lived live lives once upon everybody everyone something nothing tree cat dog bird fish sun sunshine rain rainbow snow star stars sky night morning evening dinner lunch breakfast birthday holiday holidays luck lucky smile tall down anymore climbed ladder truck fire red blue green yellow white black brown thank thanks please together around always never sometimes little funny scary fun away back again wet open colorful colourful puddle boots rubber drops umbrella clouds windy sunny rainy screen keyboard charger games game watch videos homework files save snowman snowflake snowball cold sledge ice mouse garden flower moon cake book pencil car bike',
);
/** German words and dialect words that settle a word as German. */
const german = setOf(
  'ich du er sie es wir ihr mich dich mir dir mein meine dein deine sein seine ist bin bist sind war waren hat habe hast hatte und oder aber wenn weil dass das der die den dem des ein eine einen einem nicht kein keine zu mit von für auf bitte mal noch auch schon so wie was warum dann da hier sehr ganz viel viele is isch des hod hot het ond und uf net nid ned nit no scho dit wa ick see bad still pink ring ding ging boot',
);
const germanShape = /[äöüß]|sch|tz|pf|ung$|chen$|lein$|ei|ie|eu/;
// "-ing" after l, r or g is German too (Frühling, Ring, ging); "oo" is German (Boot, Moos, doof).
const englishShape = /th|wh|gh|(^|[^c])sh|^.{2,}[^lrg]ing$|[^aeiouy]y$|ou|ea|aw$|ow$/;

/**
 * Written in English: half the words or more are English (frequent words, or English spellings
 * like "th", "sh", "-ing"), and at least three. A German text with a few English words ("Party",
 * "Sorry, Update nötig") or a German list with loanwords is German. A story may hold
 * `runsAllowed` runs of English (one cry); the checkers, which read single answers, allow none.
 */
export function isEnglish(text: string, runsAllowed = 1): boolean {
  const whole = englishWordsIn(text);
  if (mostlyEnglish(whole)) return true;
  // "One day ein Roboter kam in meine Schule. He was very tall …": English told in two places. One
  // English cry in a German story ("I scored the last one!") is the story's.
  if (englishPhrases(text).length > runsAllowed) return true;
  // Two words in five in English sentences need one word in five English at least.
  if (whole.english * 5 < whole.all) return false;
  // "Mein Hund spielt im Garten. Then he jumped over the fence …": a story that goes on in
  // English for two words in five is not a German story.
  const sentences = text.split(/[.!?\n]+/u);
  let all = 0;
  let inEnglish = 0;
  for (const sentence of sentences) {
    const n = lettersOf(sentence).filter((w) => w.length >= 2).length;
    all += n;
    if (mostlyEnglish(englishWordsIn(sentence))) inEnglish += n;
  }
  return sentences.length > 2 && inEnglish * 5 >= all * 2;
}

/**
 * Runs of English inside a German answer: three English words close together ("please ask me
 * first", "the monkeys are cool too", "you are so mean"). A word both languages share or neither
 * list knows ("so", "was", "Tablet") may stand between two of them, not two such words; "I" counts
 * before an English word (Bavarian "i bin" is German). A loanword or two ("sorry", "cool", "Party
 * ever") is German, and so are words quoted in quotation marks or after a colon ("sagt man: I
 * give up"). Returns the runs.
 */
export function englishPhrases(text: string): string[] {
  const runs: string[] = [];
  // Quotes first: in "gerufen: „Hi! I missed you!“" the colon's part ends at "Hi!".
  const unquoted = text.replace(/[„“”"»«‚‘’][^„“”"»«‚‘’]*[„“”"»«‚‘’]/gu, '\n').replace(/:[^.!?\n]*/gu, '\n');
  for (const part of unquoted.split('\n')) {
    const ws = part.match(/[\p{L}']+/gu) ?? [];
    let start = -1;
    let count = 0;
    let gap = 0;
    for (let k = 0; k <= ws.length; k++) {
      const kind = k < ws.length ? wordKind(ws[k]!, ws[k + 1], ws[k + 2]) : 'german';
      if (kind === 'english') {
        if (start < 0) start = k;
        count++;
        gap = 0;
      } else if (start >= 0 && (kind === 'german' || ++gap > 1)) {
        if (count >= 3) runs.push(ws.slice(start, kind === 'german' ? k - gap : k - 1).join(' '));
        start = -1;
        count = 0;
        gap = 0;
      }
    }
  }
  return runs;
}

/**
 * Words both languages write alike: they neither make a run English nor break it ("is" stays a
 * German word when the words of a whole text are counted: Bavarian "des is").
 */
const shared = setOf(
  'so in was will an am also man hand bald rest fast hat war wind sorry okay ok problem cool nice handy fixed growth mindset do us to he good find dad is',
);

function wordKind(raw: string, next: string | undefined, afterNext?: string): 'english' | 'german' | 'shared' {
  const w = fold(raw).replace(/'/g, '');
  // "I will win": a shared word may stand between "I" and the English word; "i will des ned" is Bavarian.
  if (w === 'i') {
    const nextKind = next === undefined ? 'german' : wordKind(next, undefined);
    const then = nextKind === 'shared' && afterNext !== undefined ? wordKind(afterNext, undefined) : nextKind;
    return then === 'english' ? 'english' : 'german';
  }
  if (shared.has(w)) return 'shared';
  if (w.length < 2 || german.has(w)) return 'german';
  // "friend", "flies", "piece": an English word a list knows is English, however German its letters look.
  if (english.has(w) || spoken.has(w)) return 'english';
  if (germanShape.test(w)) return 'german';
  if (english.has(w.replace(/s$/, ''))) return 'english';
  // "fgh" is a keyboard mash, not English.
  if (englishShape.test(w) && /[aeiouy]/.test(w)) return 'english';
  // A word neither list knows ("Tablet", "monkeys") may be either.
  return 'shared';
}

/** English words children mix into a sentence, beyond the frequent ones of a story. */
const spoken = setOf(
  'ask asked born late later ear ears hurt hurts fly flies flying tries cries fix broken share sharing caring practice perfect try mean nobody hate stupid ugly dumb loser shut cute pet quiet bit talk myself yourself alone private worry worried opinion decide read message messages listen lonely secret secrets keep train training win lose lost slide wanna gonna lets let sing please right now maybe next',
);

function mostlyEnglish({ english, all }: { english: number; all: number }): boolean {
  return english >= 3 && english * 2 >= all;
}

function englishWordsIn(text: string): { english: number; all: number } {
  let englishWords = 0;
  let all = 0;
  for (const raw of lettersOf(text)) {
    if (raw.length < 2) continue;
    const w = fold(raw);
    all++;
    if (german.has(w) || germanShape.test(w)) continue;
    if (english.has(w) || englishShape.test(w)) englishWords++;
  }
  return { english: englishWords, all };
}

/**
 * An idea in English ("throw", "round", "play"): every word is an English one. "Theater" and
 * "Mathe" are German, so "th" at a word's start is not enough.
 */
export function isEnglishIdea(idea: string): boolean {
  const ws = lettersOf(idea).filter((w) => w.length >= 2);
  return (
    ws.length > 0 &&
    ws.every((raw) => {
      const w = fold(raw);
      if (german.has(w) || germanShape.test(w)) return false;
      return english.has(w) || englishShape.test(w.replace(/^th/, ''));
    })
  );
}
