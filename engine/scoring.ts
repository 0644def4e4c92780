import type { ScoreRule } from './game-schema.ts';

export type PlayMetrics = {
  /** correct answers (choice), pairs found (matching), answered rounds (traffic light) */
  correct: number;
  /** correct / rounds, 0–1 */
  share: number;
  /** running points of games that count points (matching, traffic light) */
  points: number;
  /** ideas found (WortEntdecker) */
  ideas: number;
};

export function computeScore(rule: ScoreRule, m: PlayMetrics): number {
  if (typeof rule === 'number') return rule;
  const base = { 'share-percent': Math.round(m.share * 100), correct: m.correct, points: m.points, ideas: m.ideas }[rule.from];
  let value = base * (rule.multiply ?? 1) + (rule.plus ?? 0);
  if (rule.max !== undefined) value = Math.min(rule.max, value);
  return Math.max(0, Math.round(value));
}

/** The first result whose threshold the share reaches; results are listed highest first. */
export function pickResult<R extends { minShare: number }>(results: readonly R[], share: number): R | undefined {
  const sorted = [...results].sort((a, b) => b.minShare - a.minShare);
  // A tiny tolerance so 4/5 = 0.8 reaches an 80 % threshold despite floating point.
  return sorted.find((r) => share + 1e-9 >= r.minShare) ?? sorted[sorted.length - 1];
}

export type Level = 'bronze' | 'silver' | 'gold';

/** Silber from 500 points, Gold from 1000; progress towards the next level. */
export function levelFor(points: number): { level: Level; next: 'Silber' | 'Gold' | null; progress: number; missing: number } {
  if (points >= 1000) return { level: 'gold', next: null, progress: 1, missing: 0 };
  if (points >= 500) return { level: 'silver', next: 'Gold', progress: (points - 500) / 500, missing: 1000 - points };
  return { level: 'bronze', next: 'Silber', progress: Math.max(0, points) / 500, missing: 500 - Math.max(0, points) };
}
