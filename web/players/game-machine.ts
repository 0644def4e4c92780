import type { GameMachine } from '../../engine/compile.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';

type Kind = GameDefinition['player'];
type Create = (game: never) => GameMachine;

/**
 * The machine of each player kind, loaded with its player: a quiz does not download the writing
 * game's machine (its safety words, its answer matching) and vice versa. The same machines as
 * `engine/compile.ts`, which the server and the studio use.
 */
const creators = new Map<Kind, Create>();
const compiled = new WeakMap<GameDefinition, GameMachine>();

export async function loadMachine(kind: Kind): Promise<void> {
  if (creators.has(kind)) return;
  switch (kind) {
    case 'choice':
      creators.set(kind, (await import('../../engine/machines/choice-machine.ts')).createChoiceMachine as Create);
      return;
    case 'text':
      creators.set(kind, (await import('../../engine/machines/text-machine.ts')).createTextMachine as Create);
      return;
    case 'matching':
      creators.set(kind, (await import('../../engine/machines/matching-machine.ts')).createMatchingMachine as Create);
      return;
    case 'traffic-light':
      creators.set(kind, (await import('../../engine/machines/traffic-light-machine.ts')).createTrafficLightMachine as Create);
      return;
  }
}

/**
 * The game's machine, compiled once per definition (machines are immutable; `provide` returns a
 * copy). Its kind must have been loaded with `loadMachine` (the player's loader does that).
 */
export function gameMachine(game: GameDefinition): GameMachine {
  let machine = compiled.get(game);
  if (!machine) {
    const create = creators.get(game.player);
    if (!create) throw new Error(`the ${game.player} machine is not loaded`);
    machine = create(game as never);
    compiled.set(game, machine);
  }
  return machine;
}
