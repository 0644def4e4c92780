import { StrictMode, useCallback, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Browse } from './browse.tsx';
import { EditView } from './edit-view.tsx';
import { NewGameForm } from './new-game-form.tsx';
import { ReplayView } from './replay-view.tsx';
import { studioApi, type Overview } from './studio-api.ts';
import './studio.css';

type View = { kind: 'edit'; file: string } | { kind: 'new' } | { kind: 'replay' } | { kind: 'start' };

/** Ferdy Studio: browse games and content, edit with live checks and preview, replay recorded plays. */
function Studio() {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [view, setView] = useState<View>({ kind: 'start' });
  const [loadError, setLoadError] = useState<string | null>(null);
  const unsaved = useRef(false);
  /** Leaves the open file only when its changes are saved or the author lets them go. */
  const go = (next: View) => {
    if (unsaved.current && !window.confirm('Die Datei hat ungespeicherte Änderungen. Trotzdem verlassen?')) return;
    unsaved.current = false;
    setView(next);
  };
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const refresh = useCallback(() => {
    studioApi<Overview>('/overview').then(setOverview, (e: Error) => setLoadError(e.message));
  }, []);
  useEffect(refresh, [refresh]);

  return (
    <div className="studio">
      <header className="studio-header">
        <h1>Ferdy Studio</h1>
        <nav aria-label="Bereiche des Studios">
          <button type="button" aria-pressed={view.kind === 'new'} onClick={() => go({ kind: 'new' })}>
            Neues Spiel
          </button>
          <button type="button" aria-pressed={view.kind === 'replay'} onClick={() => go({ kind: 'replay' })}>
            Aufzeichnung abspielen
          </button>
        </nav>
      </header>
      <div className="studio-body">
        <Browse
          overview={overview}
          error={loadError}
          openFile={view.kind === 'edit' ? view.file : null}
          onOpen={(file) => go({ kind: 'edit', file })}
        />
        <main className="studio-main">
          {view.kind === 'edit' && (
            <EditView key={view.file} file={view.file} onSaved={refresh} onDirty={(dirty) => (unsaved.current = dirty)} />
          )}
          {view.kind === 'new' && (
            <NewGameForm
              pages={overview?.pages ?? []}
              onCreated={(file) => {
                refresh();
                setView({ kind: 'edit', file });
              }}
            />
          )}
          {view.kind === 'replay' && <ReplayView games={overview?.categories.flatMap((c) => c.games) ?? []} />}
          {view.kind === 'start' && (
            <section className="studio-welcome">
              <h2>Willkommen im Studio</h2>
              <p>
                Wähle links ein Spiel oder eine Inhaltssammlung. Du änderst den Text, das Studio prüft ihn beim Tippen und spielt das Spiel
                gleich daneben vor.
              </p>
              <p>Gespeichert wird erst, wenn die Datei keine Fehler mehr hat.</p>
            </section>
          )}
        </main>
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);
