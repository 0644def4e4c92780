import { isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { ZodType, core } from 'zod';

/** One problem in one file, at a line and column an author can jump to. */
export type Diagnostic = { file: string; line: number; column: number; path: string; message: string };

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column} ${d.path ? `${d.path}: ` : ''}${d.message}`;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; diagnostics: Diagnostic[] };

type Located = { doc: Document.Parsed; lines: LineCounter; file: string };

function position(loc: Located, offset: number) {
  const { line, col } = loc.lines.linePos(offset);
  return { line, column: col };
}

/** The YAML node at a zod issue path, and whether the issue is about a key rather than a value. */
function nodeAt(doc: Document.Parsed, path: PropertyKey[]): Node | undefined {
  let node: unknown = doc.contents;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(key));
      if (!pair) return isNode(node) ? node : undefined;
      node = pair.value ?? pair.key;
    } else if (isSeq(node) && typeof key === 'number') {
      node = node.items[key] ?? node;
    } else break;
  }
  return isNode(node) ? node : undefined;
}

function keyNode(doc: Document.Parsed, path: PropertyKey[], key: string): Node | undefined {
  const parent = nodeAt(doc, path);
  if (!isMap(parent)) return parent;
  const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === key);
  return pair && isNode(pair.key) ? pair.key : parent;
}

function editDistance(a: string, b: string): number {
  const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) dp[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      dp[i]![j] = Math.min(dp[i - 1]![j]! + 1, dp[i]![j - 1]! + 1, dp[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return dp[a.length]![b.length]!;
}

/** Keys a strict object accepts at a path, for "did you mean" hints on typos. */
function knownKeys(schema: ZodType, path: PropertyKey[], value: unknown): string[] {
  let s: unknown = schema;
  let v: unknown = value;
  for (const key of path) {
    s = unwrap(s, v);
    const def = (s as { def?: { shape?: Record<string, unknown>; element?: unknown } }).def;
    if (def?.shape && typeof key === 'string') s = def.shape[key];
    else if (def?.element !== undefined) s = def.element;
    else return [];
    v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  }
  s = unwrap(s, v);
  const shape = (s as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape).filter((k) => k !== '$schema') : [];
}

/** Looks through optional/default wrappers and picks the union option that matches the value. */
function unwrap(s: unknown, value: unknown): unknown {
  for (let i = 0; i < 10; i++) {
    const def = (s as { def?: Record<string, unknown> }).def;
    if (!def) return s;
    if (def.innerType) {
      s = def.innerType;
      continue;
    }
    if (Array.isArray(def.options)) {
      const discriminator = def.discriminator as string | undefined;
      const options = def.options as { def?: { shape?: Record<string, { def?: { values?: unknown[] } }> } }[];
      const wanted = discriminator && value && typeof value === 'object' ? (value as Record<string, unknown>)[discriminator] : undefined;
      const byDiscriminator = options.find((o) => o.def?.shape?.[discriminator ?? '']?.def?.values?.includes(wanted));
      const withShape = options.filter((o) => o.def?.shape);
      s = byDiscriminator ?? (withShape.length === 1 ? withShape[0] : options.find((o) => o.def?.shape)) ?? s;
      if (s === undefined) return s;
      if (!byDiscriminator && withShape.length !== 1) return s;
      continue;
    }
    return s;
  }
  return s;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let v = root;
  for (const key of path) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

/** Keys whose problems are reported in German (the learning keys: teach, why, accept, level, model, ages6to8). */
const germanKeys = new Set(['teach', 'ages6to8', 'why', 'accept', 'level', 'model']);

function issueDiagnostics(loc: Located, schema: ZodType, data: unknown, issue: core.$ZodIssue): Diagnostic[] {
  const path = issue.path;
  const dotted = path.map(String).join('.');
  const german = path.some((k) => germanKeys.has(String(k)));
  if (issue.code === 'unrecognized_keys') {
    const valid = knownKeys(schema, path, data);
    return issue.keys.map((key) => {
      const node = keyNode(loc.doc, path, key);
      const suggestion = valid
        .map((k) => ({ k, d: editDistance(key, k) }))
        .filter((x) => x.d <= Math.max(2, Math.floor(key.length / 3)))
        .sort((a, b) => a.d - b.d)[0];
      const hint = suggestion ? (german ? ` – meintest du „${suggestion.k}“?` : ` — did you mean "${suggestion.k}"?`) : '';
      return {
        file: loc.file,
        ...position(loc, node?.range?.[0] ?? 0),
        path: [...path.map(String), key].join('.'),
        message: german ? `unbekannter Schlüssel${hint} (erlaubt sind hier: ${valid.join(', ')})` : `unknown key${hint} (valid here: ${valid.join(', ')})`,
      };
    });
  }
  const node = nodeAt(loc.doc, path);
  const value = valueAt(data, path);
  let message = issue.message;
  if (issue.code === 'invalid_union' && 'errors' in issue && Array.isArray(issue.errors)) {
    // Report the option that got furthest instead of zod's generic "invalid input".
    const best = (issue.errors as core.$ZodIssue[][]).sort((a, b) => a.length - b.length)[0];
    if (best && best.length > 0) return best.flatMap((i) => issueDiagnostics(loc, schema, data, { ...i, path: [...path, ...i.path] }));
  }
  if (issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator') {
    const d = String((issue as { discriminator?: unknown }).discriminator ?? 'kind');
    const known: Record<string, string> = {
      player: 'choice, text, matching, traffic-light',
      rule: 'required, min-chars, min-words, min-ideas, uses-terms, matches-sample',
    };
    message = `unknown ${d}; expected one of ${known[d] ?? 'the known kinds'}`;
  }
  const missing = value === undefined && issue.code === 'invalid_type';
  return [
    {
      file: loc.file,
      ...position(loc, node?.range?.[0] ?? 0),
      path: dotted,
      message: german
        ? missing
          ? /^(expected|Invalid|must)/.test(message)
            ? 'Pflichtschlüssel fehlt'
            : `Pflichtschlüssel fehlt (${message})`
          : `${message}, gefunden: ${describeValue(value)}`
        : missing
          ? `required key is missing (${message})`
          : `${message}, got ${describeValue(value)}`,
    },
  ];
}

/** Parses YAML text and validates it against a zod schema, with positions for every problem. */
export function parseYaml<T>(file: string, source: string, schema: ZodType<T>): Parsed<T> & { raw?: unknown; doc?: Document.Parsed; lines?: LineCounter } {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const loc: Located = { doc, lines, file };
  if (doc.errors.length > 0) {
    return {
      ok: false,
      diagnostics: doc.errors.map((e) => ({
        file,
        ...position(loc, e.pos[0]),
        path: '',
        message: `YAML syntax error: ${e.message.split('\n')[0]}`,
      })),
    };
  }
  const data = doc.toJS();
  const result = schema.safeParse(data);
  if (!result.success) {
    const diagnostics = result.error.issues.flatMap((i) => issueDiagnostics(loc, schema, data, i));
    return { ok: false, diagnostics: dedupe(diagnostics), raw: data };
  }
  return { ok: true, value: result.data, raw: data, doc, lines };
}

function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const k = formatDiagnostic(d);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The position of a key path in a parsed file (for cross-file diagnostics). */
export function locate(file: string, doc: Document.Parsed | undefined, lines: LineCounter | undefined, path: PropertyKey[]): Diagnostic {
  const node = doc ? nodeAt(doc, path) : undefined;
  const pos = node?.range && lines ? lines.linePos(node.range[0]) : { line: 1, col: 1 };
  return { file, line: pos.line, column: pos.col, path: path.map(String).join('.'), message: '' };
}
