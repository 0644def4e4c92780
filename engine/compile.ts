import type { GameDefinition } from './game-schema.ts';
import { createChoiceMachine } from './machines/choice-machine.ts';
import { createMatchingMachine } from './machines/matching-machine.ts';
import { createTextMachine } from './machines/text-machine.ts';
import { createTrafficLightMachine } from './machines/traffic-light-machine.ts';
import { textAnswerRules } from './text-answer-rules.ts';

/** Compiles a game definition into its XState machine (one player kind → one machine shape). */
function compile(game: GameDefinition) {
  switch (game.player) {
    case 'choice':
      return createChoiceMachine(game);
    case 'text':
      return createTextMachine(game, textAnswerRules);
    case 'matching':
      return createMatchingMachine(game);
    case 'traffic-light':
      return createTrafficLightMachine(game);
  }
}

type Machines = {
  choice: ReturnType<typeof createChoiceMachine>;
  text: ReturnType<typeof createTextMachine>;
  matching: ReturnType<typeof createMatchingMachine>;
  'traffic-light': ReturnType<typeof createTrafficLightMachine>;
};

/** The machine a game of this definition type compiles to (a `ChoiceGame` to the choice machine, …). */
export type MachineOf<G extends GameDefinition> = Machines[G['player']];
export type GameMachine = ReturnType<typeof compile>;

const compiled = new WeakMap<GameDefinition, GameMachine>();

/**
 * The game's machine. A definition always compiles to the same machine and machines are
 * immutable (`provide` returns a copy), so each definition object is compiled once: the browser
 * does it while the route loads, not while it renders the player.
 */
export function compileGame<G extends GameDefinition>(game: G): MachineOf<G> {
  let machine = compiled.get(game);
  if (!machine) {
    machine = compile(game);
    compiled.set(game, machine);
  }
  // compile() picks the machine by game.player, which is what MachineOf reads.
  return machine as MachineOf<G>;
}
