import type { GameMachine, MachineOf } from '../../engine/compile.ts';
import type { ChoiceGame, MatchingGame, TextGame, TrafficLightGame } from '../../engine/game-schema.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { TextAnswerRules } from '../../engine/machines/text-machine.ts';

type Kind = GameDefinition['player'];
type Create = (game: GameDefinition) => GameMachine;

/**
 * The machine of each player kind, loaded with its player: a quiz does not download the writing
 * game's machine (its safety words, its answer matching) and vice versa. The same machines as
 * `engine/compile.ts`, which the server and the studio use.
 */
const creators = new Map<Kind, Create>();
const compiled = new WeakMap<GameDefinition, GameMachine>();

export async function loadMachine(kind: Kind): Promise<void> {
  if (creators.has(kind)) return;
  // Each creator is only ever given a game of its own kind (gameMachine looks it up by game.player).
  switch (kind) {
    case 'choice': {
      const { createChoiceMachine } = await import('../../engine/machines/choice-machine.ts');
      creators.set(kind, (game) => createChoiceMachine(game as ChoiceGame));
      return;
    }
    case 'text': {
      const { createTextMachine } = await import('../../engine/machines/text-machine.ts');
      creators.set(kind, (game) => createTextMachine(game as TextGame, lateAnswerRules));
      return;
    }
    case 'matching': {
      const { createMatchingMachine } = await import('../../engine/machines/matching-machine.ts');
      creators.set(kind, (game) => createMatchingMachine(game as MatchingGame));
      return;
    }
    case 'traffic-light': {
      const { createTrafficLightMachine } = await import('../../engine/machines/traffic-light-machine.ts');
      creators.set(kind, (game) => createTrafficLightMachine(game as TrafficLightGame));
      return;
    }
  }
}

let answerRules: TextAnswerRules | null = null;

/**
 * The writing games' answer checks (the safety words, the answer and term matching: most of their
 * machine's weight) load after the first render: `loadAnswerRules` runs beside the start request
 * and, for a saved play, in the route's loader. The machine only asks them on a submit, which
 * only comes after the items arrived or a saved play was picked up.
 */
export async function loadAnswerRules(kind: Kind): Promise<void> {
  if (kind !== 'text' || answerRules) return;
  answerRules = (await import('../../engine/text-answer-rules.ts')).textAnswerRules;
}

function loadedAnswerRules(): TextAnswerRules {
  // Never reached while the start and the resume await the rules: better no answer than an unchecked one.
  if (!answerRules) throw new Error('the answer rules are not loaded');
  return answerRules;
}

const lateAnswerRules: TextAnswerRules = {
  isHurtful: (text, word) => loadedAnswerRules().isHurtful(text, word),
  matchesAnswer: (answer, key) => loadedAnswerRules().matchesAnswer(answer, key),
  termsUsed: (text, terms, forms) => loadedAnswerRules().termsUsed(text, terms, forms),
  isEnglish: (text) => loadedAnswerRules().isEnglish(text),
  isMashed: (text) => loadedAnswerRules().isMashed(text),
  termsInSentences: (text, terms, forms) => loadedAnswerRules().termsInSentences(text, terms, forms),
  tellsStory: (text, terms, forms) => loadedAnswerRules().tellsStory(text, terms, forms),
  mocks: (text) => loadedAnswerRules().mocks(text),
  putsItselfDown: (text) => loadedAnswerRules().putsItselfDown(text),
  fitsWord: (text, word, related) => loadedAnswerRules().fitsWord(text, word, related),
  countIdeas: (text, word) => loadedAnswerRules().countIdeas(text, word),
};

/**
 * The game's machine, compiled once per definition (machines are immutable; `provide` returns a
 * copy). Its kind must have been loaded with `loadMachine` (the player's loader does that).
 */
export function gameMachine<G extends GameDefinition>(game: G): MachineOf<G> {
  let machine = compiled.get(game);
  if (!machine) {
    const create = creators.get(game.player);
    if (!create) throw new Error(`the ${game.player} machine is not loaded`);
    machine = create(game);
    compiled.set(game, machine);
  }
  // The creator was picked by game.player, which is what MachineOf reads.
  return machine as MachineOf<G>;
}
