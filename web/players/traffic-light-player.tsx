import { useCallback, useEffect, useRef } from 'react';
import type { TrafficLightGame } from '../../engine/game-schema.ts';
import type { TrafficLightContext } from '../../engine/machines/traffic-light-machine.ts';
import { fillTemplate } from '../../engine/text-rules.ts';
import { Link } from 'react-router';
import { Ferdy } from '../components/ferdy.tsx';
import { notify } from '../components/notify.ts';
import { GameFinish, ReadAloud } from './play-parts.tsx';
import { GameFrame, introOrProblem } from './game-frame.tsx';
import { useBringIntoView, useFocusNewTask, useHoldUntilSeen } from './in-view.ts';
import { PlayLimit } from './play-limit.tsx';
import { playSound } from './play-sound.ts';
import { ProgressBar } from './progress-bar.tsx';
import { usePlay } from './use-play.ts';

/** Gefühlsampel: which colour is your feeling? Every answer is right. */
export default function TrafficLightPlayer({ game }: { game: TrafficLightGame }) {
  const play = usePlay(game);
  const { snapshot, send } = play;
  const c = snapshot.context as TrafficLightContext;
  const item = c.items[c.round];
  const total = c.items.length || game.rounds;
  const answered = snapshot.matches('feedback');
  const lastCount = useRef(c.answers.length);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const promptRef = useRef<HTMLParagraphElement>(null);
  useFocusNewTask(promptRef, snapshot.matches('asking') && item ? c.round : null);
  const { clock } = play;
  // The next situation comes 4 s after the feedback is in view; reading the tip aloud or a finger on it holds them.
  useBringIntoView(feedbackRef, answered);
  useHoldUntilSeen(feedbackRef, answered, clock);
  const holdWhile = useCallback((reason: string, on: boolean) => (on ? clock.hold(reason) : clock.release(reason)), [clock]);
  const onSpeaking = useCallback((speaking: boolean) => holdWhile('reading', speaking), [holdWhile]);
  useEffect(() => {
    if (!answered) return;
    return () => {
      clock.release('reading');
      clock.release('held');
    };
  }, [answered, clock]);

  // Each answer is praised (docs/product-rules.md), once per answer even across re-renders;
  // a play picked up after a reload is not praised again.
  const lastActor = useRef(play.actor);
  useEffect(() => {
    if (lastActor.current !== play.actor) {
      lastActor.current = play.actor;
      lastCount.current = c.answers.length;
      return;
    }
    if (c.answers.length > lastCount.current) {
      notify.success(game.texts.toast);
      playSound('right');
    }
    lastCount.current = c.answers.length;
  }, [c.answers.length, game.texts.toast, play.actor]);

  useEffect(() => {
    if (!snapshot.matches('asking')) return;
    const onKey = (e: KeyboardEvent) => {
      const light = game.lights[Number(e.key) - 1];
      if (light && !e.altKey && !e.ctrlKey && !e.metaKey) send({ type: 'ANSWER', colour: light.id });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [snapshot, game.lights, send]);

  const early = introOrProblem(game, play);
  if (early) return early;
  if (snapshot.hasTag('result')) {
    return (
      <GameFrame game={game}>
        <GameFinish
          title={game.texts.finishedTitle}
          record={c.record}
          action={
            <button
              type="button"
              className="game-button game-button--primary game-button--big"
              disabled={snapshot.status !== 'done'}
              onClick={() => play.restart()}
            >
              {game.texts.again}
            </button>
          }
        >
          <p className="game-result__text">{fillTemplate(game.texts.finishedText, { points: c.points })}</p>
          <ReadAloud text={`${game.texts.finishedTitle} ${fillTemplate(game.texts.finishedText, { points: c.points })}`} />
          {c.recordError ? <p className="game-error">{typeof c.recordError === 'string' ? c.recordError : c.recordError.text}</p> : null}
          <div className="game-actions">
            <Link className="game-button" to={game.backTo === 'history' ? '/' : game.backTo}>
              {game.texts.overview}
            </Link>
          </div>
        </GameFinish>
        <PlayLimit game={game} play={play} />
      </GameFrame>
    );
  }
  if (!item) return null;
  const chosen = c.lastColour;
  const feedback = chosen ? item[chosen] : null;

  return (
    <GameFrame game={game}>
      <p className="game-prompt-lead">{game.texts.prompt}</p>
      <div className="game-counters">
        <span>{fillTemplate(game.texts.progress, { n: c.round + 1, total })}</span>
        <span>{fillTemplate(game.texts.points, { points: c.points })}</span>
      </div>
      <ProgressBar value={c.round + (answered ? 1 : 0)} max={total} label={fillTemplate(game.texts.progress, { n: c.round + 1, total })} />
      <section className="game-card situation-card">
        <p className="game-prompt" ref={promptRef} tabIndex={-1}>
          {item.text}
        </p>
        <ReadAloud text={`${item.text} ${game.texts.prompt}`} />
      </section>
      <div className="lights" role="group" aria-label={game.texts.prompt}>
        {game.lights.map((light, i) => (
          <button
            key={light.id}
            type="button"
            className={`light light--${light.id} ${chosen === light.id ? 'light--chosen' : ''}`}
            disabled={answered}
            aria-pressed={chosen === light.id}
            onClick={() => send({ type: 'ANSWER', colour: light.id })}
          >
            <span className="light__lamp" aria-hidden="true" />
            <span className="light__label">
              <span className="light__name">
                <span className="light__key" aria-hidden="true">
                  {i + 1}
                </span>{' '}
                {light.label}
              </span>
              <span className="light__words">{light.words}</span>
            </span>
          </button>
        ))}
      </div>
      {feedback ? (
        <div
          ref={feedbackRef}
          className="feedback-card feedback-card--right ampel-feedback"
          role="status"
          aria-live="polite"
          onPointerDown={() => holdWhile('held', true)}
          onPointerUp={() => holdWhile('held', false)}
          onPointerCancel={() => holdWhile('held', false)}
          onPointerLeave={() => holdWhile('held', false)}
        >
          <Ferdy mood="cheering" size={84} className="feedback-card__ferdy ferdy-react ferdy-react--right" />
          <div className="feedback-card__body">
            <p className="feedback-card__title">{game.texts.praiseTitle}</p>
            {feedback.title ? <p className="ampel-feeling">{feedback.title}</p> : null}
            <p>{feedback.feedback}</p>
            <p className="ampel-tip">
              <strong>{game.texts.tipTitle}:</strong> {feedback.strategy}
            </p>
            <ReadAloud
              text={[game.texts.praiseTitle, feedback.title, feedback.feedback, `${game.texts.tipTitle}: ${feedback.strategy}`]
                .filter(Boolean)
                .join(' ')}
              onSpeakingChange={onSpeaking}
            />
          </div>
        </div>
      ) : null}
    </GameFrame>
  );
}
