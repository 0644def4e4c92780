import { answer, client, withSignal, type Success } from './client.ts';

// The answer of GET /api/legal (server/routes/legal.ts): who runs this Ferdy, and which
// processors this server actually uses.

export type LegalInfo = Success<Awaited<ReturnType<typeof client.legal.$get>>>;
export type Operator = LegalInfo['operator'];

export function loadLegalInfo(signal?: AbortSignal) {
  return answer(client.legal.$get(undefined, withSignal(signal)));
}

/** The address as the operator wrote it, one line per ";" or ",". */
export function addressLines(address: string): string[] {
  return address
    .split(/[;,]/)
    .map((line) => line.trim())
    .filter(Boolean);
}
