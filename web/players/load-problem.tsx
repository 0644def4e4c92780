import { useState } from 'react';
import type { GameDefinition, Message } from '../../engine/game-schema.ts';
import { Ferdy } from '../components/ferdy.tsx';
import { messageParts } from './message.ts';
import { PlayLimit } from './play-limit.tsx';
import type { Play } from './use-play.ts';

/** Loading failed: the game's own message, or the daily limit with the way to buy a play. */
export function LoadProblem({
  game,
  play,
  message,
  onRetry,
}: {
  game: GameDefinition;
  play: Play;
  message: Message | null;
  onRetry: () => void;
}) {
  const [limitSeen] = useState(play.limitReached);
  const limited = play.limitReached || limitSeen;
  const { title, text } = messageParts(message);
  return (
    <div className="game-problem" role="alert">
      <Ferdy mood={limited ? 'happy' : 'sad'} size={110} />
      {limited ? (
        <>
          <p className="game-problem__title">Tägliches Limit erreicht</p>
          <p>Morgen ist wieder ein kostenloses Spiel verfügbar.</p>
        </>
      ) : (
        <>
          {title ? <p className="game-problem__title">{title}</p> : null}
          <p>{text}</p>
        </>
      )}
      <button type="button" className="game-button game-button--primary" onClick={onRetry}>
        Nochmal versuchen
      </button>
      <PlayLimit game={game} play={play} />
    </div>
  );
}
