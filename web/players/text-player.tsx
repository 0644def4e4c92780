import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TextGame } from '../../engine/game-schema.ts';
import type { TextContext } from '../../engine/machines/text-machine.ts';
import { fillTemplate, wordCount } from '../../engine/text-rules.ts';
import { notify } from '../components/notify.ts';
import { Dialog, FeedbackCard, GameFinish, ModelAnswer, ReadAloud } from './play-parts.tsx';
import { GameFrame, introOrProblem } from './game-frame.tsx';
import { useFocusNewTask } from './in-view.ts';
import { messageParts, messageText } from './message.ts';
import { PlayLimit } from './play-limit.tsx';
import { usePlay } from './use-play.ts';
import { VideoConsent } from './video-consent.tsx';

/** Writing games: Sag's mal anders, Ich-Botschaften, Mindshift, SumUp, ErzählZauber, WortEntdecker, SolutionStory. */
export default function TextPlayer({ game }: { game: TextGame }) {
  const play = usePlay(game);
  const { snapshot, send } = play;
  const c = snapshot.context as TextContext;
  const item = c.items[c.index];
  const editing = snapshot.matches('editing');
  const busy = snapshot.hasTag('busy');
  const done = snapshot.hasTag('result');
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...c.values }));
  const taskRef = useRef<HTMLElement>(null);
  useFocusNewTask(taskRef, editing && item ? c.index : null);

  // A new item (another sentence, new terms) starts with empty fields.
  useEffect(() => {
    setValues({});
  }, [c.index]);

  // Validation messages with a title are toasts (SumUp's 'Zu wenig Text', SolutionStory's 'Hinweis').
  const feedback = c.feedback;
  useEffect(() => {
    if (feedback?.kind === 'invalid' && typeof feedback.message === 'object') notify.error(feedback.message.title, feedback.message.text);
  }, [feedback]);

  const early = introOrProblem(game, play, {
    intro: snapshot.matches('intro') || (snapshot.matches('loading') && c.items.length === 0),
    before: game.video ? <VideoConsent video={game.video} /> : null,
    after: (
      <>
        {game.texts.termPlaceholders ? <Terms terms={game.texts.termPlaceholders} placeholder /> : null}
        {game.texts.showSample ? <NoSampleYet label={game.texts.showSample} message={messageParts(game.texts.noSample).text} /> : null}
      </>
    ),
  });
  if (early) return early;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT', values });
  };
  const allEmpty = game.fields.every((f) => !(values[f.id] ?? '').trim());
  // A game that says what an empty answer needs ('Hinweis') keeps its button active to say so.
  const explainsEmpty = game.validate.some((r) => r.rule === 'required' && typeof r.message === 'object');
  const prompt = [game.texts.prompt, item?.prompt].filter(Boolean).join(' ');
  const scoreLine =
    game.texts.scoreLine !== undefined
      ? fillTemplate(game.texts.scoreLine, { score: c.attempts > 0 ? (game.attemptScore ?? 0) : 0, right: c.right, attempts: c.attempts })
      : null;

  return (
    <GameFrame game={game}>
      {game.video ? <VideoConsent video={game.video} /> : null}
      {c.error ? (
        <p className="game-error" role="alert">
          {messageParts(c.error).text}
        </p>
      ) : null}
      <section className="game-card" ref={taskRef} tabIndex={-1}>
        {game.texts.prompt ? <p className="game-prompt-lead">{game.texts.prompt}</p> : null}
        {item?.prompt ? (
          <p className={`game-prompt ${game.items?.generator === 'generate-single-word' ? 'game-prompt--word' : ''}`}>
            {game.items?.generator === 'generate-bad-sentence' || game.items?.generator === 'generate-accusing-sentence'
              ? `„${item.prompt}“`
              : item.prompt}
          </p>
        ) : null}
        {item?.terms ? <Terms terms={item.terms} /> : null}
        <ReadAloud text={[prompt, item?.terms?.join(', ')].filter(Boolean).join(' ')} />
      </section>

      {done ? (
        <GameFinish
          title={messageParts(feedback?.message).title ?? 'Super!'}
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
          {feedback ? (
            <FeedbackCard tone="right" quiet>
              <p>{messageParts(feedback.message).text}</p>
              {feedback.summary ? <p className="game-summary">{feedback.summary}</p> : null}
              <ModelAnswer title={game.texts.model} model={item?.model} />
              <ReadAloud
                text={[messageText(feedback.message), feedback.summary, item?.model ? `${game.texts.model}: ${item.model}` : null]
                  .filter(Boolean)
                  .join(' ')}
              />
            </FeedbackCard>
          ) : null}
          {scoreLine ? <p className="game-score-line">{scoreLine}</p> : null}
          {c.recordError ? <p className="game-error">{messageParts(c.recordError).text}</p> : null}
          <PlayLimit game={game} play={play} />
        </GameFinish>
      ) : (
        <form className="game-form" onSubmit={submit} noValidate>
          {game.fields.map((field) => (
            <div className="game-field" key={field.id}>
              <label htmlFor={`field-${field.id}`}>{field.label}</label>
              <textarea
                id={`field-${field.id}`}
                rows={field.rows}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                value={values[field.id] ?? ''}
                disabled={!editing}
                onChange={(e) => setValues((v) => ({ ...v, [field.id]: e.target.value }))}
                spellCheck
                lang="de"
              />
              {field.wordCount ? (
                <p className="game-field__count" aria-live="polite">
                  {wordCount(values[field.id] ?? '')} Wörter
                </p>
              ) : null}
            </div>
          ))}
          {feedback && feedback.kind === 'hint' ? (
            <FeedbackCard tone="wrong" title={messageParts(feedback.message).title}>
              {feedback.summary ? <p className="game-summary">{feedback.summary}</p> : null}
              <p>{messageParts(feedback.message).text}</p>
              <ModelAnswer title={game.texts.model} model={item?.model} />
              <ReadAloud
                text={[feedback.summary, messageText(feedback.message), item?.model ? `${game.texts.model}: ${item.model}` : null]
                  .filter(Boolean)
                  .join(' ')}
              />
            </FeedbackCard>
          ) : null}
          {scoreLine ? <p className="game-score-line">{scoreLine}</p> : null}
          <div className="game-actions">
            <button type="submit" className="game-button game-button--primary" disabled={!editing || (allEmpty && !explainsEmpty)}>
              {busy ? 'Bitte warten...' : game.texts.submit}
            </button>
            {game.texts.reroll ? (
              <button type="button" className="game-button" disabled={!editing} onClick={() => send({ type: 'REROLL' })}>
                {game.texts.reroll}
              </button>
            ) : null}
            {game.texts.showSample ? (
              <button
                type="button"
                className="game-button game-button--quiet"
                onClick={() => {
                  if (item?.sample) {
                    send({ type: 'SHOW_SAMPLE' });
                    notify.info('Beispielantwort', item.sample, { duration: sampleToastMs });
                  } else notify.info(messageParts(game.texts.noSample).text, undefined, { duration: sampleToastMs });
                }}
              >
                {game.texts.showSample}
              </button>
            ) : null}
          </div>
        </form>
      )}

      <Dialog
        open={
          editing &&
          feedback !== null &&
          (feedback.kind === 'failure' ||
            feedback.kind === 'error' ||
            (feedback.kind === 'invalid' && typeof feedback.message === 'string'))
        }
        onClose={() => send({ type: 'DISMISS' })}
        title={messageParts(feedback?.message).title ?? (feedback?.kind === 'invalid' ? 'Hinweis' : 'Noch nicht ganz')}
        className="feedback-dialog"
      >
        <FeedbackCard tone={feedback?.kind === 'error' ? 'info' : 'wrong'}>
          <p>{messageParts(feedback?.message).text}</p>
          {feedback?.kind === 'failure' ? <ModelAnswer title={game.texts.model} model={item?.model} /> : null}
          <ReadAloud
            text={[
              messageText(feedback?.message),
              feedback?.kind === 'failure' && item?.model ? `${game.texts.model}: ${item.model}` : null,
            ]
              .filter(Boolean)
              .join(' ')}
          />
        </FeedbackCard>
        <div className="game-actions">
          <button type="button" className="game-button game-button--primary" autoFocus onClick={() => send({ type: 'DISMISS' })}>
            {game.texts.close}
          </button>
        </div>
      </Dialog>
    </GameFrame>
  );
}

/** The spec keeps a sample answer and its 'not yet' on screen for 8 s. */
const sampleToastMs = 8000;

/** 'Antwort anzeigen' before the first task: it explains that there is no answer yet. */
function NoSampleYet({ label, message }: { label: string; message: string }) {
  return (
    <div className="game-actions">
      <button
        type="button"
        className="game-button game-button--quiet"
        onClick={() => notify.info(message, undefined, { duration: sampleToastMs })}
      >
        {label}
      </button>
    </div>
  );
}

function Terms({ terms, placeholder = false }: { terms: string[]; placeholder?: boolean }) {
  return (
    <ul className={`term-list ${placeholder ? 'term-list--placeholder' : ''}`} aria-label="Deine Begriffe">
      {terms.map((t) => (
        <li key={t} className="term">
          {t}
        </li>
      ))}
    </ul>
  );
}
