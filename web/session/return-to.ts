/**
 * Where to go after signing in: the `next` path the visitor was sent from. Only a path of this
 * site is accepted (never a full URL, `//host` or `/\\host`), and never the sign-in page itself.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.length > 300) return null;
  if (next.includes('\\') || [...next].some((ch) => ch.charCodeAt(0) < 32)) return null;
  try {
    const base = 'http://ferdy.invalid';
    const url = new URL(next, base);
    if (url.origin !== base || url.pathname === '/auth') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in page, remembering the page to come back to. */
export function authPathFrom(path: string): string {
  const safe = safeReturnPath(path);
  return safe && safe !== '/' ? `/auth?next=${encodeURIComponent(safe)}` : '/auth';
}
