import { useMemo, useRef } from 'react';
import { compileGame } from '../../engine/compile.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { activePaths, machineChart, type ChartState } from './machine-chart.ts';
import { charWidth, layoutChart, lineHeight, type ChartArrow, type ChartBox, type ChartLayout } from './machine-layout.ts';

function describeState(state: unknown): string {
  if (typeof state === 'string') return state;
  return state ? JSON.stringify(state) : '–';
}

function arrowPath(points: { x: number; y: number }[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length === 1) return `M${first.x},${first.y} L${rest[0]!.x},${rest[0]!.y}`;
  // A smooth line through dagre's bend points: quadratic curves between their midpoints.
  let d = `M${first.x},${first.y}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const p = rest[i]!;
    const next = rest[i + 1]!;
    const mid = i === rest.length - 2 ? next : { x: (p.x + next.x) / 2, y: (p.y + next.y) / 2 };
    d += ` Q${p.x},${p.y} ${mid.x},${mid.y}`;
  }
  return d;
}

function StateBox({ box, active }: { box: ChartBox; active: boolean }) {
  const cls = `studio-chart-state${active ? ' active' : ''}${box.final ? ' final' : ''}${box.compound ? ' compound' : ''}`;
  const textX = box.x + 10 + (box.initial ? 14 : 0);
  return (
    <g className={cls} data-state={box.path}>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={8} />
      {box.final && <rect className="inner" x={box.x + 3} y={box.y + 3} width={box.width - 6} height={box.height - 6} rx={6} />}
      {box.initial && <circle className="start" cx={box.x + 12} cy={box.y + 14} r={4} />}
      <text className="name" x={textX} y={box.y + 18}>
        {box.key}
      </text>
      {!box.compound && box.stays.length > 0 && (
        <text className="stays" x={box.x + 10} y={box.y + 18 + lineHeight}>
          ↻ {box.stays.join(', ')}
        </text>
      )}
    </g>
  );
}

function Arrow({ arrow, hot, marker }: { arrow: ChartArrow; hot: boolean; marker: string }) {
  const left = arrow.labelX - arrow.labelWidth / 2;
  const top = arrow.labelY - arrow.labelHeight / 2;
  return (
    <g className={`studio-chart-arrow${hot ? ' hot' : ''}`} data-from={arrow.from} data-to={arrow.to}>
      <path d={arrowPath(arrow.points)} markerEnd={`url(#${marker})`} />
      <rect className="label" x={left} y={top} width={arrow.labelWidth} height={arrow.labelHeight} rx={3} />
      {arrow.lines.map((line, i) => (
        <text key={i} x={left + 4} y={top + 12 + i * lineHeight}>
          {line}
        </text>
      ))}
    </g>
  );
}

/** The same states and transitions as a list, for the keyboard and screen readers. */
function StateList({ chart, active }: { chart: ChartState[]; active: Set<string> }) {
  return (
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
                  <code>{t.label}</code> →{' '}
                  {t.targets.length ? (
                    t.targets.map((target) => (
                      <a key={target} href={`#state-${target}`}>
                        {target}
                      </a>
                    ))
                  ) : (
                    <em>bleibt</em>
                  )}
                  {t.guard && <span className="studio-guard"> wenn {t.guard}</span>}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function ChartSvg({ layout, active, label, idPrefix }: { layout: ChartLayout; active: Set<string>; label: string; idPrefix: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
      width={Math.ceil(layout.width)}
      style={{ fontSize: `${charWidth / 0.6}px` }}
    >
      <defs>
        <marker id={`${idPrefix}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="studio-chart-head" />
        </marker>
        <marker
          id={`${idPrefix}-arrow-hot`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className="studio-chart-head hot" />
        </marker>
      </defs>
      {layout.boxes
        .filter((b) => b.compound)
        .map((b) => (
          <StateBox key={b.path} box={b} active={active.has(b.path)} />
        ))}
      {layout.arrows.map((a) => (
        <Arrow
          key={`${a.from}>${a.to}`}
          arrow={a}
          hot={active.has(a.from)}
          marker={`${idPrefix}-arrow${active.has(a.from) ? '-hot' : ''}`}
        />
      ))}
      {layout.boxes
        .filter((b) => !b.compound)
        .map((b) => (
          <StateBox key={b.path} box={b} active={active.has(b.path)} />
        ))}
    </svg>
  );
}

/**
 * The compiled machine as a state chart: states as boxes, transitions as labelled arrows, laid
 * out from the machine definition itself; the preview's current state and the ways out of it are
 * highlighted. "Groß anzeigen" shows it at full size; the list below says the same for the
 * keyboard and screen readers.
 */
export function MachineView({ game, state }: { game: GameDefinition; state: unknown }) {
  const chart = useMemo(() => machineChart(compileGame(game)), [game]);
  const layout = useMemo(() => layoutChart(chart), [chart]);
  const large = useRef<HTMLDialogElement>(null);
  const active = activePaths(state);
  const current = describeState(state);
  const label = `Zustandsdiagramm mit ${chart.length} Zuständen; die Vorschau ist gerade in ${current}. Dieselben Zustände stehen in der Liste darunter.`;
  return (
    <section className="studio-machine" aria-labelledby="studio-machine-title">
      <div className="studio-machine-head">
        <h2 id="studio-machine-title">Zustandsdiagramm</h2>
        <button type="button" onClick={() => large.current?.showModal()}>
          Groß anzeigen
        </button>
      </div>
      <p className="studio-hint">
        Aktueller Zustand der Vorschau: <strong data-testid="preview-state">{current}</strong>
      </p>
      <div className="studio-chart">
        <ChartSvg layout={layout} active={active} label={label} idPrefix="studio-chart" />
      </div>
      <dialog ref={large} className="studio-chart-dialog" aria-labelledby="studio-chart-dialog-title">
        <div className="studio-machine-head">
          <h2 id="studio-chart-dialog-title">Zustandsdiagramm von {game.title}</h2>
          <button type="button" onClick={() => large.current?.close()}>
            Schließen
          </button>
        </div>
        <div
          className="studio-chart large"
          tabIndex={0}
          role="group"
          aria-label="Diagramm in voller Größe (mit den Pfeiltasten verschieben)"
        >
          <ChartSvg layout={layout} active={active} label={label} idPrefix="studio-chart-large" />
        </div>
      </dialog>
      <details className="studio-state-list">
        <summary>Zustände als Liste</summary>
        <StateList chart={chart} active={active} />
      </details>
    </section>
  );
}
