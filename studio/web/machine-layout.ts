import dagre from '@dagrejs/dagre';
import type { ChartState } from './machine-chart.ts';

/** A state drawn as a box; a compound state is a frame around its children. */
export type ChartBox = {
  path: string;
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  initial: boolean;
  final: boolean;
  compound: boolean;
  /** events handled without leaving the state (SELECT, PICK …), written inside the box */
  stays: string[];
};

/** The transitions from one state to another, drawn as one labelled arrow. */
export type ChartArrow = {
  from: string;
  to: string;
  lines: string[];
  points: { x: number; y: number }[];
  labelX: number;
  labelY: number;
  labelWidth: number;
  labelHeight: number;
};

export type ChartLayout = { width: number; height: number; boxes: ChartBox[]; arrows: ChartArrow[] };

/** Labels are set in a monospace font, so their size can be known before they are drawn. */
export const charWidth = 6.6;
export const lineHeight = 14;
const nameHeight = 18;
const pad = 10;

const textWidth = (lines: string[]) => Math.max(0, ...lines.map((l) => l.length)) * charWidth;

function transitionText(label: string, guard: string | null): string {
  return guard ? `${label} [${guard}]` : label;
}

/**
 * Lays the states and transitions of a machine out as a layered chart (top to bottom) with
 * dagre: boxes for states, frames for compound states, one arrow per pair of states carrying
 * every event that leads from one to the other.
 */
export function layoutChart(states: ChartState[]): ChartLayout {
  const g = new dagre.graphlib.Graph({ compound: true, multigraph: false });
  g.setGraph({ rankdir: 'TB', nodesep: 20, ranksep: 40, edgesep: 10, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  const paths = new Set(states.map((s) => s.path));
  const parentOf = (path: string) => {
    const cut = path.lastIndexOf('.');
    return cut > 0 && paths.has(path.slice(0, cut)) ? path.slice(0, cut) : undefined;
  };
  const compound = new Set(states.map((s) => parentOf(s.path)).filter((p): p is string => !!p));
  const stays = new Map<string, string[]>();
  const arrows = new Map<string, { from: string; to: string; lines: string[] }>();

  for (const s of states) {
    const inside: string[] = [];
    for (const t of s.transitions) {
      const text = transitionText(t.label, t.guard);
      const targets = t.targets.filter((target) => paths.has(target));
      if (targets.length === 0) {
        if (!inside.includes(t.label)) inside.push(t.label);
        continue;
      }
      for (const to of targets) {
        const id = `${s.path}\u0000${to}`;
        const arrow = arrows.get(id) ?? { from: s.path, to, lines: [] };
        if (!arrow.lines.includes(text)) arrow.lines.push(text);
        arrows.set(id, arrow);
      }
    }
    stays.set(s.path, inside);
    if (compound.has(s.path)) {
      g.setNode(s.path, { paddingTop: nameHeight + pad });
    } else {
      const stayLine = inside.length ? [`↻ ${inside.join(', ')}`] : [];
      const width = Math.max(textWidth([s.key]) + 2 * pad + (s.initial ? 14 : 0), textWidth(stayLine) + 2 * pad, 80);
      g.setNode(s.path, { width, height: nameHeight + stayLine.length * lineHeight + pad });
    }
    const parent = parentOf(s.path);
    if (parent) g.setParent(s.path, parent);
  }
  for (const a of arrows.values()) {
    // dagre routes no arrows to or from a frame: those are drawn straight after the layout.
    if (compound.has(a.from) || compound.has(a.to)) continue;
    g.setEdge(a.from, a.to, { width: textWidth(a.lines) + 8, height: a.lines.length * lineHeight + 4, labelpos: 'c' });
  }
  dagre.layout(g);

  const boxes: ChartBox[] = states.map((s) => {
    const n = g.node(s.path);
    return {
      path: s.path,
      key: s.key,
      x: (n.x ?? 0) - n.width / 2,
      y: (n.y ?? 0) - n.height / 2,
      width: n.width,
      height: n.height,
      initial: s.initial,
      final: s.type === 'final',
      compound: compound.has(s.path),
      stays: stays.get(s.path) ?? [],
    };
  });
  const byPath = new Map(boxes.map((b) => [b.path, b]));
  const laidOut: ChartArrow[] = [];
  for (const a of arrows.values()) {
    const labelWidth = textWidth(a.lines) + 8;
    const labelHeight = a.lines.length * lineHeight + 4;
    const e = g.hasEdge(a.from, a.to) ? g.edge(a.from, a.to) : undefined;
    if (e?.points) {
      laidOut.push({ ...a, points: e.points, labelX: e.x ?? 0, labelY: e.y ?? 0, labelWidth, labelHeight });
      continue;
    }
    const from = byPath.get(a.from)!;
    const to = byPath.get(a.to)!;
    const start = borderPoint(from, centre(to));
    const end = borderPoint(to, centre(from));
    laidOut.push({ ...a, points: [start, end], labelX: (start.x + end.x) / 2, labelY: (start.y + end.y) / 2, labelWidth, labelHeight });
  }
  const graph = g.graph();
  return { width: graph.width ?? 0, height: graph.height ?? 0, boxes, arrows: laidOut };
}

const centre = (b: ChartBox) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** Where the line from a box's centre towards a point leaves the box. */
function borderPoint(b: ChartBox, towards: { x: number; y: number }) {
  const c = centre(b);
  const dx = towards.x - c.x;
  const dy = towards.y - c.y;
  if (dx === 0 && dy === 0) return c;
  const scale = Math.min(dx ? b.width / 2 / Math.abs(dx) : Infinity, dy ? b.height / 2 / Math.abs(dy) : Infinity);
  return { x: c.x + dx * scale, y: c.y + dy * scale };
}
