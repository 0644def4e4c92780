/**
 * Completion and hover help from the project's generated JSON Schemas (games/schema.json,
 * content/content-schema.json): where the cursor is in the YAML, which schema applies there,
 * and how to describe it to an author in German.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  description?: string;
  title?: string;
  additionalProperties?: boolean | JsonSchema;
};

export type Segment = string | number;
/** Where the cursor is: the path of the mapping it is in, and the key it is on (if any). */
export type YamlPlace = { path: Segment[]; key: string | null; inValue: boolean; prefix: string };

type LineInfo = { indent: number; dash: number | null; key: string | null; hasValue: boolean };

function lineInfo(line: string): LineInfo | null {
  const m = /^(\s*)(-\s+)?(?:([A-Za-z0-9_$-]+)\s*:(?:\s+(.*))?)?\s*$/.exec(line.replace(/\s+#.*$/, ''));
  if (!m || (!m[2] && !m[3])) return null;
  const lead = m[1]!.length;
  return { indent: lead + (m[2]?.length ?? 0), dash: m[2] ? lead : null, key: m[3] ?? null, hasValue: Boolean(m[4]?.trim()) };
}

/** The path of the mapping that holds a line whose key starts at `indent`, from the lines above it. */
function parentPath(lines: string[], before: number, indent: number): Segment[] {
  const path: Segment[] = [];
  let want = indent;
  for (let i = before - 1; i >= 0 && want > 0; i--) {
    const raw = lines[i]!;
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    const info = lineInfo(raw);
    if (!info) continue;
    if (info.key !== null && info.indent < want && !info.hasValue) {
      path.unshift(info.key);
      want = info.indent;
      if (info.dash === null) continue;
    }
    if (info.dash !== null && info.dash < want) {
      path.unshift(0);
      want = info.dash;
    }
  }
  return path;
}

/** Where an offset is in a YAML text (indentation-based, so it works while the text is broken). */
export function yamlPlaceAt(text: string, offset: number): YamlPlace {
  const lines = text.slice(0, offset).split('\n');
  const lineNo = lines.length - 1;
  const upTo = lines[lineNo]!;
  const all = text.split('\n');
  const whole = all[lineNo] ?? upTo;
  const value = /^(\s*)(-\s+)?([A-Za-z0-9_$-]+)\s*:\s*(.*)$/.exec(upTo);
  if (value) {
    const lead = value[1]!.length;
    const path = value[2] ? [...parentPath(all, lineNo, lead), 0] : parentPath(all, lineNo, lead);
    return { path, key: value[3]!, inValue: true, prefix: value[4]! };
  }
  const key = /^(\s*)(-\s+)?([A-Za-z0-9_$-]*)$/.exec(upTo);
  if (key) {
    const lead = key[1]!.length;
    const path = key[2] ? [...parentPath(all, lineNo, lead), 0] : parentPath(all, lineNo, lead);
    const onKey = /^\s*(?:-\s+)?([A-Za-z0-9_$-]+)\s*:/.exec(whole);
    return { path, key: onKey ? onKey[1]! : null, inValue: false, prefix: key[3]! };
  }
  return { path: [], key: null, inValue: false, prefix: '' };
}

function valueAt(doc: unknown, path: Segment[]): unknown {
  let v = doc;
  for (const s of path) {
    if (Array.isArray(v)) v = typeof s === 'number' ? v[v.length - 1] : undefined;
    else v = v && typeof v === 'object' ? (v as Record<string, unknown>)[String(s)] : undefined;
  }
  return v;
}

/** The object-like options a schema allows, narrowed by the document's own constants (e.g. player: choice). */
function options(schema: JsonSchema, value: unknown): JsonSchema[] {
  const alts = schema.oneOf ?? schema.anyOf;
  if (!alts) return [schema];
  const flat = alts.flatMap((a) => options(a, value));
  const matching = flat.filter((o) =>
    Object.entries(o.properties ?? {}).every(
      ([k, p]) =>
        p.const === undefined ||
        !value ||
        typeof value !== 'object' ||
        (value as Record<string, unknown>)[k] === undefined ||
        (value as Record<string, unknown>)[k] === p.const,
    ),
  );
  return matching.length > 0 ? matching : flat;
}

/** The schemas that apply at a path (several when the document does not decide between options). */
export function schemasAt(root: JsonSchema, path: Segment[], doc: unknown): JsonSchema[] {
  let current = options(root, doc);
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    const here = valueAt(doc, path.slice(0, i + 1));
    const next: JsonSchema[] = [];
    for (const s of current) {
      const child = typeof seg === 'number' ? s.items : s.properties?.[seg];
      if (child) next.push(...options(child, here));
    }
    current = next;
  }
  return current;
}

/** The keys allowed at a path, each with its schema and whether it is required. */
export function keysAt(root: JsonSchema, path: Segment[], doc: unknown): { key: string; schema: JsonSchema; required: boolean }[] {
  const seen = new Map<string, { key: string; schema: JsonSchema; required: boolean }>();
  for (const s of schemasAt(root, path, doc)) {
    for (const [key, schema] of Object.entries(s.properties ?? {})) {
      if (key === '$schema' || seen.has(key)) continue;
      seen.set(key, { key, schema, required: s.required?.includes(key) ?? false });
    }
  }
  return [...seen.values()];
}

/** The values a key may take when the schema lists them (enums, constants, true/false). */
export function valuesFor(schemas: JsonSchema[]): string[] {
  const out = new Set<string>();
  const visit = (s: JsonSchema) => {
    s.enum?.forEach((v) => out.add(String(v)));
    if (s.const !== undefined) out.add(String(s.const));
    if (s.type === 'boolean') ['true', 'false'].forEach((v) => out.add(v));
    (s.anyOf ?? s.oneOf ?? []).forEach(visit);
  };
  schemas.forEach(visit);
  return [...out];
}

const typeNames: Record<string, string> = {
  string: 'Text',
  integer: 'ganze Zahl',
  number: 'Zahl',
  boolean: 'ja/nein (true/false)',
  object: 'Abschnitt mit eigenen Schlüsseln',
  array: 'Liste',
};

/** A short German description of a schema, for hover and completion details. */
export function describeSchema(schema: JsonSchema, required = false): string {
  const alts = schema.anyOf ?? schema.oneOf;
  const parts: string[] = [];
  if (schema.description) parts.push(schema.description);
  if (alts) {
    parts.push(`Eins von: ${alts.map((a) => describeSchema(a)).join(' | ')}`);
  } else {
    const type = Array.isArray(schema.type)
      ? schema.type.map((t) => typeNames[t] ?? t).join(' oder ')
      : schema.type
        ? (typeNames[schema.type] ?? schema.type)
        : '';
    if (schema.const !== undefined) parts.push(`genau „${String(schema.const)}“`);
    else if (schema.enum) parts.push(`einer von: ${schema.enum.map(String).join(', ')}`);
    else if (type) parts.push(type);
    if (schema.minimum !== undefined || schema.maximum !== undefined)
      parts.push(`von ${schema.minimum ?? '…'} bis ${schema.maximum ?? '…'}`);
    if (schema.minLength) parts.push('darf nicht leer sein');
    if (schema.minItems) parts.push(`mindestens ${schema.minItems} Einträge`);
    if (schema.pattern) parts.push(`Form: ${schema.pattern}`);
    if (schema.type === 'object' && schema.properties)
      parts.push(
        `Schlüssel: ${Object.keys(schema.properties)
          .filter((k) => k !== '$schema')
          .join(', ')}`,
      );
  }
  if (schema.default !== undefined) parts.push(`Standard: ${JSON.stringify(schema.default)}`);
  if (required) parts.unshift('Pflichtfeld');
  return parts.join(' · ');
}
