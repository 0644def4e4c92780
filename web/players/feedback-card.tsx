import { useEffect, useRef, type ReactNode } from 'react';
import { Ferdy, type FerdyMood } from '../components/ferdy.tsx';
import { useBringIntoView } from './in-view.ts';
import { playSound } from './play-sound.ts';

type Tone = 'right' | 'wrong' | 'info';

const moods: Record<Tone, FerdyMood> = { right: 'cheering', wrong: 'thinking', info: 'happy' };

/** Ferdy reacts to an answer; the card is a live region so screen readers hear the feedback too. */
export function FeedbackCard({
  tone,
  title,
  children,
  mood,
  quiet = false,
}: {
  tone: Tone;
  title?: string | null;
  children?: ReactNode;
  mood?: FerdyMood;
  quiet?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The reaction appears where the child is looking: brought into view when it appears.
  useBringIntoView(ref, true);
  useEffect(() => {
    if (!quiet && tone !== 'info') playSound(tone);
  }, [quiet, tone]);
  return (
    <div ref={ref} className={`feedback-card feedback-card--${tone}`} role="status" aria-live="polite">
      <Ferdy mood={mood ?? moods[tone]} size={84} className={`feedback-card__ferdy ferdy-react ferdy-react--${tone}`} />
      <div className="feedback-card__body">
        {title ? <p className="feedback-card__title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
