import { isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type YAMLError } from 'yaml';
import { z, type ZodType, type core } from 'zod';
import type { DiagnosticCode } from './diagnostic-codes.ts';

/**
 * One problem in one file, at a line and column an author can jump to, with a stable code (see
 * diagnostic-codes.ts) and a German message. `path` names the key: dotted, list entries in
 * brackets counted from 1, content items by their id (`items[ampel-027].yellow.strategy`).
 */
export type Diagnostic = { file: string; line: number; column: number; code: DiagnosticCode; path: string; message: string };

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column} ${d.code} ${d.path ? `${d.path}: ` : ''}${d.message}`;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; diagnostics: Diagnostic[] };

/** A parsed file: its YAML document, line positions and plain data. */
export type Located = { doc: Document.Parsed; lines: LineCounter; file: string; data: unknown };

function position(loc: Pick<Located, 'lines'>, offset: number) {
  const { line, col } = loc.lines.linePos(offset);
  return { line, column: col };
}

/** The YAML node at a path (the nearest existing parent when the path does not exist). */
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

/** The key node of the pair at a path (`yellow` in `yellow: …`), when there is one. */
function pairKeyAt(doc: Document.Parsed, path: PropertyKey[]): Node | undefined {
  if (path.length === 0) return undefined;
  const parent = nodeAt(doc, path.slice(0, -1));
  if (!isMap(parent)) return undefined;
  const last = String(path[path.length - 1]);
  const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === last);
  return pair && isNode(pair.key) ? pair.key : undefined;
}

function keyNode(doc: Document.Parsed, path: PropertyKey[], key: string): Node | undefined {
  return pairKeyAt(doc, [...path, key]) ?? nodeAt(doc, path);
}

function editDistance(a: string, b: string): number {
  const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) dp[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      dp[i]![j] = Math.min(dp[i - 1]![j]! + 1, dp[i]![j - 1]! + 1, dp[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return dp[a.length]![b.length]!;
}

/** Keys a strict object accepts at a path, for "meintest du" hints on typos. */
function knownKeys(schema: ZodType, path: PropertyKey[], value: unknown): string[] {
  let s: unknown = schema;
  let v: unknown = value;
  for (const key of path) {
    s = unwrap(s, v);
    const def = (s as { def?: { shape?: Record<string, unknown>; element?: unknown } } | undefined)?.def;
    if (def?.shape && typeof key === 'string') s = def.shape[key];
    else if (def?.element !== undefined) s = def.element;
    else return [];
    v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  }
  s = unwrap(s, v);
  const shape = (s as { def?: { shape?: Record<string, unknown> } } | undefined)?.def?.shape;
  return shape ? Object.keys(shape).filter((k) => k !== '$schema') : [];
}

/** Looks through optional/default wrappers and picks the union option that matches the value. */
function unwrap(s: unknown, value: unknown): unknown {
  for (let i = 0; i < 10; i++) {
    const def = (s as { def?: Record<string, unknown> } | undefined)?.def;
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
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let v = root;
  for (const key of path) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The path as an author reads it: keys dotted, list entries counted from 1 in brackets, and an
 * entry that has an `id` (a content item) named by it: `items[ampel-027].yellow.strategy`.
 */
export function displayPath(data: unknown, path: readonly PropertyKey[]): string {
  let out = '';
  let v = data;
  for (const key of path) {
    if (typeof key === 'number') {
      const entry = Array.isArray(v) ? (v[key] as unknown) : undefined;
      out += isObject(entry) && typeof entry.id === 'string' && entry.id ? `[${entry.id}]` : `[${key + 1}]`;
    } else out += `${out ? '.' : ''}${String(key)}`;
    v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return out;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const expectedKind: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  boolean: 'true oder false',
  array: 'eine Liste (jeder Eintrag beginnt mit „- “)',
  object: 'eine Gruppe von Schlüsseln (eingerückt in den Zeilen darunter)',
};

const germanLocale = z.locales.de().localeError;

/**
 * German wording for zod's issues where the schema has no message of its own. zod's German
 * locale speaks of "string" and ">=", so the common cases are said in an author's words and
 * the locale covers the rest.
 */
export const germanIssues: core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      const kind = expectedKind[issue.expected];
      return kind ? `Hier gehört ${kind} hin` : germanLocale(issue);
    }
    case 'too_small':
    case 'too_big': {
      const n = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const small = issue.code === 'too_small';
      if (issue.origin === 'string') {
        if (small && n === 1) return 'Dieser Text darf nicht leer sein';
        return small
          ? `Der Text ist zu kurz: mindestens ${plural(n, 'Zeichen', 'Zeichen')}`
          : `Der Text ist zu lang: höchstens ${plural(n, 'Zeichen', 'Zeichen')}`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        if ((issue as { exact?: boolean }).exact) return `Die Liste braucht genau ${plural(n, 'Eintrag', 'Einträge')}`;
        return small
          ? `Die Liste braucht mindestens ${plural(n, 'Eintrag', 'Einträge')}`
          : `Die Liste hat höchstens ${plural(n, 'Eintrag', 'Einträge')}`;
      }
      if (issue.origin === 'number' || issue.origin === 'int') {
        if (small) return issue.inclusive ? `Die Zahl ist zu klein: mindestens ${n}` : `Die Zahl muss größer als ${n} sein`;
        return issue.inclusive ? `Die Zahl ist zu groß: höchstens ${n}` : `Die Zahl muss kleiner als ${n} sein`;
      }
      return germanLocale(issue);
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Hier ist nur ${describeValue(issue.values[0])} erlaubt`
        : `Erlaubt sind: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return 'Die Schreibweise passt hier nicht';
    case 'invalid_union':
      return 'Das passt zu keiner der erlaubten Formen';
    case 'invalid_key':
      return issue.issues[0]?.message ?? 'Dieser Name hat nicht die richtige Form';
    default:
      return germanLocale(issue);
  }
};

function codeOf(issue: core.$ZodIssue, missing: boolean): DiagnosticCode {
  if (missing) return issue.path.length === 0 ? 'FERDY-E007' : 'FERDY-E010';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.path.length === 0) return 'FERDY-E007';
      return issue.expected === 'int' ? 'FERDY-E012' : 'FERDY-E011';
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'string') return issue.code === 'too_small' && Number(issue.minimum) === 1 ? 'FERDY-E014' : 'FERDY-E015';
      if (issue.origin === 'array' || issue.origin === 'set') return 'FERDY-E016';
      return 'FERDY-E013';
    case 'invalid_value':
      return 'FERDY-E017';
    case 'invalid_format':
    case 'invalid_key':
      return 'FERDY-E018';
    case 'unrecognized_keys':
      return 'FERDY-E019';
    case 'invalid_union':
      return 'FERDY-E021';
    case 'custom':
      return 'FERDY-E022';
    default:
      return 'FERDY-E011';
  }
}

const knownKinds: Record<string, string> = {
  player: 'choice, text, matching, traffic-light',
  rule: 'required, min-chars, min-words, min-ideas, uses-terms, matches-sample, in-german, real-words, terms-in-sentences, tells-story, sincere, kind-to-self, fits-word',
};

/** A problem found while validating, with its key path in the file (for de-duplication). */
type Found = Diagnostic & { at: string; movedTo?: string };

/** Validates one part of a file (the whole file, or one content item at `prefix`). */
type Scope = { loc: Located; schema: ZodType; data: unknown; prefix: PropertyKey[] };

function issueDiagnostics(scope: Scope, issue: core.$ZodIssue): Found[] {
  const { loc, schema, data, prefix } = scope;
  const path = issue.path;
  const full = [...prefix, ...path];
  const base = { file: loc.file };
  if (issue.code === 'unrecognized_keys') {
    const valid = knownKeys(schema, path, data);
    const here = valueAt(data, path);
    return issue.keys.map((key) => {
      const node = keyNode(loc.doc, full, key);
      const at = position(loc, node?.range?.[0] ?? 0);
      const suggestion = valid
        .map((k) => ({ k, d: editDistance(key, k) }))
        .filter((x) => x.d <= Math.max(2, Math.floor(key.length / 3)))
        .sort((a, b) => a.d - b.d)[0];
      let hint = suggestion ? ` – meintest du „${suggestion.k}“?` : '';
      // The key it was meant to be is then not reported missing as well.
      let movedTo = suggestion ? [...full, suggestion.k].map(String).join('.') : undefined;
      if (!suggestion) {
        // A key that belongs one level deeper or higher: the line is indented wrongly.
        const deeper = isObject(here)
          ? Object.keys(here).find(
              (child) =>
                isObject(here[child]) && !(key in (here[child] as object)) && knownKeys(schema, [...path, child], data).includes(key),
            )
          : undefined;
        const parentPath = path.slice(0, -1);
        const parent = valueAt(data, parentPath);
        const higher =
          !deeper &&
          path.length > 0 &&
          typeof path[path.length - 1] === 'string' &&
          isObject(parent) &&
          !(key in parent) &&
          knownKeys(schema, parentPath, data).includes(key);
        if (deeper) {
          hint = ` – „${key}“ gehört vielleicht unter „${deeper}“. Ist Zeile ${at.line} richtig eingerückt?`;
          movedTo = [...full, deeper, key].map(String).join('.');
        } else if (higher) {
          hint = ` – „${key}“ gehört vielleicht eine Stufe weiter nach links. Ist Zeile ${at.line} richtig eingerückt?`;
          movedTo = [...prefix, ...parentPath, key].map(String).join('.');
        }
      }
      return {
        ...base,
        ...at,
        code: 'FERDY-E019' as const,
        path: displayPath(loc.data, [...full, key]),
        message: `Unbekannter Schlüssel${hint} (erlaubt sind hier: ${valid.join(', ')})`,
        at: [...full, key].map(String).join('.'),
        movedTo,
      };
    });
  }
  if (issue.code === 'invalid_union' && 'errors' in issue && Array.isArray(issue.errors)) {
    // Report the option that got furthest instead of a generic "passt zu keiner Form".
    const options = issue.errors as core.$ZodIssue[][];
    const rootType = (errors: core.$ZodIssue[]) =>
      errors.find((e): e is core.$ZodIssueInvalidType => e.code === 'invalid_type' && e.path.length === 0);
    const kinds = options.map((errors) => rootType(errors)?.expected);
    if (options.length > 1 && kinds.every(Boolean)) {
      // Not even the kind of value fits any option (a number where a text or a group belongs).
      const value = valueAt(data, path);
      const said = [...new Set(kinds.map((k) => expectedKind[k!] ?? k!))];
      return [
        {
          file: loc.file,
          ...position(loc, nodeAt(loc.doc, full)?.range?.[0] ?? 0),
          code: 'FERDY-E021',
          path: displayPath(loc.data, full),
          message: `Hier gehört ${said.join(' oder ')} hin${value === undefined || value === null ? '' : ` – gefunden: ${describeValue(value)}`}`,
          at: full.map(String).join('.'),
        },
      ];
    }
    // The option whose kind of value fits, with the fewest problems.
    const rank = (errors: core.$ZodIssue[]) => (rootType(errors) ? 1000 : 0) + errors.length;
    const best = options.slice().sort((a, b) => rank(a) - rank(b))[0];
    if (best && best.length > 0 && !('note' in issue && issue.note === 'No matching discriminator')) {
      return best.flatMap((i) => issueDiagnostics(scope, { ...i, path: [...path, ...i.path] }));
    }
  }
  const value = valueAt(data, path);
  const missing = (value === undefined && issue.code === 'invalid_type') || (path.length === 0 && prefix.length === 0 && !isObject(value));
  let code = codeOf(issue, missing);
  let message = issue.message;
  if (issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator') {
    const d = String((issue as { discriminator?: unknown }).discriminator ?? 'kind');
    code = 'FERDY-E020';
    message = `${d === 'player' ? 'Diese Spielart' : d === 'rule' ? 'Diese Regel' : 'Diese Art'} gibt es nicht; erlaubt sind: ${knownKinds[d] ?? 'die bekannten Arten'}`;
  }
  const key = String(path[path.length - 1] ?? '');
  // A missing key has no line of its own: point at the key it belongs under.
  const node = missing
    ? (pairKeyAt(loc.doc, full.slice(0, -1)) ?? nodeAt(loc.doc, full))
    : issue.code === 'invalid_key'
      ? (pairKeyAt(loc.doc, full) ?? nodeAt(loc.doc, full))
      : nodeAt(loc.doc, full);
  // A badly written key is what was found, not its value.
  const shown = issue.code === 'invalid_key' ? key : value;
  const found =
    shown === undefined || shown === null || (typeof shown === 'string' && shown.trim() === '')
      ? ''
      : ` – gefunden: ${describeValue(shown)}`;
  return [
    {
      ...base,
      ...position(loc, node?.range?.[0] ?? 0),
      code,
      path: displayPath(loc.data, full),
      message: missing
        ? code === 'FERDY-E007'
          ? 'Die Datei ist leer oder besteht nicht aus Zeilen der Form „schlüssel: wert“'
          : `„${key}“ fehlt – diesen Schlüssel braucht es hier (${message.replace(/^Hier gehört (.*) hin$/, '$1')})`
        : `${message}${found}`,
      at: full.map(String).join('.'),
    },
  ];
}

/**
 * Checks data against a schema and reports every problem at its place in the file, in German.
 * `prefix` is where the data sits in the file (a content item: ['items', 3]).
 */
export function validateAt<T>(loc: Located, schema: ZodType<T>, data: unknown, prefix: PropertyKey[] = []): Parsed<T> {
  const result = schema.safeParse(data, { error: germanIssues });
  if (result.success) return { ok: true, value: result.data };
  const found = result.error.issues.flatMap((i) => issueDiagnostics({ loc, schema, data, prefix }, i));
  // A key reported as being on the wrong level is not also reported missing where it belongs.
  const moved = new Set(found.map((f) => f.movedTo).filter(Boolean));
  const kept = found.filter((f) => !(f.code === 'FERDY-E010' && moved.has(f.at)));
  return { ok: false, diagnostics: dedupe(kept.map(({ at: _at, movedTo: _m, ...d }) => d)) };
}

const syntaxCodes: Partial<Record<YAMLError['code'], DiagnosticCode>> = {
  TAB_AS_INDENT: 'FERDY-E002',
  DUPLICATE_KEY: 'FERDY-E003',
  BAD_INDENT: 'FERDY-E004',
  MISSING_CHAR: 'FERDY-E005',
  BLOCK_AS_IMPLICIT_KEY: 'FERDY-E006',
};

function syntaxDiagnostic(loc: Pick<Located, 'lines' | 'file'>, e: YAMLError): Diagnostic {
  const original = e.message.split('\n')[0] ?? '';
  // An unclosed [ or { is reported by the yaml package as an indentation problem.
  const unclosed = /Flow (sequence|mapping).*end with an? [\]}]/.test(original);
  const code = unclosed ? 'FERDY-E005' : (syntaxCodes[e.code] ?? 'FERDY-E001');
  const at = position(loc, e.pos[0]);
  const messages: Record<DiagnosticCode, string> = {
    'FERDY-E002': `Zeile ${at.line} ist mit einem Tabulator eingerückt – bitte nur Leerzeichen verwenden (zwei pro Stufe)`,
    'FERDY-E003': 'Dieser Schlüssel steht in dieser Gruppe schon einmal',
    'FERDY-E004': `Zeile ${at.line} ist anders eingerückt als die Zeilen, zu denen sie gehört`,
    'FERDY-E005': unclosed ? 'Eine Klammer [ oder { wird nicht geschlossen' : 'Ein Anführungszeichen wird nicht geschlossen',
    'FERDY-E006':
      'Hier steht ein Doppelpunkt in einem Text ohne Anführungszeichen – setze den ganzen Text in "…" (oder ist die nächste Zeile zu weit eingerückt?)',
  } as Record<DiagnosticCode, string>;
  return { file: loc.file, ...at, code, path: '', message: messages[code] ?? `YAML kann diese Stelle nicht lesen (${original})` };
}

/** Parses YAML text and validates it against a zod schema, with positions for every problem. */
export function parseYaml<T>(file: string, source: string, schema: ZodType<T>): Parsed<T> & { raw?: unknown; loc?: Located } {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const first = doc.errors[0];
  // Only the first syntax error: the ones after it are mostly echoes of the first.
  if (first) return { ok: false, diagnostics: [syntaxDiagnostic({ lines, file }, first)] };
  const data = doc.toJS() as unknown;
  const loc: Located = { doc, lines, file, data };
  const result = validateAt(loc, schema, data);
  return { ...result, raw: data, loc };
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

/** A problem at a key path in a parsed file (for checks across files). */
export function diagnosticAt(
  loc: Located | undefined,
  file: string,
  path: PropertyKey[],
  code: DiagnosticCode,
  message: string,
): Diagnostic {
  const node = loc ? nodeAt(loc.doc, path) : undefined;
  const pos = node?.range && loc ? loc.lines.linePos(node.range[0]) : { line: 1, col: 1 };
  return { file, line: pos.line, column: pos.col, code, path: displayPath(loc?.data, path), message };
}
