import { useMemo } from 'react';
import { compileGame } from '../../engine/compile.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { activePaths, machineChart } from './machine-chart.ts';

/** The compiled machine as a state chart: states in order, each with its transitions; the preview's state is highlighted. */
export function MachineView({ game, state }: { game: GameDefinition; state: unknown }) {
  const chart = useMemo(() => machineChart(compileGame(game)), [game]);
  const active = activePaths(state);
  return (
    <section className="studio-machine" aria-label="Zustandsdiagramm">
      <h2>Zustandsdiagramm</h2>
      <p className="studio-hint">
        Aktueller Zustand der Vorschau: <strong data-testid="preview-state">{typeof state === 'string' ? state : state ? JSON.stringify(state) : '–'}</strong>
      </p>
      <ol className="studio-states">
        {chart.map((s) => (
          <li
            key={s.path}
            id={`state-${s.path}`}
            className={`studio-state${active.has(s.path) ? ' active' : ''}${s.type === 'final' ? ' final' : ''}`}
            style={{ marginInlineStart: `${(s.depth - 1) * 1.25}rem` }}
            aria-current={active.has(s.path) ? 'step' : undefined}
          >
            <span className="studio-state-name">
              {s.initial && <span aria-label="Startzustand">● </span>}
              {s.key}
              {s.type === 'final' && ' (Ende)'}
            </span>
            {s.transitions.length > 0 && (
              <ul>
                {s.transitions.map((t, i) => (
                  <li key={i}>
                    <code>{t.label}</code> → {t.targets.length ? t.targets.map((target) => <a key={target} href={`#state-${target}`}>{target}</a>) : <em>bleibt</em>}
                    {t.guard && <span className="studio-guard"> wenn {t.guard}</span>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
