import fc from 'fast-check';

// Arbitraries for hostile request input: what a curious child, a script or an attacker sends.

const payloads = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; DELETE FROM profiles',
  '" UNION SELECT password_hash FROM users --',
  '<script>alert(1)</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\u0000',
  '\u0000\u0001\u0007\u001b[31m',
  '\r\nSet-Cookie: x=1',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '\ufeff',
  'ẞüöäÄÖÜ ß',
  'Z̴̡̛̖̮̻̓a̶̡̛̞̓l̷̰̈́g̷͕̈́ơ̷̖',
  '👩‍👩‍👧‍👦🦊🏳️‍🌈',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  '-0',
  '1e309',
  '9007199254740993',
  'null',
  'true',
  '',
  ' ',
  '\t\n',
  'a'.repeat(255),
  'ö'.repeat(5_000),
  'x'.repeat(20_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...payloads) },
  { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...payloads), fc.emailAddress()).map(([p, e]) => `${p}${e}`) },
);

/** Nested `depth` levels deep: arrays, objects or both. */
export function nested(depth: number, kind: 'array' | 'object' | 'mixed'): unknown {
  let value: unknown = 'tief';
  for (let i = 0; i < depth; i++) value = kind === 'array' || (kind === 'mixed' && i % 2 === 0) ? [value] : { a: value };
  return value;
}

/**
 * Stands for a deeply nested value until it is sent (`toJSON`): fast-check prints and shrinks
 * counterexamples recursively, which a 5,000-level value would overflow.
 */
export class Deep {
  constructor(
    readonly depth: number,
    readonly kind: 'array' | 'object' | 'mixed',
  ) {}
  /** The JSON text, built without recursion (JSON.stringify itself would overflow the stack). */
  text(): string {
    let open = '';
    let close = '';
    for (let i = 0; i < this.depth; i++) {
      const array = this.kind === 'array' || (this.kind === 'mixed' && i % 2 === 0);
      open += array ? '[' : '{"a":';
      close = (array ? ']' : '}') + close;
    }
    return `${open}"tief"${close}`;
  }
  [fc.toStringMethod](): string {
    return `Deep(${this.depth}, ${this.kind})`;
  }
}

export const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 50, max: 5_000 }), fc.constantFrom('array' as const, 'object' as const, 'mixed' as const))
  .map(([depth, kind]) => new Deep(depth, kind));

/** Any JSON value of the wrong kind for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 999, 11, 1) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 5 }) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

const extraKeys = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'userId',
    'user_id',
    'id',
    'emailVerified',
    'totalPoints',
    'premiumUntil',
    'score',
    'points',
    'isAdmin',
    'role',
  ),
  hostileString,
);

/**
 * A valid body broken in one or more ways: fields replaced by hostile values, fields left out,
 * fields added. It may come out valid again; the property allows that.
 */
export function mutatedBody(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(template);
  if (keys.length === 0) return fc.dictionary(extraKeys, hostileValue, { maxKeys: 3 });
  const replace = fc.dictionary(fc.constantFrom(...keys), hostileValue, { minKeys: 1, maxKeys: keys.length });
  const drop = fc.subarray(keys, { minLength: 1 });
  const extra = fc.dictionary(extraKeys, hostileValue, { minKeys: 1, maxKeys: 3 });
  // One field keeps its shape but the strings inside it turn hostile (e.g. the texts of a check
  // while game and checker stay valid): this is what reaches the code behind validation.
  const nestedKeys = keys.filter((k) => typeof template[k] === 'object' && template[k] !== null);
  const insideKey = nestedKeys.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...nestedKeys) }, { weight: 1, arbitrary: fc.constantFrom(...keys) })
    : fc.constantFrom(...keys);
  const inside = fc.tuple(insideKey, fc.array(hostileString, { minLength: 1, maxLength: 4 }));
  const none = fc.constant(undefined);
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.record({ replace: none, drop: none, extra: none, inside }) },
      { weight: 2, arbitrary: fc.record({ replace, drop: none, extra: none, inside: none }) },
      { weight: 1, arbitrary: fc.record({ replace: none, drop, extra: none, inside: none }) },
      { weight: 1, arbitrary: fc.record({ replace: none, drop: none, extra, inside: none }) },
      {
        weight: 2,
        arbitrary: fc.record({ replace: fc.option(replace), drop: fc.option(drop), extra: fc.option(extra), inside: fc.option(inside) }),
      },
    )
    .map(({ replace, drop, extra, inside }) => {
      const body: Record<string, unknown> = {};
      for (const key of keys) {
        if (drop?.includes(key)) continue;
        if (replace && Object.hasOwn(replace, key)) body[key] = replace[key];
        else if (inside && inside[0] === key) body[key] = hostileStrings(template[key], inside[1], { i: 0 });
        else body[key] = template[key];
      }
      // defineProperty, so that "__proto__" is an own key and is sent, as a hand-written body would.
      for (const [key, value] of Object.entries(extra ?? {}))
        Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      return body;
    });
}

