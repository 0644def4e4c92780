import type { Teach } from '../../engine/game-schema.ts';
import { Dialog } from '../components/dialog.tsx';
import { Ferdy } from '../components/ferdy.tsx';
import { ReadAloud } from './read-aloud.tsx';
import './learning.css';

/** What the read-aloud button says: the whole step, in reading order. */
export function teachSpeech(teach: Teach): string {
  return [teach.title, teach.text, teach.example.situation, ...teach.example.parts.map((p) => `${p.label}: ${p.text}`), teach.tip]
    .filter(Boolean)
    .join(' ');
}

// The dialog's first focus goes to the button that starts the game (showModal() reads the attribute).
const autofocus = (button: HTMLButtonElement | null) => button?.setAttribute('autofocus', '');

/**
 * A game's "So geht's": a worked example with its parts marked, shown over the intro (a modal
 * dialog: the intro stays where it is, Escape or "Schließen" goes back to it).
 */
export default function TeachDialog({
  teach,
  open,
  onStart,
  onClose,
}: {
  teach: Teach;
  open: boolean;
  onStart: () => void;
  onClose: () => void;
}) {
  const compare = teach.example.parts.some((p) => p.tone);
  return (
    <Dialog open={open} onClose={onClose} title={teach.title} className="teach-dialog">
      <div className="teach">
        <div className="teach__head">
          <Ferdy mood="happy" size={64} className="teach__ferdy" />
          <p className="teach__text">{teach.text}</p>
        </div>
        <div className="teach__example">
          {teach.example.situation ? <p className="teach__situation">{teach.example.situation}</p> : null}
          <ol className={`teach__parts ${compare ? 'teach__parts--compare' : ''}`}>
            {teach.example.parts.map((part, i) => (
              <li key={i} className={`teach-part teach-part--${part.tone ?? `n${(i % 4) + 1}`}`}>
                <span className="teach-part__label">
                  {part.tone === 'stuck' ? (
                    <span aria-hidden="true">✗ </span>
                  ) : part.tone === 'helpful' ? (
                    <span aria-hidden="true">✓ </span>
                  ) : null}
                  {part.label}
                </span>
                <span className="teach-part__text">{part.text}</span>
              </li>
            ))}
          </ol>
        </div>
        {teach.tip ? <p className="teach__tip">{teach.tip}</p> : null}
        <div className="game-actions">
          <button type="button" className="game-button game-button--primary game-button--big" onClick={onStart} ref={autofocus}>
            {teach.start}
          </button>
          <ReadAloud text={teachSpeech(teach)} />
        </div>
      </div>
    </Dialog>
  );
}
