import { useEffect, useState } from 'react';
import { levelFor } from '../../engine/scoring.ts';
import { prefersReducedMotion } from './in-view.ts';

const levelNames = { bronze: 'Bronze', silver: 'Silber', gold: 'Gold' } as const;

/** The points of a play counting up into the level bar; a new level is celebrated. */
export default function LevelProgress({ earned, total }: { earned: number; total: number }) {
  const from = Math.max(0, total - earned);
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? total : from));

  useEffect(() => {
    if (prefersReducedMotion() || from === total) {
      setShown(total);
      return;
    }
    const duration = 900;
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / duration);
      setShown(Math.round(from + (total - from) * (1 - (1 - t) ** 3)));
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [from, total]);

  const before = levelFor(from);
  const now = levelFor(shown);
  const after = levelFor(total);
  const levelUp = after.level !== before.level;
  // The bar's name is what the child wants to know: how far to the next level.
  const name = after.next ? `Noch ${after.missing} Punkte bis ${after.next}` : 'Gold erreicht!';

  return (
    <div className="level-progress">
      <p className="level-progress__points">
        <span className="level-progress__earned">+{Math.max(0, shown - from)}</span> Punkte
        <span className="level-progress__total"> · {shown} insgesamt</span>
      </p>
      <div
        className="level-progress__track"
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(after.progress * 100)}
      >
        <div className="level-progress__fill" style={{ width: `${Math.round(now.progress * 100)}%` }} />
      </div>
      <p className="level-progress__label">{name}</p>
      {levelUp && shown === total ? (
        <p className="level-progress__up" role="status">
          🎉 Neues Level: {levelNames[after.level]}!
        </p>
      ) : null}
    </div>
  );
}
