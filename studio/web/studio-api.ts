import type { Diagnostic } from '../../engine/yaml-diagnostics.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { Overview } from '../server/overview.ts';
import type { ReplayView } from '../server/replay-items.ts';

export type FileCheck = { file: string; diagnostics: Diagnostic[]; elsewhere: number; game: GameDefinition | null };
export type Example = { file: string; gameId: string | null; text: string };
export type { Overview, ReplayView };

export class StudioError extends Error {}

/** JSON to and from the studio's server; an error answer becomes a StudioError with its German message. */
export async function studioApi<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/studio-api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!response.ok) throw Object.assign(new StudioError(data?.error?.message ?? `Fehler ${response.status}`), { data });
  return data as T;
}
