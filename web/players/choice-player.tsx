import { useEffect, useRef } from 'react';
import type { ChoiceGame } from '../../engine/game-schema.ts';
import type { ChoiceItem } from '../../engine/items.ts';
import { optionShare, type ChoiceContext } from '../../engine/machines/choice-machine.ts';
import { pickResult } from '../../engine/scoring.ts';
import { fillTemplate } from '../../engine/text-rules.ts';
import { FeedbackCard, GameFinish, ReadAloud, WhyNote } from './play-parts.tsx';
import { GameFrame, introOrProblem } from './game-frame.tsx';
import { useFocusNewTask } from './in-view.ts';
import { messageParts } from './message.ts';
import { ProgressBar } from './progress-bar.tsx';
import { usePlay } from './use-play.ts';
import { PlayLimit } from './play-limit.tsx';
import { useSession } from '../session/session.tsx';

const letters = ['A', 'B', 'C', 'D', 'E'];

/** Quiz-like games: Streitschlichter, DenkWeiser, Gefühlsradar, Mindset-Quiz. */
export default function ChoicePlayer({ game }: { game: ChoiceGame }) {
  const play = usePlay(game);
  const { snapshot, send } = play;
  const { user } = useSession();
  const c = snapshot.context as ChoiceContext;
  const item: ChoiceItem | undefined = c.items[c.round];
  const total = c.items.length || game.rounds;
  const inQuestion = snapshot.matches('question');
  const inFeedback = snapshot.matches('feedback');
  const isLast = c.round + 1 >= total;
  const promptRef = useRef<HTMLParagraphElement>(null);
  useFocusNewTask(promptRef, inQuestion && item ? `${c.round}:${item.prompt}` : null);

  // Number keys pick an option: children can play with the keyboard alone.
  useEffect(() => {
    if (!inQuestion || !item) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLInputElement || e.altKey || e.ctrlKey || e.metaKey) return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= item.options.length) send({ type: 'SELECT', index: n - 1 });
      // Options shown as A, B, C answer to those keys too.
      const letter = game.texts.optionLabels ? -1 : letters.indexOf(e.key.toUpperCase());
      if (letter >= 0 && letter < item.options.length) send({ type: 'SELECT', index: letter });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [inQuestion, item, send, game.texts.optionLabels]);

  const early = introOrProblem(game, play);
  if (early) return early;

  if (snapshot.hasTag('result')) {
    const final = c.final;
    const share = final?.share ?? 0;
    const result = pickResult(game.results, share);
    const values = {
      correct: final?.correct ?? 0,
      total,
      percent: Math.round(share * 100),
      points: final?.points ?? 0,
      score: final?.score ?? 0,
      // The Mindset-Quiz: the name from the profile, then the e-mail, then 'Gast'; the share of 'Growth Mindset' answers.
      name: user?.displayName || user?.email || 'Gast',
      growthPercent: Math.round(optionShare(c.answers, 1) * 100),
    };
    const resultLine = game.texts.resultLine ? fillTemplate(game.texts.resultLine, values) : null;
    return (
      <GameFrame game={game}>
        <GameFinish
          title="Geschafft!"
          mood={result?.mood ?? 'happy'}
          record={c.record}
          action={
            <button
              type="button"
              className="game-button game-button--primary game-button--big"
              onClick={() => play.restart()}
              disabled={snapshot.status !== 'done'}
            >
              {game.texts.restart}
            </button>
          }
        >
          {resultLine ? <p className="game-result__line">{resultLine}</p> : null}
          <p className="game-result__text">{result?.text}</p>
          <ReadAloud text={[resultLine, result?.text].filter(Boolean).join(' ')} />
          {game.reveal === 'end' ? <AnswerReview items={c.items} answers={c.answers} whyTitle={game.texts.why} /> : null}
          {c.recordError ? <p className="game-error">{messageParts(c.recordError).text}</p> : null}
          {snapshot.matches('recording') ? <p className="game-muted">Lade...</p> : null}
        </GameFinish>
        <PlayLimit game={game} play={play} />
      </GameFrame>
    );
  }

  if (!item) return null;
  const chosen = c.selected;
  const progressLabel = fillTemplate(game.texts.progress, { n: c.round + 1, total });
  const correctShown = inFeedback && game.reveal === 'immediate';
  const retrying = inFeedback && game.onWrong === 'retry' && c.lastCorrect === false;
  const nextLabel = retrying ? 'Nochmal versuchen' : isLast ? game.texts.finish : game.texts.next;

  return (
    <GameFrame game={game}>
      <ProgressBar value={c.round + (inFeedback ? 1 : 0)} max={total} label={progressLabel} />
      <section className="game-card">
        <div className="game-card__prompt">
          <p className="game-prompt" id="question-prompt" ref={promptRef} tabIndex={-1}>
            {item.prompt}
          </p>
          <ReadAloud text={`${item.prompt} ${item.options.map((o, i) => `${letters[i]}: ${o}`).join('. ')}`} />
        </div>
        <div className="choice-options" role="group" aria-labelledby="question-prompt">
          {item.options.map((option, index) => {
            const isChosen = chosen === index;
            const state = correctShown
              ? index === item.correctIndex && !retrying
                ? 'right'
                : isChosen
                  ? c.lastCorrect
                    ? 'right'
                    : 'wrong'
                  : ''
              : isChosen
                ? 'chosen'
                : '';
            return (
              <button
                key={index}
                type="button"
                className={`choice-option ${state ? `choice-option--${state}` : ''}`}
                aria-pressed={isChosen}
                disabled={!inQuestion}
                onClick={() => send({ type: 'SELECT', index })}
              >
                <span className="choice-option__key" aria-hidden="true">
                  {game.texts.optionLabels ? index + 1 : (letters[index] ?? index + 1)}
                </span>
                <span className="choice-option__text">{option}</span>
              </button>
            );
          })}
        </div>
      </section>

      {inFeedback ? (
        <FeedbackCard
          tone={c.lastCorrect ? 'right' : 'wrong'}
          title={c.lastCorrect ? (game.texts.correct ?? 'Richtig!') : (game.texts.wrong ?? 'Nicht ganz.')}
        >
          {item.explanation && (c.lastCorrect || game.onWrong === 'next') ? <p>{item.explanation}</p> : null}
          {c.lastCorrect ? null : <WhyNote title={game.texts.why} why={item.why} />}
          <ReadAloud
            text={[
              c.lastCorrect ? (game.texts.correct ?? 'Richtig!') : (game.texts.wrong ?? 'Nicht ganz.'),
              item.explanation && (c.lastCorrect || game.onWrong === 'next') ? item.explanation : null,
              c.lastCorrect ? null : item.why,
            ]
              .filter(Boolean)
              .join(' ')}
          />
        </FeedbackCard>
      ) : null}

      <div className="game-actions">
        {inQuestion && game.allowBack && c.round > 0 ? (
          <button type="button" className="game-button" onClick={() => send({ type: 'BACK' })}>
            {game.texts.back}
          </button>
        ) : null}
        {inQuestion && game.confirm ? (
          <button
            type="button"
            className="game-button game-button--primary"
            disabled={chosen === null}
            onClick={() => send({ type: 'CONFIRM' })}
          >
            {game.reveal === 'end' ? (isLast ? game.texts.finish : game.texts.next) : (game.texts.confirm ?? game.texts.next)}
          </button>
        ) : null}
        {inQuestion && !game.confirm ? (
          <button type="button" className="game-button game-button--primary" disabled>
            {game.texts.next}
          </button>
        ) : null}
        {inFeedback ? (
          <button type="button" className="game-button game-button--primary" autoFocus onClick={() => send({ type: 'NEXT' })}>
            {nextLabel}
          </button>
        ) : null}
      </div>
    </GameFrame>
  );
}

/** DenkWeiser's result: which answers were the solution-oriented ones. */
function AnswerReview({ items, answers, whyTitle }: { items: ChoiceItem[]; answers: (number | null)[]; whyTitle: string }) {
  return (
    <ol className="answer-review">
      {items.map((item, i) => {
        const right = answers[i] === item.correctIndex;
        return (
          <li key={i} className={right ? 'answer-review__right' : 'answer-review__wrong'}>
            <span className="answer-review__mark" aria-label={right ? 'richtig' : 'nicht richtig'}>
              {right ? '✓' : '✗'}
            </span>{' '}
            {item.prompt} <em>{item.options[item.correctIndex]}</em>
            {right ? null : <WhyNote title={whyTitle} why={item.why} />}
          </li>
        );
      })}
    </ol>
  );
}
