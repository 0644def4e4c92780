import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { loadGameAt } from '../game-definitions.ts';
import { gameMachine, loadAnswerRules } from '../players/game-machine.ts';
import { GameScreen, loadPlayer, type Player } from '../players/game-screen.tsx';
import { readSaved } from '../players/saved-play.ts';
import { authPathFrom } from '../session/return-to.ts';
import { useSession } from '../session/session.tsx';
import '../players/players.css';

type GameRoute = { game: GameDefinition; Player: Player };

export async function loader({ request }: LoaderFunctionArgs): Promise<GameRoute> {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const game = await loadGameAt(path);
  if (!game) throw new Response('Not Found', { status: 404 });
  // A saved play continues where the child was typing: its answer checks must be there first.
  const [Player] = await Promise.all([loadPlayer(game.player), readSaved(game.id) ? loadAnswerRules(game.player) : null]);
  // In a task of its own, not in the player's first render (a long task on a slow phone).
  await new Promise((resolve) => setTimeout(resolve, 0));
  gameMachine(game);
  return { game, Player };
}

/** A game route: its definition (bundled per game) and the generic player of its kind, both from the loader. */
export function Component() {
  const { game, Player } = useLoaderData() as GameRoute;
  const { status, user } = useSession();
  if (game.access === 'login-required') {
    if (status === 'loading') return <p className="page-loading">Lade...</p>;
    if (!user) return <Navigate to={authPathFrom(game.route)} replace />;
  }
  return <GameScreen game={game} Player={Player} />;
}
