import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { GameDefinition } from '../../engine/game-schema.ts';

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

/** The intro card with Ferdy and the start button. */
export function GameIntro({ text, start, onStart, busy }: { text?: string; start: string; onStart: () => void; busy?: boolean }) {
  return (
    <div className="game-intro">
      {text ? <p className="game-intro__text">{text}</p> : null}
      <button type="button" className="game-button game-button--primary game-button--big" onClick={onStart} disabled={busy} autoFocus>
        {busy ? 'Lade...' : start}
      </button>
    </div>
  );
}
