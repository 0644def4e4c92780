import type { GameDefinition } from './game-schema.ts';
import { createChoiceMachine } from './machines/choice-machine.ts';
import { createMatchingMachine } from './machines/matching-machine.ts';
import { createTextMachine } from './machines/text-machine.ts';
import { createTrafficLightMachine } from './machines/traffic-light-machine.ts';

/** Compiles a game definition into its XState machine (one player kind → one machine shape). */
function compile(game: GameDefinition) {
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

export type GameMachine = ReturnType<typeof compile>;

const compiled = new WeakMap<GameDefinition, GameMachine>();

/**
 * The game's machine. A definition always compiles to the same machine and machines are
 * immutable (`provide` returns a copy), so each definition object is compiled once: the browser
 * does it while the route loads, not while it renders the player.
 */
export function compileGame(game: GameDefinition): GameMachine {
  let machine = compiled.get(game);
  if (!machine) {
    machine = compile(game);
    compiled.set(game, machine);
  }
  return machine;
}
