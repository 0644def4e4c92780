import type { AgeBand } from './content-schema.ts';
import type { GameDefinition } from './game-schema.ts';
import { generatorOutputSchemas, type GeneratorName } from './generators.ts';

export type ChoiceItem = {
  prompt: string;
  options: string[];
  correctIndex: number;
  explanation?: string;
  /** why the right option helps, shown after a wrong answer */
  why?: string;
};
export type TextItem = {
  prompt: string;
  terms?: string[];
  forms?: string[][];
  /** WortEntdecker: words that belong to the word, which the ideas must touch (fits-word) */
  related?: string[];
  sample?: string;
  /** answers as right as the sample (TaktikTüftler) */
  accept?: string[];
  /** one model answer, shown after each answer ("So könnte man es sagen") */
  model?: string;
  /** the age band of the child the play was drawn for (a game may ask less of 6–8) */
  band?: AgeBand;
  /** the generator's own fields, for checker inputs like item.sentence */
  raw: Record<string, unknown>;
};
export type Tile = { text: string; type: 'fixed' | 'growth'; pair: number };
export type MatchingItem = { tiles: Tile[] };
export type Colour = 'red' | 'yellow' | 'green';
export type TrafficLightItem = { text: string } & Record<Colour, { title?: string; feedback: string; strategy: string }>;
export type PlayItem = ChoiceItem | TextItem | MatchingItem | TrafficLightItem;

/** Turns a generator's answer (the response shape) into the item a player shows. */
export function prepareItem(def: GameDefinition, raw: unknown, random: () => number = Math.random): PlayItem {
  if (!def.items) throw new Error(`${def.id} draws no items`);
  const generator: GeneratorName = def.items.generator;
  const parsed = generatorOutputSchemas[generator].parse(raw) as Record<string, unknown>;
  switch (generator) {
    case 'generate-conflict': {
      const r = parsed as { conflict: string; options: string[]; correctIndex: number; why?: string };
      return withWhy({ prompt: r.conflict, options: r.options, correctIndex: r.correctIndex }, r.why);
    }
    case 'generate-quiz-questions': {
      const r = parsed as { question: string; answerA: string; answerB: string; solutionOriented: 'A' | 'B'; why?: string };
      return withWhy({ prompt: r.question, options: [r.answerA, r.answerB], correctIndex: r.solutionOriented === 'A' ? 0 : 1 }, r.why);
    }
    case 'generate-mindset-statements': {
      const r = parsed as { statement: string; type: 'fixed' | 'growth'; explanation: string; why?: string };
      const labels = def.player === 'choice' && def.texts.optionLabels ? def.texts.optionLabels : ['Fixed Mindset', 'Growth Mindset'];
      return withWhy(
        { prompt: r.statement, options: labels.slice(0, 2), correctIndex: r.type === 'fixed' ? 0 : 1, explanation: r.explanation },
        r.why,
      );
    }
    case 'generate-feeling-scenario': {
      const r = parsed as { text: string; options: string[]; correct: number; feedback: string; why?: string };
      return withWhy({ prompt: r.text, options: r.options, correctIndex: r.correct, explanation: r.feedback }, r.why);
    }
    case 'generate-bad-sentence':
    case 'generate-accusing-sentence':
      return withModel({ prompt: String(parsed.sentence), raw: parsed }, parsed.model);
    case 'generate-scenario':
      return withModel({ prompt: String(parsed.scenario), raw: parsed }, parsed.model);
    case 'generate-single-word': {
      const related = parsed.related as string[] | undefined;
      return withModel({ prompt: String(parsed.word), ...(related?.length ? { related } : {}), raw: parsed }, parsed.model);
    }
    case 'generate-story-terms:solutionstory': {
      const accept = parsed.accept as string[] | undefined;
      return {
        prompt: String(parsed.question),
        sample: String(parsed.answer),
        ...(accept?.length ? { accept } : {}),
        raw: parsed,
      } satisfies TextItem;
    }
    case 'generate-story-terms': {
      // At least three terms are needed and only the first three are used.
      const r = parsed as { terms: string[]; forms?: string[][] };
      return { prompt: '', terms: r.terms.slice(0, 3), forms: (r.forms ?? []).slice(0, 3), raw: parsed } satisfies TextItem;
    }
    case 'generate-mindset-pairs': {
      const r = parsed as { pairs: { fixed: string; growth: string }[] };
      const tiles: Tile[] = r.pairs.flatMap((p, pair) => [
        { text: p.fixed, type: 'fixed' as const, pair },
        { text: p.growth, type: 'growth' as const, pair },
      ]);
      return { tiles: shuffle(tiles, random) } satisfies MatchingItem;
    }
    case 'gefuehlsampel-situations':
      return parsed as TrafficLightItem;
  }
}

function withWhy(item: ChoiceItem, why: string | undefined): ChoiceItem {
  return why ? { ...item, why } : item;
}

function withModel(item: TextItem, model: unknown): TextItem {
  return typeof model === 'string' && model ? { ...item, model } : item;
}

function shuffle<T>(list: T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
