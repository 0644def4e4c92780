import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { GameDefinition, Message } from '../../engine/game-schema.ts';
import { PlaysLeft } from '../components/plays-left.tsx';
import { PlayLimit } from './play-limit.tsx';
import { LoadProblem, preloadPlayParts } from './play-parts.tsx';
import { TeachAgain, useStartWithTeach } from './teach-step.tsx';
import type { Play } from './use-play.ts';

/** Heading, back link and body of every game screen. */
export function GameFrame({ game, children, aside }: { game: GameDefinition; children: ReactNode; aside?: ReactNode }) {
  const navigate = useNavigate();
  const backLabel = game.texts.back;
  return (
    <article className={`game game--${game.player}`} aria-labelledby="game-heading">
      <div className="game__top">
        {game.backTo === 'history' ? (
          <button type="button" className="game-back" onClick={() => navigate(-1)}>
            <span aria-hidden="true">←</span> {backLabel}
          </button>
        ) : (
          <Link className="game-back" to={game.backTo}>
            <span aria-hidden="true">←</span> {backLabel}
          </Link>
        )}
      </div>
      <h1 id="game-heading" className="game__heading">
        {game.texts.heading}
      </h1>
      {aside}
      {children}
    </article>
  );
}

/**
 * The intro card with the start button. Its first tap also fetches what the play shows later
 * (feedback, the finish), so nothing waits for the network once the child plays.
 */
export function GameIntro({ text, start, onStart, busy }: { text?: string; start: string; onStart: () => void; busy?: boolean }) {
  const startWithTeach = useStartWithTeach(onStart);
  return (
    <div className="game-intro">
      {text ? <p className="game-intro__text">{text}</p> : null}
      <button
        type="button"
        className="game-button game-button--primary game-button--big"
        onPointerDown={preloadPlayParts}
        onClick={() => {
          preloadPlayParts();
          startWithTeach();
        }}
        disabled={busy}
        autoFocus
      >
        {busy ? 'Lade...' : start}
      </button>
      <TeachAgain />
    </div>
  );
}

/**
 * The screens every player shows before it has items: the intro with the start button (also
 * while loading), or the loading problem with 'Nochmal versuchen'. Null once the game runs.
 */
export function introOrProblem(game: GameDefinition, play: Play, options: { intro?: boolean; before?: ReactNode; after?: ReactNode } = {}) {
  const { snapshot, send } = play;
  const error = (snapshot.context as { error: Message | null }).error;
  if (snapshot.matches('loadFailed')) {
    return (
      <GameFrame game={game}>
        <LoadProblem play={play} game={game} message={error} onRetry={() => send({ type: 'RETRY' })} />
      </GameFrame>
    );
  }
  if (options.intro ?? (snapshot.matches('intro') || snapshot.matches('loading'))) {
    return (
      <GameFrame game={game}>
        {options.before}
        <GameIntro
          text={game.texts.intro}
          start={game.texts.start}
          busy={!snapshot.matches('intro')}
          onStart={() => send({ type: 'START' })}
        />
        <PlaysLeft category={game.category} />
        {options.after}
        <PlayLimit game={game} play={play} />
      </GameFrame>
    );
  }
  // The game runs (also a play resumed after a reload): what it shows later is fetched now.
  preloadPlayParts();
  return null;
}
