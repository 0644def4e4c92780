import { describe, expect, it } from 'vitest';
import { englishPhrases, isEnglish } from './english.ts';

describe('isEnglish', () => {
  it('finds a story written in English, also with German terms dropped in', () => {
    expect(isEnglish('Once upon a time there was a Drache who lived in a big Höhle. He guarded a huge Schatz.')).toBe(true);
    expect(isEnglish('My cat climbed up a very tall tree and could not get down anymore.')).toBe(true);
    expect(
      isEnglish(
        'Mein Hund spielt im Garten mit seinem Ball. Then he jumped over the fence and ran into the garden. The neighbour was angry but then he laughed.',
      ),
    ).toBe(true);
  });
  it('finds a list of English words', () => {
    expect(isEnglish(['doctor', 'teacher', 'friend', 'police', 'hospital', 'mom', 'dad', 'help'].join('\n'))).toBe(true);
  });
  it('keeps a German text with a few English words German', () => {
    expect(isEnglish('Der Roboter hat coole Beats gespielt und gesagt: Sorry, Update nötig. Es war die beste Party ever.')).toBe(false);
    expect(isEnglish(['Brainstorming', 'Mindmap', 'Geistesblitz', 'Plan', 'Erfinder', 'Lösung', 'Traum'].join('\n'))).toBe(false);
  });
  it('does not take Bavarian "i", "a", "is" or German "in", "was", "will", "See", "Bad" for English', () => {
    expect(isEnglish('I bin a bissl müd, was will i in da Schui')).toBe(false);
    expect(isEnglish('is er zum See gangen, is still gwesen')).toBe(false);
    expect(isEnglish(['See', 'Bad', 'still', 'pink', 'Ring'].join('\n'))).toBe(false);
  });
  it('keeps German words that look English alone: Boot, Frühling, Schmetterling', () => {
    expect(isEnglish(['Segelboot', 'Ruderboot', 'Frühling', 'Schmetterling', 'Boot', 'Moos', 'doof'].join('\n'))).toBe(false);
  });
});

describe('englishPhrases', () => {
  it('finds three English words close together inside a German answer', () => {
    expect(englishPhrases('Ich bin sauer, please ask me first bevor du mein Tablet nimmst')).toEqual(['please ask me first']);
    expect(englishPhrases('egal, the monkeys are cool too, ich schau die affen an')).toEqual(['the monkeys are cool too']);
    expect(englishPhrases('Ich bin traurig, wenn du meine Sachen nimmst, you are so mean')).toEqual(['you are so mean']);
    // "is" belongs to both: it neither breaks an English run nor makes one.
    expect(englishPhrases("Dann spiel ich drinnen, it's okay, tomorrow is maybe sunny")).toEqual(["it's okay tomorrow is maybe sunny"]);
    expect(englishPhrases('Des is ned schlimm, morgn is a neier Dog')).toEqual([]);
    // A word both languages share may stand between "I" and the English word: "I will win".
    expect(englishPhrases('ist okay, next time I will win! ich trainier mit meinem bruder')).toEqual(['next time I will win']);
    expect(englishPhrases('i will des ned, i mog lieber a Eis')).toEqual([]);
  });
  it('leaves loanwords, Bavarian, Kölsch and keyboard mash German', () => {
    expect(englishPhrases('Sorry, kein Problem, okay? Das war echt cool und nice')).toEqual([]);
    expect(englishPhrases('ich such den bug im code und frag im kurs nach, dann läufts bald')).toEqual([]);
    expect(englishPhrases('I bin traurig, wenn i vo mein Tog dazähl und du schaust nur aufs Handy. I dad ma wünschn')).toEqual([]);
    expect(englishPhrases('Do bes ene Doof, jangk fott us mingem Sandkaste')).toEqual([]);
    expect(englishPhrases('wow super begriffe ferdy, echt voll kreativ')).toEqual([]);
    expect(englishPhrases('asd asd asd qwe qwe qwe fgh fgh fgh')).toEqual([]);
  });
  it('leaves words quoted in quotation marks or after a colon to the one who said them', () => {
    expect(englishPhrases('Wenn etwas nicht klappt, sagt man: I give up. Beim Growth Mindset übt man weiter.')).toEqual([]);
    expect(englishPhrases('Emily hat gerufen: „Hi! I missed you so much!“ Dann sind wir Eis essen gegangen.')).toEqual([]);
  });
});

describe('isEnglish with English runs', () => {
  it('takes a story told in English in two places for English, one English cry in a German story for German', () => {
    expect(
      isEnglish(
        'One day ein Roboter kam in meine Schule. Our teacher said: Das ist Robbi. Robbi hat alle Hausaufgaben gemacht. Then he played with us in der Pause.',
      ),
    ).toBe(true);
    expect(
      isEnglish('Im Finale stand es eins zu eins und dann kam Elfmeterschießen. I scored the last one! Wir haben den Pokal gewonnen.'),
    ).toBe(false);
  });
});

describe('isEnglish in short answers', () => {
  it('hears an English answer or plan as English', () => {
    expect(isEnglish("I feel sad when you don't listen to me.")).toBe(true);
    expect(isEnglish('Please give it back, it is mine.')).toBe(true);
    expect(isEnglish('I can say hello to a kid tomorrow. Making friends takes time.')).toBe(true);
    expect(isEnglish('he trains more than me. i will practice and ask him for tips')).toBe(true);
  });
  it('keeps German with English words, Bavarian and short answers German', () => {
    expect(isEnglish('I can do it! ich lerne jeden tag')).toBe(false);
    expect(isEnglish('sorry, das war nicht cool von mir')).toBe(false);
    expect(isEnglish('i ko des no ned, aber i üb jeden Tog a bissl')).toBe(false);
    expect(isEnglish('Mogst mitspuin? Mia baun grad a Burg, do is scho no Platz fia di')).toBe(false);
    expect(isEnglish('Sorry!')).toBe(false);
  });
});

describe('English words with German letters', () => {
  it('reads "maybe it flies better then" as English; "fies" and "mies" stay German', () => {
    expect(isEnglish('ich falt ihn anders, maybe it flies better then', 0)).toBe(true);
    expect(isEnglish('Das war echt fies und mies, aber ich übe weiter', 0)).toBe(false);
  });
});

describe('English about how it feels', () => {
  it('reads "my ears hurt" as English', () => {
    expect(isEnglish('bitte nicht so laut, my ears hurt', 0)).toBe(true);
  });
});
