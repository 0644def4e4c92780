import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MatchingGame } from '../../engine/game-schema.ts';
import type { MatchingContext } from '../../engine/machines/matching-machine.ts';
import { fillTemplate } from '../../engine/text-rules.ts';
import { PlaysLeft, usePlaysLeft } from '../components/plays-left.tsx';
import { FeedbackCard, GameFinish, ReadAloud } from './play-parts.tsx';
import { GameFrame, introOrProblem } from './game-frame.tsx';
import { useFocusNewTask } from './in-view.ts';
import { usePlay } from './use-play.ts';

/** Paare finden: pick a fixed-mindset and a growth-mindset card that belong together. */
export default function MatchingPlayer({ game }: { game: MatchingGame }) {
  const play = usePlay(game);
  const { snapshot, send, restart } = play;
  const c = snapshot.context as MatchingContext;
  const done = snapshot.status === 'done';
  const hintRef = useRef<HTMLParagraphElement>(null);
  const board = c.tiles.length ? c.tiles.map((t) => t.text).join('|') : null;
  useFocusNewTask(hintRef, snapshot.matches('playing') ? board : null);
  // Asked once a board is there (this play is counted by then): may another set follow today?
  const left = usePlaysLeft(game.category, board);
  const lastSet = left === 0;
  const [noNewSet, setNoNewSet] = useState(false);

  // The machine waits reloadAfterMs after a cleared board; then the next set is a new play,
  // unless the day's plays are used up: then the series ends here, never in the limit dialog.
  useEffect(() => {
    if (done && !lastSet) restart(true);
  }, [done, lastSet, restart]);

  const finished = c.tiles.length > 0 && !snapshot.matches('playing') && !snapshot.matches('loadFailed');
  if (lastSet && finished) {
    return (
      <GameFrame game={game}>
        <GameFinish
          title={lastSetTexts.title}
          record={c.record}
          action={
            <Link className="game-button game-button--primary game-button--big" to={game.backTo === 'history' ? '/' : game.backTo}>
              {lastSetTexts.back}
            </Link>
          }
        >
          <p className="game-result__text">{lastSetTexts.tomorrow}</p>
          <PlaysLeft category={game.category} />
        </GameFinish>
      </GameFrame>
    );
  }

  // While the next set loads after a cleared board, the intro shows 'Lade...'.
  const early = introOrProblem(game, play, { intro: snapshot.matches('intro') || snapshot.matches('loading') || done });
  if (early) return early;

  const cleared = !snapshot.matches('playing');
  const counters = (
    <div className="game-counters" aria-live="polite">
      <span>{fillTemplate(game.texts.points, { points: c.points })}</span>
      <span>{fillTemplate(game.texts.pairs, { correct: c.correct })}</span>
    </div>
  );

  return (
    <GameFrame game={game} aside={counters}>
      <p className="game-muted" ref={hintRef} tabIndex={-1}>
        {game.texts.selectHint}
      </p>
      <ReadAloud
        text={[
          game.texts.selectHint,
          ...c.tiles
            .filter((t) => !c.matched.includes(t.pair))
            .map((t) => `${t.type === 'fixed' ? game.texts.fixedLabel : game.texts.growthLabel}: ${t.text}`),
        ].join(' ')}
      />
      <ul className="tile-grid" aria-label="Aussagen">
        {c.tiles.map((tile, index) => {
          if (c.matched.includes(tile.pair)) return null;
          const selected = c.selectedFixed === index || c.selectedGrowth === index;
          return (
            <li key={index}>
              <button
                type="button"
                className={`tile ${selected ? 'tile--selected' : ''}`}
                aria-pressed={selected}
                disabled={cleared}
                onClick={() => send({ type: 'PICK', tile: index })}
              >
                <span className={`tile__kind tile__kind--${tile.type}`}>
                  {tile.type === 'fixed' ? game.texts.fixedLabel : game.texts.growthLabel}
                </span>
                <span className="tile__text">{tile.text}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {cleared ? (
        <FeedbackCard tone="right" title={game.texts.cleared} />
      ) : c.lastResult ? (
        <FeedbackCard
          key={`${c.correct}:${c.wrong}`}
          tone={c.lastResult === 'right' ? 'right' : 'wrong'}
          title={c.lastResult === 'right' ? game.texts.right : game.texts.wrong}
        />
      ) : null}
      <div className="game-actions">
        <button
          type="button"
          className="game-button game-button--primary"
          disabled={cleared || c.selectedFixed === null || c.selectedGrowth === null}
          onClick={() => send({ type: 'CHECK' })}
        >
          {game.texts.check}
        </button>
        <button
          type="button"
          className="game-button"
          onClick={() => {
            // A new set is a new play: with none left today the board stays and the child hears why.
            if (lastSet) setNoNewSet(true);
            else restart(true);
          }}
        >
          {game.texts.restart}
        </button>
      </div>
      {noNewSet ? (
        <p className="game-note" role="status">
          {lastSetTexts.keepPlaying}
        </p>
      ) : null}
    </GameFrame>
  );
}

/** The end of the day's sets, in a child's words (the daily limit, told without a dialog). */
const lastSetTexts = {
  title: 'Super, alle Paare gefunden!',
  tomorrow: 'Für heute hast du hier alle Spiele gespielt. Morgen gibt es neue Paare!',
  keepPlaying: 'Heute gibt es hier kein neues Spiel mehr. Spiel diese Runde zu Ende – morgen geht es weiter!',
  back: 'Zur Übersicht',
};
