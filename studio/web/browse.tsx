import type { Overview } from './studio-api.ts';

const playerNames: Record<string, string> = { choice: 'Auswahl', text: 'Schreiben', matching: 'Paare', 'traffic-light': 'Ampel' };

function Problems({ count }: { count: number }) {
  if (count === 0)
    return (
      <span className="studio-badge ok" aria-label="keine Fehler">
        ✓
      </span>
    );
  return <span className="studio-badge bad">{count === 1 ? '1 Fehler' : `${count} Fehler`}</span>;
}

/** Every game by category and every content set, each with its number of problems. */
export function Browse({
  overview,
  error,
  openFile,
  onOpen,
}: {
  overview: Overview | null;
  error: string | null;
  openFile: string | null;
  onOpen(file: string): void;
}) {
  if (error)
    return (
      <aside className="studio-browse">
        <p role="alert">{error}</p>
      </aside>
    );
  if (!overview)
    return (
      <aside className="studio-browse">
        <p>Lade …</p>
      </aside>
    );
  const item = (file: string, label: string, detail: string, count: number) => (
    <li key={file}>
      <button type="button" className="studio-file" aria-current={openFile === file ? 'true' : undefined} onClick={() => onOpen(file)}>
        <span className="studio-file-name">{label}</span>
        <span className="studio-file-detail">{detail}</span>
        <Problems count={count} />
      </button>
    </li>
  );
  return (
    <aside className="studio-browse" aria-label="Spiele und Inhalte">
      <h2>Spiele</h2>
      {overview.categories.map((c) => (
        <section key={c.id} aria-label={c.label}>
          <h3>{c.label}</h3>
          <ul>{c.games.map((g) => item(g.file, g.title, playerNames[g.player] ?? g.player, g.diagnostics))}</ul>
        </section>
      ))}
      <h3>Bereichsseiten</h3>
      <ul>{item(overview.categoriesFile.file, 'Bereiche und Seiten', 'categories.yaml', overview.categoriesFile.diagnostics)}</ul>
      <h2>Inhalte</h2>
      <ul>{overview.content.map((s) => item(s.file, s.set, `${s.items} Einträge`, s.diagnostics))}</ul>
    </aside>
  );
}
