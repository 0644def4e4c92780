import { useEffect, useState } from 'react';
import { answer, client, withSignal } from '../api/client.ts';
import { useSession } from '../session/session.tsx';

/** What of GET /api/limits/:category (server/routes/plays.ts) the text needs. */
type Limits = { freePlaysPerDay: number; freePlaysUsed: number; credits: number; premium: boolean };

/** How many more plays today in a category (premium: no end). */
function playsLeftCount(limits: Limits): number {
  if (limits.premium) return Infinity;
  return Math.max(0, limits.freePlaysPerDay - limits.freePlaysUsed) + Math.max(0, limits.credits);
}

/** What is free today in a category, in a child's words. */
export function playsLeftText(limits: Limits): string {
  if (limits.premium) return 'Unbegrenzt';
  const left = playsLeftCount(limits);
  if (left === 0) return 'Heute kein Spiel mehr frei';
  return left === 1 ? 'Heute noch 1 Spiel frei' : `Heute noch ${left} Spiele frei`;
}

/**
 * The plays left today in a category, for a signed-in child (visitors' plays are not counted).
 * Shown before a game starts, so the limit never comes as a surprise.
 */
export function PlaysLeft({ category, className = 'plays-left' }: { category: string; className?: string }) {
  const { user } = useSession();
  const [text, setText] = useState<string | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    setText(null);
    if (!userId) return;
    const controller = new AbortController();
    answer(client.limits[':category'].$get({ param: { category } }, withSignal(controller.signal)))
      .then((limits) => setText(playsLeftText(limits)))
      .catch(() => setText(null));
    return () => controller.abort();
  }, [category, userId]);

  if (!text) return null;
  return (
    <span className={className} data-left={text === 'Heute kein Spiel mehr frei' ? 'none' : 'some'}>
      {text}
    </span>
  );
}

/**
 * The plays left today in a category, asked again whenever `when` changes (e.g. each new play):
 * null while unknown, Infinity for a visitor (whose plays are not counted) or with premium.
 */
export function usePlaysLeft(category: string, when: string | null): number | null {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    setLeft(null);
    if (when === null) return;
    if (!userId) {
      setLeft(Infinity);
      return;
    }
    const controller = new AbortController();
    answer(client.limits[':category'].$get({ param: { category } }, withSignal(controller.signal)))
      .then((limits) => setLeft(playsLeftCount(limits)))
      .catch(() => setLeft(null));
    return () => controller.abort();
  }, [category, userId, when]);
  return left;
}