/** The value with each string in it replaced by the next of `strings` (round robin). */
function hostileStrings(value: unknown, strings: string[], at: { i: number }): unknown {
  if (typeof value === 'string') return strings[at.i++ % strings.length];
  if (Array.isArray(value)) return value.map((v) => hostileStrings(v, strings, at));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hostileStrings(v, strings, at)]));
  return value;
}

/** How a body travels: proper JSON, broken JSON, or another content type altogether. */
export type Encoding = 'json' | 'json-charset' | 'json-suffix' | 'malformed' | 'text/plain' | 'form' | 'multipart' | 'xml' | 'none';

export const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('json' as const) },
  { weight: 1, arbitrary: fc.constantFrom('json-charset' as const, 'json-suffix' as const) },
  { weight: 2, arbitrary: fc.constant('malformed' as const) },
  { weight: 2, arbitrary: fc.constantFrom('text/plain' as const, 'form' as const, 'multipart' as const, 'xml' as const, 'none' as const) },
);

const brokenJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"email":',
    '{"a":1,}',
    "{'a':1}",
    'undefined',
    'NaN',
    '\u0000',
    '[1,2',
    '}{',
    '{"a":1}{"b":2}',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":1e999}',
  ),
  fc.string({ maxLength: 50 }),
);

/** JSON text of a body that may hold `Deep` values. */
export function toJsonText(body: unknown): string {
  const deep: Deep[] = [];
  const text =
    JSON.stringify(body, (_key, value: unknown) => (value instanceof Deep ? `\u0000deep${deep.push(value) - 1}\u0000` : value)) ?? 'null';
  return text.replace(/"\\u0000deep(\d+)\\u0000"/g, (_m, i: string) => deep[Number(i)]!.text());
}

export function encode(body: unknown, how: Encoding, garbage: string): { contentType: string | null; text: string } {
  const json = toJsonText(body);
  switch (how) {
    case 'json':
      return { contentType: 'application/json', text: json };
    case 'json-charset':
      return { contentType: 'application/json; charset=UTF-8', text: json };
    case 'json-suffix':
      return { contentType: 'application/merge-patch+json', text: json };
    case 'malformed':
      return { contentType: 'application/json', text: garbage };
    case 'text/plain':
      return { contentType: 'text/plain', text: json };
    case 'form':
      return { contentType: 'application/x-www-form-urlencoded', text: new URLSearchParams({ data: json }).toString() };
    case 'multipart':
      return {
        contentType: 'multipart/form-data; boundary=XyZ',
        text: `--XyZ\r\ncontent-disposition: form-data; name="data"\r\n\r\n${json}\r\n--XyZ--\r\n`,
      };
    case 'xml':
      return {
        contentType: 'application/xml',
        text: `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`,
      };
    case 'none':
      return { contentType: null, text: json };
  }
}

export const garbageJson = brokenJson;

/** Safe to put in a URL path segment or query: the server sees the hostile text after decoding. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%ff%fe', '..', '%2e%2e', '%2F', 'a%00b', '%C0%AF', 'test_cs_', 'test_cs_%27%20OR%201%3D1'),
);

/** Cookie headers a browser would never send: forged, truncated, oversized, badly encoded. */
export const hostileCookie: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'ferdy_session=',
    'ferdy_session=abc',
    'ferdy_session=abc.def',
    'ferdy_session=aaaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
    'ferdy_session=%',
    'ferdy_session=%E0%A4%A',
    'ferdy_session="x"; ferdy_session=y',
    `ferdy_session=${'a'.repeat(4000)}`,
    'ferdy_session=.;',
  ),
  hostileString.map((s) => `ferdy_session=${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))}`),
);
