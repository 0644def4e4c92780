import { answer, client, withSignal, type Success } from './client.ts';

// The answer of GET /api/profile, typed by the route itself (server/routes/profile.ts).

export type ProfileAnswer = Success<Awaited<ReturnType<typeof client.profile.$get>>>;
export type Profile = ProfileAnswer['profile'];
export type Level = Profile['level'];
export type GameSession = ProfileAnswer['sessions'][number];
export type WeeklyPoints = ProfileAnswer['weekly'][number];

export function loadProfile(signal?: AbortSignal) {
  return answer(client.profile.$get(undefined, withSignal(signal)));
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
