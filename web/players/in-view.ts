import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { PausableClock } from './pausable-clock.ts';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Brings an element into view when it appears (`active` turns true): the reaction to an answer
 * next to where the child tapped, a finish with its title first. On a phone the page is often
 * scrolled to the last answer; nothing may happen out of sight.
 */
export function useBringIntoView(ref: RefObject<HTMLElement | null>, active: boolean, block: ScrollLogicalPosition = 'nearest') {
  useIsomorphicLayoutEffect(() => {
    const node = ref.current;
    if (!active || !node) return;
    node.scrollIntoView({ block, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [active, block, ref]);
}

/**
 * Holds the game's clock while `active` until the element is (almost wholly) in view, so a
 * timed step only starts counting once the child can see it.
 */
export function useHoldUntilSeen(ref: RefObject<HTMLElement | null>, active: boolean, clock: PausableClock) {
  useIsomorphicLayoutEffect(() => {
    const node = ref.current;
    if (!active || !node || typeof IntersectionObserver === 'undefined') return;
    clock.hold('unseen');
    const observer = new IntersectionObserver(
      (entries) => {
        // A card taller than most of the screen counts as seen once it fills most of it.
        const seen = entries.some(
          (e) => e.isIntersecting && (e.intersectionRatio >= 0.9 || e.intersectionRect.height >= window.innerHeight * 0.6),
        );
        if (seen) clock.release('unseen');
      },
      { threshold: [0, 0.9, 1] },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      clock.release('unseen');
    };
  }, [active, clock, ref]);
}

/**
 * Moves the focus to a new task (after 'Spiel starten' and every new round): a screen reader
 * reads it out and the keyboard goes on from there. `key` names the task, e.g. its round.
 */
export function useFocusNewTask(ref: RefObject<HTMLElement | null>, key: string | number | null) {
  useEffect(() => {
    const node = ref.current;
    if (key === null || !node) return;
    // Not while someone types elsewhere on the page (a dialog, a text field).
    const active = document.activeElement;
    if (active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement || active?.closest('dialog[open]')) return;
    node.focus({ preventScroll: true });
    node.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [key, ref]);
}
