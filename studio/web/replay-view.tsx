import { useEffect, useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { studioApi, type Example, type ReplayView as Replay } from './studio-api.ts';

type GameChoice = { id: string; title: string };

/**
 * Steps through a recorded play (an event log as `npm run replay` reads it) with the engine's
 * replay: after each event the state, the context and the score so far; at the end the result as
 * the server computes it for a completed play.
 */
export function ReplayView({ games }: { games: GameChoice[] }) {
  const [examples, setExamples] = useState<Example[]>([]);
  const [gameId, setGameId] = useState('');
  const [source, setSource] = useState<{ name: string; text: string } | null>(null);
  const [replay, setReplay] = useState<Replay | null>(null);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const ids = { game: useId(), example: useId(), upload: useId() };

  useEffect(() => {
    studioApi<Example[]>('/examples').then(setExamples, (e: Error) => setError(e.message));
  }, []);

  const pickExample = (file: string) => {
    const ex = examples.find((e) => e.file === file);
    if (!ex) return;
    setSource({ name: ex.file, text: ex.text });
    if (ex.gameId) setGameId(ex.gameId);
    setReplay(null);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const f = event.target.files?.[0];
    if (!f) return;
    setSource({ name: f.name, text: await f.text() });
    setReplay(null);
  };

  const run = async () => {
    setError(null);
    if (!source || !gameId) return setError('Bitte ein Spiel und eine Aufzeichnung wählen.');
    let play: unknown;
    try {
      play = JSON.parse(source.text);
    } catch {
      return setError(`${source.name} ist kein gültiges JSON.`);
    }
    try {
      setReplay(await studioApi<Replay>('/replay', { gameId, play }));
      setStep(0);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const total = replay?.steps.length ?? 0;
  const go = (to: number) => setStep(Math.max(0, Math.min(total, to)));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(step + 1);
    else if (e.key === 'ArrowLeft') go(step - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(total);
    else return;
    e.preventDefault();
  };
  const current = replay && step > 0 ? replay.steps[step - 1]! : null;

  return (
    <section className="studio-replay" aria-label="Aufzeichnung abspielen">
      <h2>Aufzeichnung abspielen</h2>
      <p>Ein aufgezeichnetes Spiel Schritt für Schritt, so wie der Server es am Ende nachspielt.</p>
      <div className="studio-replay-pick">
        <label htmlFor={ids.game}>Spiel</label>
        <select id={ids.game} value={gameId} onChange={(e) => setGameId(e.target.value)}>
          <option value="">– bitte wählen –</option>
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>
        <label htmlFor={ids.example}>Beispiel</label>
        <select
          id={ids.example}
          value={source && examples.some((e) => e.file === source.name) ? source.name : ''}
          onChange={(e) => pickExample(e.target.value)}
        >
          <option value="">– keines –</option>
          {examples.map((e) => (
            <option key={e.file} value={e.file}>
              {e.file}
            </option>
          ))}
        </select>
        <label htmlFor={ids.upload}>oder eigene Datei (JSON)</label>
        <input id={ids.upload} type="file" accept=".json,application/json" onChange={(e) => void upload(e)} />
        <button type="button" onClick={() => void run()}>
          Abspielen
        </button>
      </div>
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
      {replay && (
        <div className="studio-stepper" tabIndex={0} onKeyDown={onKey} aria-label="Schritte (Pfeiltasten: vor und zurück)">
          <div className="studio-toolbar">
            <button type="button" onClick={() => go(0)} disabled={step === 0}>
              Zum Anfang
            </button>
            <button type="button" onClick={() => go(step - 1)} disabled={step === 0}>
              ◀ Zurück
            </button>
            <span role="status" data-testid="replay-position">
              Schritt {step} von {total}
            </span>
            <button type="button" onClick={() => go(step + 1)} disabled={step === total}>
              Weiter ▶
            </button>
            <button type="button" onClick={() => go(total)} disabled={step === total}>
              Zum Ende
            </button>
          </div>
          {current ? (
            <dl className="studio-step">
              <dt>Ereignis</dt>
              <dd>
                <code>{JSON.stringify(current.event)}</code>
                {current.accepted ? '' : ' (in diesem Zustand ignoriert)'}
              </dd>
              <dt>Zustand danach</dt>
              <dd data-testid="replay-state">
                <code>{JSON.stringify(current.state)}</code>
              </dd>
              <dt>Richtig bisher</dt>
              <dd data-testid="replay-correct">{current.correct ?? '–'}</dd>
              <dt>Kontext</dt>
              <dd>
                <pre>{JSON.stringify(current.context, null, 2)}</pre>
              </dd>
            </dl>
          ) : (
            <p>Vor dem ersten Ereignis. Mit „Weiter“ oder der Pfeiltaste nach rechts geht es los.</p>
          )}
          <section className="studio-result" aria-label="Endergebnis">
            <h3>Endergebnis, wie der Server es berechnet</h3>
            {replay.result ? (
              <p data-testid="replay-result">
                Punkte: <strong data-testid="replay-points">{replay.result.points}</strong> · Punktzahl {replay.result.score} ·{' '}
                {replay.result.correct} richtig ({Math.round(replay.result.share * 100)} %) ·{' '}
                {replay.result.success ? 'geschafft' : 'noch nicht geschafft'}
              </p>
            ) : (
              <p data-testid="replay-result">
                Nicht zu Ende gespielt: Das Spiel bleibt in <code>{JSON.stringify(replay.state)}</code> stehen, es gibt keine Punkte.
              </p>
            )}
          </section>
        </div>
      )}
    </section>
  );
}
