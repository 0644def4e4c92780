import { api } from './client.ts';

// The answer of GET /api/profile (server/routes/profile.ts).

export type Level = { next: 'Silber' | 'Gold' | null; progress: number; missing: number };

export type Profile = {
  displayName: string;
  email: string;
  totalPoints: number;
  status: 'bronze' | 'silver' | 'gold' | string;
  level: Level;
  premium: boolean;
  premiumUntil: string | null;
  /** cancelled: premium ends at premiumUntil and is not renewed */
  premiumCancelled: boolean;
};

export type GameSession = {
  id: string;
  gameName: string;
  gameCategory: string;
  categoryLabel: string;
  score: number;
  pointsEarned: number;
  success: boolean;
  completedAt: string;
};

export type WeeklyPoints = { weekStart: string; points: Record<string, number> };

export type ProfileAnswer = { profile: Profile; sessions: GameSession[]; weekly: WeeklyPoints[] };

export function loadProfile(signal?: AbortSignal) {
  return api<ProfileAnswer>('/api/profile', { signal });
}

/** Gold, silver, anything else bronze (docs/product-rules.md). */
export function levelLabel(status: string): 'Gold' | 'Silber' | 'Bronze' {
  return status === 'gold' ? 'Gold' : status === 'silver' ? 'Silber' : 'Bronze';
}

/** At 1000 points and more the profile shows 'Gold erreicht!', nothing missing, 100 %. */
export function displayLevel(profile: Profile): Level {
  return profile.totalPoints >= 1000 ? { next: null, progress: 1, missing: 0 } : profile.level;
}

export const germanDateTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const germanDate = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
