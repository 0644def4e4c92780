import { describe, expect, it } from 'vitest';
import { shippedCatalog } from '../../content.ts';
import { copiedFromTask, mostlyCopied, taskRunsFromCatalog } from './task-copy.ts';

const runs = taskRunsFromCatalog(shippedCatalog());
const sumUp = shippedCatalog().games.find((g) => g.id === 'sumup')!;

describe('copied from the task', () => {
  it('finds a summary that is mostly the game prompt with filler', () => {
    const prompt = (sumUp as unknown as { texts: { prompt: string } }).texts.prompt;
    const answer = `${prompt} Das habe ich jetzt gemacht und es war gut.`;
    expect(copiedFromTask(runs, answer)).toBeGreaterThan(0.7);
    expect(mostlyCopied(runs, answer)).toBe(true);
  });

  it('leaves a summary in the child’s own words alone, and never judges a short sentence', () => {
    const own =
      'Beim Fixed Mindset denkt man, man ist halt schlecht in Mathe und das bleibt so. Beim Growth Mindset weiß man, dass Üben hilft und Fehler zum Lernen dazugehören.';
    expect(mostlyCopied(runs, own)).toBe(false);
    expect(mostlyCopied(runs, 'Das schaffe ich noch nicht, aber ich übe.')).toBe(false);
  });

  it("counts another game's sentences from the content bank as copied", () => {
    const pairs =
      'Das kann ich einfach nicht. Das kann ich noch nicht – aber ich lerne es. Ich gebe auf, das klappt sowieso nicht. Ich gebe nicht auf und probiere einen anderen Weg. Diese Aufgabe ist zu schwer für mich.';
    expect(mostlyCopied(runs, pairs)).toBe(true);
  });
});
