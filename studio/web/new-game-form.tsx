import { useId, useState, type FormEvent } from 'react';
import { studioApi } from './studio-api.ts';

const kinds = [
  { value: 'choice', label: 'Auswahl-Quiz (z. B. Streitschlichter)' },
  { value: 'text', label: 'Schreibspiel (z. B. Sag’s mal anders)' },
  { value: 'matching', label: 'Paare finden' },
  { value: 'traffic-light', label: 'Gefühlsampel' },
];

/** "Neues Spiel": a game of an existing kind from a template, with a tile on a category page. */
export function NewGameForm({ pages, onCreated }: { pages: { id: string; title: string }[]; onCreated(file: string): void }) {
  const [id, setId] = useState('');
  const [player, setPlayer] = useState('choice');
  const [page, setPage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { id: useId(), player: useId(), page: useId(), hint: useId() };
  const chosenPage = page || pages[0]?.id || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await studioApi<{ file: string }>('/new-game', { id, player, page: chosenPage });
      onCreated(created.file);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="studio-form">
      <h2>Neues Spiel</h2>
      <p>
        Das Studio kopiert ein Spiel derselben Art als Vorlage und zeigt es auf der gewählten Bereichsseite. Titel, Beschreibung,
        Überschrift und Einleitung sind danach leer: Bis du sie geschrieben hast, zeigt das Studio dort einen Fehler.
      </p>
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor={ids.id}>Kennung (wird auch die Adresse)</label>
        <input
          id={ids.id}
          value={id}
          onChange={(e) => setId(e.target.value.trim())}
          required
          pattern="[a-z0-9][a-z0-9\-]{1,40}"
          aria-describedby={ids.hint}
        />
        <p id={ids.hint} className="studio-hint">
          Nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. „mut-quiz“.
        </p>
        <label htmlFor={ids.player}>Spielart</label>
        <select id={ids.player} value={player} onChange={(e) => setPlayer(e.target.value)}>
          {kinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
        <label htmlFor={ids.page}>Bereichsseite</label>
        <select id={ids.page} value={chosenPage} onChange={(e) => setPage(e.target.value)}>
          {pages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        {error && (
          <p role="alert" className="studio-error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          Spiel anlegen
        </button>
      </form>
    </section>
  );
}
