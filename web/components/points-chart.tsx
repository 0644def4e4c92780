import { useEffect, useId, useRef, useState } from 'react';
import { categories } from 'virtual:ferdy-catalog';
import type { WeeklyPoints } from '../api/profile.ts';

// Fixed colours per category, so a parent learns them once; unknown categories get grey.
const categoryColors: Record<string, string> = {
  problem_solving: '#e0a100',
  mindset: '#3f9a5a',
  communication: '#3a8fc7',
  conflict_resolution: '#6c63c9',
  emotional_intelligence: '#d2577d',
};
const otherColor = '#a69585';

const height = 230;
const pad = { top: 16, right: 8, bottom: 34, left: 40 };

function niceMax(value: number): number {
  if (value <= 0) return 100;
  const step = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * step >= value) return m * step;
  return 10 * step;
}

const shortDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const weekDate = (weekStart: string) => new Date(`${weekStart}T00:00:00Z`);

/** Points per category in each of the last weeks, as stacked bars (plain SVG, no chart library). */
export function PointsChart({ weekly }: { weekly: WeeklyPoints[] }) {
  const titleId = useId();
  // Drawn at the real pixel width (not scaled), so the labels stay readable on a phone.
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(560);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(260, Math.round(entry.contentRect.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const used = new Set(weekly.flatMap((w) => Object.keys(w.points).filter((k) => (w.points[k] ?? 0) > 0)));
  const keys = [...Object.keys(categories).filter((k) => used.has(k)), ...[...used].filter((k) => !(k in categories))];
  const totals = weekly.map((w) => keys.reduce((sum, k) => sum + (w.points[k] ?? 0), 0));
  const all = totals.reduce((a, b) => a + b, 0);
  const max = niceMax(Math.max(0, ...totals));
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const slot = innerW / Math.max(1, weekly.length);
  const barW = Math.min(40, slot * 0.6);
  const y = (v: number) => pad.top + innerH - (v / max) * innerH;
  const label = (k: string) => categories[k] ?? k;
  const labelEvery = slot < 44 ? 2 : 1;
  const summary = `Punkte pro Woche in den letzten ${weekly.length} Wochen, zusammen ${all} Punkte.`;

  return (
    <figure className="points-chart">
      <div ref={box}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-labelledby={titleId}
          className="points-chart__svg"
        >
          <title id={titleId}>{summary}</title>
          {[0, 0.5, 1].map((f) => (
            <g key={f}>
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y(max * f)}
                y2={y(max * f)}
                stroke="#eadccd"
                strokeDasharray={f ? '4 4' : undefined}
              />
              <text x={pad.left - 8} y={y(max * f) + 4} textAnchor="end" fontSize="12" fill="#6b5b4e">
                {max * f}
              </text>
            </g>
          ))}
          {weekly.map((week, i) => {
            const x = pad.left + slot * i + (slot - barW) / 2;
            let base = 0;
            return (
              <g key={week.weekStart}>
                {keys.map((k) => {
                  const v = week.points[k] ?? 0;
                  if (v <= 0) return null;
                  const top = y(base + v);
                  const h = y(base) - top;
                  base += v;
                  return <rect key={k} x={x} y={top} width={barW} height={Math.max(1, h)} rx="4" fill={categoryColors[k] ?? otherColor} />;
                })}
                {(weekly.length - 1 - i) % labelEvery === 0 && (
                  <text x={x + barW / 2} y={height - 12} textAnchor="middle" fontSize="12" fill="#6b5b4e">
                    {shortDate.format(weekDate(week.weekStart))}
                  </text>
                )}
              </g>
            );
          })}
          {all === 0 && (
            <text x={pad.left + innerW / 2} y={pad.top + innerH / 2} textAnchor="middle" fontSize="15" fill="#6b5b4e">
              Noch keine Punkte in diesen Wochen
            </text>
          )}
        </svg>
      </div>
      {keys.length > 0 && (
        <ul className="points-chart__legend">
          {keys.map((k) => (
            <li key={k}>
              <span className="points-chart__swatch" style={{ background: categoryColors[k] ?? otherColor }} aria-hidden="true" />
              {label(k)}
            </li>
          ))}
        </ul>
      )}
      <details className="points-chart__table">
        <summary>Als Tabelle anzeigen</summary>
        <table>
          <caption className="visually-hidden">{summary}</caption>
          <thead>
            <tr>
              <th scope="col">Woche ab</th>
              {keys.map((k) => (
                <th key={k} scope="col">
                  {label(k)}
                </th>
              ))}
              <th scope="col">Summe</th>
            </tr>
          </thead>
          <tbody>
            {weekly.map((week, i) => (
              <tr key={week.weekStart}>
                <th scope="row">{longDate.format(weekDate(week.weekStart))}</th>
                {keys.map((k) => (
                  <td key={k}>{week.points[k] ?? 0}</td>
                ))}
                <td>{totals[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
