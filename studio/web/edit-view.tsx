import { useEffect, useRef, useState } from 'react';
import { diagnosticCodes } from '../../engine/diagnostic-codes.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { JsonSchema } from './schema-help.ts';
import { MachineView } from './machine-view.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { studioApi, type FileCheck, type StudioError } from './studio-api.ts';
import { YamlEditor, type YamlEditorHandle } from './yaml-editor.tsx';

const schemas = new Map<string, Promise<JsonSchema>>();
function schemaFor(file: string): Promise<JsonSchema> {
  const kind = file === 'games/categories.yaml' ? 'categories' : file.startsWith('games/') ? 'game' : 'content';
  let s = schemas.get(kind);
  if (!s) {
    s = studioApi<JsonSchema>(`/schema?kind=${kind}`);
    schemas.set(kind, s);
  }
  return s;
}

type Status = { kind: 'idle' | 'saved' | 'error'; message: string };

/** One file: the editor with live checks on the left, the preview and the machine on the right. */
export function EditView({ file, onSaved, onDirty }: { file: string; onSaved(): void; onDirty(dirty: boolean): void }) {
  const [text, setText] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [schema, setSchema] = useState<JsonSchema | null>(null);
  const [check, setCheck] = useState<FileCheck | null>(null);
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle', message: '' });
  const [previewGame, setPreviewGame] = useState<{ game: GameDefinition; run: number } | null>(null);
  const [previewState, setPreviewState] = useState<unknown>(null);
  const draft = useRef('');
  const editor = useRef<YamlEditorHandle>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(0);
  const lastGame = useRef('');

  const runCheck = (body: string) => {
    const ticket = ++asked.current;
    studioApi<FileCheck>('/check', { file, text: body }).then(
      (result) => {
        if (ticket !== asked.current) return;
        setCheck(result);
        if (result.game) {
          const json = JSON.stringify(result.game);
          // Every valid change restarts the preview; one that changes nothing does not.
          if (json !== lastGame.current) {
            lastGame.current = json;
            setPreviewGame((p) => ({ game: result.game!, run: (p?.run ?? 0) + 1 }));
          }
        }
      },
      (e: Error) => setStatus({ kind: 'error', message: e.message }),
    );
  };

  useEffect(() => {
    studioApi<{ text: string }>(`/file?file=${encodeURIComponent(file)}`).then(
      (r) => {
        draft.current = r.text;
        setText(r.text);
        runCheck(r.text);
      },
      (e: Error) => setLoadError(e.message),
    );
    void schemaFor(file).then(setSchema);
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  const onChange = (body: string) => {
    draft.current = body;
    setDirty(true);
    onDirty(true);
    setStatus({ kind: 'idle', message: '' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => runCheck(body), 250);
  };

  const save = async () => {
    clearTimeout(timer.current);
    try {
      const result = await studioApi<{ check: FileCheck }>('/save', { file, text: draft.current });
      setCheck(result.check);
      setDirty(false);
      onDirty(false);
      setStatus({ kind: 'saved', message: `Gespeichert: ${file}` });
      onSaved();
    } catch (e) {
      const data = (e as StudioError & { data?: { check?: FileCheck } }).data;
      if (data?.check) setCheck(data.check);
      setStatus({ kind: 'error', message: (e as Error).message });
    }
  };

  if (loadError)
    return (
      <p role="alert" className="studio-error">
        {loadError}
      </p>
    );
  if (text === null) return <p>Lade {file} …</p>;
  const problems = check?.diagnostics ?? [];
  const isGame = file.startsWith('games/') && file !== 'games/categories.yaml';

  return (
    <div className={isGame ? 'studio-edit with-preview' : 'studio-edit'}>
      <section className="studio-editor-column" aria-label="Bearbeiten">
        <div className="studio-toolbar">
          <h2>{file}</h2>
          <span className={problems.length ? 'studio-badge bad' : 'studio-badge ok'} role="status">
            {check === null
              ? 'wird geprüft …'
              : problems.length === 0
                ? 'Keine Fehler'
                : problems.length === 1
                  ? '1 Fehler'
                  : `${problems.length} Fehler`}
          </span>
          <button
            type="button"
            onClick={() => void save()}
            disabled={!dirty}
            title="Speichert nur, wenn die Datei keine Fehler hat (Strg+S)"
          >
            Speichern
          </button>
        </div>
        <div
          onKeyDown={(e) => {
            if ((e.ctrlKey || e.metaKey) && e.key === 's') {
              e.preventDefault();
              if (dirty) void save();
            }
          }}
        >
          <YamlEditor ref={editor} file={file} initialText={text} schema={schema} diagnostics={problems} onChange={onChange} />
        </div>
        {status.message && (
          <p role={status.kind === 'error' ? 'alert' : 'status'} className={status.kind === 'error' ? 'studio-error' : 'studio-saved'}>
            {status.message}
          </p>
        )}
        <section className="studio-problems" aria-label="Fehler in dieser Datei">
          {problems.length === 0 ? (
            <p>Keine Fehler in dieser Datei.{check && check.elsewhere > 0 ? ` (${check.elsewhere} in anderen Dateien)` : ''}</p>
          ) : (
            <ul>
              {problems.map((d, i) => (
                <li key={i}>
                  <button type="button" onClick={() => editor.current?.jumpTo(d.line, d.column)}>
                    <span className="studio-where">
                      Zeile {d.line}, Spalte {d.column}
                    </span>{' '}
                    <code className="studio-code">{d.code}</code> {d.path ? `${d.path}: ` : ''}
                    {d.message}
                    <span className="studio-code-help">{diagnosticCodes[d.code].help}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {problems.length > 0 && (
            <p className="studio-hint">Jeder Code ist im Leitfaden erklärt: games/README.md, Abschnitt 17 „Meldungen von A bis Z“.</p>
          )}
        </section>
      </section>
      {isGame && (
        <section className="studio-side" aria-label="Vorschau und Zustandsdiagramm">
          <PreviewPanel current={previewGame} onState={setPreviewState} />
          {previewGame && <MachineView game={previewGame.game} state={previewState} />}
        </section>
      )}
    </div>
  );
}
