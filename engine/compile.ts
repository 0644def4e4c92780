import type { GameDefinition } from './game-schema.ts';
import { createChoiceMachine } from './machines/choice-machine.ts';
import { createMatchingMachine } from './machines/matching-machine.ts';
import { createTextMachine } from './machines/text-machine.ts';
import { createTrafficLightMachine } from './machines/traffic-light-machine.ts';

/** Compiles a game definition into its XState machine (one player kind → one machine shape). */
export function compileGame(game: GameDefinition) {
  switch (game.player) {
    case 'choice':
      return createChoiceMachine(game);
    case 'text':
      return createTextMachine(game);
    case 'matching':
      return createMatchingMachine(game);
    case 'traffic-light':
      return createTrafficLightMachine(game);
  }
}

export type GameMachine = ReturnType<typeof compileGame>;
