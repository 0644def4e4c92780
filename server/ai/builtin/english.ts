// "I" and "a" are left out: Bavarian writes "i" for "ich" and "a" for "ein".
import { standardWord } from './dialect-words.ts';
import { foldUmlauts } from './german-text.ts';

/**
 * Answers written in English: Ferdy's checkers read German, so an English answer is neither
 * praised nor blamed; the child is told kindly to write in German. A sentence with one English
 * word ("sorry", "cool") is still German. One pass over the words, set lookups.
 */
const ENGLISH = new Set(
  "you he she we they it me my your our is are am was were be been do does did don't doesn't didn't can can't cannot will won't would should the an and or but when if because that this what why how not no yes to of in on at for with feel sad angry happy sorry please thank thanks i'm it's i'll let's that's say says hello tomorrow today time make makes making take takes kid kids friend friends try again next good know think just get got need want help like love learn practice mistakes better have has then there school".split(
    ' ',
  ),
);
const GERMAN = new Set(
  'ich du er sie es wir ihr mich dich mir dir mein dein ist bin bist sind war hat habe hast und oder aber wenn weil dass das der die den dem ein eine nicht kein keine zu mit von für auf bitte mal noch auch schon so wie was warum'.split(
    ' ',
  ),
);

/** "you", "is", "the", "when": a little word of an English sentence. */
export function isEnglishFunctionWord(word: string): boolean {
  return ENGLISH.has(word);
}

export const writeInGermanMessage = 'Ferdy versteht Deutsch am besten. Schreib deine Antwort bitte auf Deutsch.';

const isRegional = (folded: string) => standardWord(folded) !== folded;

function countFunctionWords(text: string): { english: number; german: number } {
  let english = 0;
  let german = 0;
  for (const raw of text.toLowerCase().split(/[^a-zäöüß']+/)) {
    if (raw === '') continue;
    if (ENGLISH.has(raw)) english++;
    if (GERMAN.has(raw)) german++;
    // "Mogst mitspuin? … do is scho no Platz": a regional word is German too.
    else if (raw.length > 1 && !ENGLISH.has(raw) && isRegional(foldUmlauts(raw))) german++;
  }
  return { english, german };
}

export function isEnglish(text: string): boolean {
  const { english, german } = countFunctionWords(text);
  // Any German function word makes it a German answer with English in it ("I can do it! ich lerne").
  return english >= 3 && german === 0;
}

/** A longer text written in English with a German sentence or two ("Das Video war gut."). */
export function isMostlyEnglish(text: string): boolean {
  const { english, german } = countFunctionWords(text);
  if (english >= 5 && english >= 3 * german) return true;
  // "Fixed Mindset heißt, … Growth mindset is when you believe …": half the sentences English.
  const sentences = text.split(/[.!?\n]+/).filter((s) => s.trim() !== '');
  const inEnglish = sentences.filter(isEnglish).length;
  return sentences.length >= 3 && inEnglish * 2 >= sentences.length;
}
