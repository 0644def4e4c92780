import { createContext, useCallback, useContext } from 'react';
import type { Teach } from '../../engine/game-schema.ts';
import { useDeviceSetting, writeDeviceSetting } from '../components/device-setting.ts';
import { Ferdy } from '../components/ferdy.tsx';
import { ReadAloud } from './read-aloud.tsx';
import './learning.css';

const storageKey = (gameId: string) => `ferdy.teach-seen.${gameId}`;

/**
 * Whether this device has seen a game's "So geht's" step. The prerendered page assumes it has
 * (the game's own intro shows at once); a child who has not seen it gets it right after.
 */
export function useTeachSeen(gameId: string): [boolean, () => void] {
  const seen = useDeviceSetting(storageKey(gameId), '1') === '1';
  const markSeen = useCallback(() => writeDeviceSetting(storageKey(gameId), '1'), [gameId]);
  return [seen, markSeen];
}

/** Lets the game's intro offer the "So geht's" step again once it was seen. */
export const TeachAgainContext = createContext<{ title: string; open: () => void } | null>(null);

/** "So geht's" again, on the game's intro, for a child who skipped past it. */
export function TeachAgain() {
  const again = useContext(TeachAgainContext);
  if (!again) return null;
  return (
    <button type="button" className="game-button game-button--quiet teach-again" onClick={again.open}>
{again.title}
    </button>
  );
}

/** What the read-aloud button says: the whole step, in reading order. */
export function teachSpeech(teach: Teach): string {
  return [
    teach.title,
    teach.text,
    teach.example.situation,
    ...teach.example.parts.map((p) => `${p.label}: ${p.text}`),
    teach.tip,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A game's "So geht's": a worked example with its parts marked, before the first round. */
export function TeachStep({ teach, onDone }: { teach: Teach; onDone: () => void }) {
  const compare = teach.example.parts.some((p) => p.tone);
  return (
    <section className="teach" aria-labelledby="teach-title">
      <div className="teach__head">
        <Ferdy mood="happy" size={72} className="teach__ferdy" />
        <h2 id="teach-title" className="teach__title">
          {teach.title}
        </h2>
      </div>
      <p className="teach__text">{teach.text}</p>
      <div className="teach__example">
        {teach.example.situation ? <p className="teach__situation">{teach.example.situation}</p> : null}
        <ol className={`teach__parts ${compare ? 'teach__parts--compare' : ''}`}>
          {teach.example.parts.map((part, i) => (
            <li key={i} className={`teach-part teach-part--${part.tone ?? `n${(i % 4) + 1}`}`}>
              <span className="teach-part__label">
                {part.tone === 'stuck' ? <span aria-hidden="true">✗ </span> : part.tone === 'helpful' ? <span aria-hidden="true">✓ </span> : null}
                {part.label}
              </span>
              <span className="teach-part__text">{part.text}</span>
            </li>
          ))}
        </ol>
      </div>
      {teach.tip ? <p className="teach__tip">{teach.tip}</p> : null}
      <div className="game-actions">
        <button type="button" className="game-button game-button--primary game-button--big" onClick={onDone} autoFocus>
          {teach.start}
        </button>
        <ReadAloud text={teachSpeech(teach)} />
      </div>
    </section>
  );
}
