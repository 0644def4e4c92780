import { useEffect, useRef, useState } from 'react';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { playStorageKey, previewMessage, readyMessage, type PreviewMessage } from './preview-messages.ts';
import { studioApi } from './studio-api.ts';

/**
 * The site's player in a frame, playing the latest valid version of the game. The frame has the
 * site's styles and its simulated API; the studio learns the play's state from what the player
 * keeps for a reload (a storage event reaches the other windows of the same origin).
 */
export function PreviewPanel({
  current,
  onState,
}: {
  current: { game: GameDefinition; run: number } | null;
  onState(state: unknown): void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(current);
  latest.current = current;
  const [simulateLimit, setSimulateLimit] = useState(false);

  const post = () => {
    const c = latest.current;
    const target = frame.current?.contentWindow;
    if (!c || !target) return;
    // A new run starts a new play, never the saved one of an older version.
    localStorage.removeItem(playStorageKey(c.game.id));
    onState('intro');
    target.postMessage({ type: previewMessage, game: c.game, run: c.run } satisfies PreviewMessage, window.location.origin);
  };

  useEffect(post, [current]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.origin === window.location.origin && event.data?.type === readyMessage) post();
    };
    const onStorage = (event: StorageEvent) => {
      const c = latest.current;
      if (!c || event.key !== playStorageKey(c.game.id)) return;
      // The player forgets a play when it ends (or goes back to its start page).
      if (!event.newValue) {
        onState('done');
        return;
      }
      try {
        onState((JSON.parse(event.newValue) as { snapshot?: { value?: unknown } }).snapshot?.value ?? null);
      } catch {
        onState(null);
      }
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggleLimit = async (on: boolean) => {
    const r = await studioApi<{ simulateLimit: boolean }>('/preview/settings', { simulateLimit: on });
    setSimulateLimit(r.simulateLimit);
    post();
  };

  return (
    <section className="studio-preview-panel" aria-label="Vorschau">
      <div className="studio-toolbar">
        <h2>Vorschau</h2>
        <label className="studio-check">
          <input type="checkbox" checked={simulateLimit} onChange={(e) => void toggleLimit(e.target.checked)} />
          Tageslimit simulieren
        </label>
        <button type="button" onClick={post} disabled={!current}>
          Neu starten
        </button>
      </div>
      {!current && <p>Die Vorschau startet, sobald das Spiel keine Fehler hat.</p>}
      <iframe ref={frame} src="/preview.html" title="Vorschau des Spiels" className="studio-preview-frame" />
      <p className="studio-hint">Punkte, Ergebnis und Tageslimit sind nur simuliert: Nichts wird gespeichert.</p>
    </section>
  );
}
