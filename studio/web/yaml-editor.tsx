import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics, type Diagnostic as LintDiagnostic } from '@codemirror/lint';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { parse } from 'yaml';
import type { Diagnostic } from '../../engine/yaml-diagnostics.ts';
import { describeSchema, keysAt, schemasAt, valuesFor, yamlPlaceAt, type JsonSchema } from './schema-help.ts';

export type YamlEditorHandle = { jumpTo(line: number, column: number): void };

type Props = {
  file: string;
  initialText: string;
  schema: JsonSchema | null;
  diagnostics: Diagnostic[];
  onChange(text: string): void;
};

/** The document as far as it parses (for narrowing the schema); broken text gives nothing. */
function parsedOrNothing(text: string): unknown {
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Offset of an engine position (1-based line and column) in the editor's document. */
function offsetOf(view: EditorView, line: number, column: number): number {
  const doc = view.state.doc;
  const l = doc.line(Math.min(Math.max(1, line), doc.lines));
  return Math.min(l.to, l.from + Math.max(0, column - 1));
}

function toLint(view: EditorView, d: Diagnostic): LintDiagnostic {
  const from = offsetOf(view, d.line, d.column);
  const line = view.state.doc.lineAt(from);
  // The key or value that starts there, else the rest of the line.
  const word = /^[^\s,:#]+(?::[^\s,#]+)?/.exec(line.text.slice(from - line.from))?.[0].length ?? 0;
  const to = Math.max(from + 1, Math.min(line.to, from + (word || line.to - from)));
  return {
    from,
    to: Math.min(to, view.state.doc.length),
    severity: 'error',
    message: `${d.code} ${d.path ? `${d.path}: ` : ''}${d.message}`,
  };
}

/** A YAML editor with the engine's diagnostics underlined and completion and hover help from a JSON Schema. */
export const YamlEditor = forwardRef<YamlEditorHandle, Props>(function YamlEditor(
  { file, initialText, schema, diagnostics, onChange },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const complete = (context: CompletionContext): CompletionResult | null => {
      const root = schemaRef.current;
      if (!root) return null;
      const text = context.state.doc.toString();
      const place = yamlPlaceAt(text, context.pos);
      const doc = parsedOrNothing(text);
      if (place.inValue && place.key) {
        const values = valuesFor(schemasAt(root, [...place.path, place.key], doc));
        if (values.length === 0) return null;
        return {
          from: context.pos - place.prefix.length,
          options: values.map((v) => ({ label: v, type: 'constant' })),
          validFor: /^[\w:-]*$/,
        };
      }
      if (!context.explicit && place.prefix.length === 0) return null;
      const here = valueAtPath(doc, place.path);
      const present = new Set(here && typeof here === 'object' && !Array.isArray(here) ? Object.keys(here) : []);
      const keys = keysAt(root, place.path, doc).filter((k) => !present.has(k.key));
      if (keys.length === 0) return null;
      return {
        from: context.pos - place.prefix.length,
        options: keys.map((k) => ({
          label: k.key,
          apply: `${k.key}: `,
          type: 'property',
          detail: k.required ? 'Pflichtfeld' : undefined,
          info: describeSchema(k.schema, k.required),
          boost: k.required ? 1 : 0,
        })),
        validFor: /^[\w$-]*$/,
      };
    };
    const hover = hoverTooltip((v, pos) => {
      const root = schemaRef.current;
      if (!root) return null;
      const line = v.state.doc.lineAt(pos);
      const m = /^(\s*(?:-\s+)?)([A-Za-z0-9_$-]+)\s*:/.exec(line.text);
      if (!m) return null;
      const start = line.from + m[1]!.length;
      const end = start + m[2]!.length;
      if (pos < start || pos > end) return null;
      const text = v.state.doc.toString();
      const place = yamlPlaceAt(text, end);
      const doc = parsedOrNothing(text);
      const entry = keysAt(root, place.path, doc).find((k) => k.key === m[2]);
      const info = entry ? describeSchema(entry.schema, entry.required) : 'Dieser Schlüssel ist hier nicht vorgesehen.';
      return {
        pos: start,
        end,
        above: true,
        create: () => {
          const dom = document.createElement('div');
          dom.className = 'studio-hover';
          const title = document.createElement('strong');
          title.textContent = m[2]!;
          const body = document.createElement('p');
          body.textContent = info;
          dom.append(title, body);
          return { dom };
        },
      };
    });
    const editor = new EditorView({
      parent: host.current!,
      doc: initialText,
      extensions: [
        basicSetup,
        yaml(),
        lintGutter(),
        autocompletion({ override: [complete] }),
        hover,
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': `Text der Datei ${file}`, tabindex: '0' }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) onChangeRef.current(u.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // A new file gets a new editor (the component is keyed by file); typing never recreates it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const v = view.current;
    if (!v) return;
    v.dispatch(
      setDiagnostics(
        v.state,
        diagnostics.map((d) => toLint(v, d)),
      ),
    );
  }, [diagnostics]);

  useImperativeHandle(ref, () => ({
    jumpTo(line, column) {
      const v = view.current;
      if (!v) return;
      const at = offsetOf(v, line, column);
      v.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
      v.focus();
    },
  }));

  return <div className="studio-editor" ref={host} />;
});

function valueAtPath(doc: unknown, path: (string | number)[]): unknown {
  let v = doc;
  for (const s of path) {
    if (Array.isArray(v)) v = v[v.length - 1];
    else v = v && typeof v === 'object' ? (v as Record<string, unknown>)[String(s)] : undefined;
  }
  return v;
}
