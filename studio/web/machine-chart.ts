import type { GameMachine } from '../../engine/compile.ts';

export type ChartTransition = { event: string; label: string; targets: string[]; guard: string | null };
export type ChartState = { path: string; key: string; depth: number; type: string; initial: boolean; transitions: ChartTransition[] };

/** What the engine's generated event names mean to an author. */
function eventLabel(event: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done) return `fertig: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error) return `Fehler: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(event);
  if (after) return /^\d+$/.test(after[1]!) ? `nach ${after[1]} ms` : `nach Wartezeit ${after[1]}`;
  if (event === '') return 'sofort';
  return event;
}

type Node = {
  key: string;
  path: string[];
  type: string;
  initial?: { target?: Node[] } | undefined;
  states?: Record<string, Node>;
  transitions?: Map<string, Transition[]>;
  always?: Transition[];
  parent?: Node;
};
type Transition = { target?: Node[] | undefined; guard?: unknown };

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'Bedingung';
}

/**
 * The states and transitions of a compiled game machine, read from the machine definition itself
 * (so the chart can never disagree with what the preview runs).
 */
export function machineChart(machine: GameMachine): ChartState[] {
  const out: ChartState[] = [];
  const walk = (node: Node, depth: number) => {
    const parentInitial = node.parent?.initial?.target?.[0];
    const transitions: ChartTransition[] = [];
    const add = (event: string, list: Transition[]) => {
      for (const t of list)
        transitions.push({
          event,
          label: eventLabel(event),
          targets: (t.target ?? []).map((n) => n.path.join('.')),
          guard: guardName(t.guard),
        });
    };
    for (const [event, list] of node.transitions ?? []) add(event, list);
    add('', node.always ?? []);
    if (depth > 0)
      out.push({ path: node.path.join('.'), key: node.key, depth, type: node.type, initial: parentInitial === node, transitions });
    for (const child of Object.values(node.states ?? {})) walk(child, depth + 1);
  };
  walk(machine.root as unknown as Node, 0);
  return out;
}

/** The state paths a snapshot value is in ("question", or "play.question" and its parent "play"). */
export function activePaths(value: unknown): Set<string> {
  const out = new Set<string>();
  const visit = (v: unknown, prefix: string[]) => {
    if (typeof v === 'string') {
      for (let i = 1; i <= prefix.length; i++) out.add(prefix.slice(0, i).join('.'));
      out.add([...prefix, v].join('.'));
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        out.add([...prefix, k].join('.'));
        visit(child, [...prefix, k]);
      }
    }
  };
  visit(value, []);
  return out;
}
