import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Ferdy, type FerdyMood } from '../components/ferdy.tsx';
import { prefersReducedMotion } from './in-view.ts';
import { Later, loader } from './later.tsx';
import { playSound } from './play-sound.ts';

// The counting points and the level bar come with the finish, fetched when the play starts.
const levelProgress = loader(() => import('./level-progress.tsx'));
export function preloadFinish(): void {
  void levelProgress();
}

export type FinishRecord = { pointsEarned?: number; totalPoints?: number; recorded?: boolean } | null | undefined;

/**
 * The finish of a game: Ferdy cheers next to the title, the points of this play count up into
 * the level bar, and one big button leads on. It is brought into view title first and its
 * title takes the focus, so a screen reader says that the game is over.
 */
export function GameFinish({
  title,
  mood = 'cheering',
  record,
  action,
  children,
}: {
  title: string;
  mood?: FerdyMood;
  record?: FinishRecord;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    heading.focus({ preventScroll: true });
    playSound('finish');
  }, []);
  const recorded = record?.recorded && typeof record.totalPoints === 'number';

  return (
    <section className="game-result game-finish" aria-labelledby="finish-heading">
      <div className="game-finish__top">
        <Ferdy mood={mood} size={72} className="ferdy-react ferdy-react--finish" />
        <h2 id="finish-heading" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
      </div>
      {recorded ? (
        <Suspense fallback={<div className="level-progress level-progress--placeholder" />}>
          <Later load={levelProgress} render={(m) => <m.default earned={record.pointsEarned ?? 0} total={record.totalPoints!} />} />
        </Suspense>
      ) : null}
      {action ? <div className="game-finish__action">{action}</div> : null}
      {children}
    </section>
  );
}
