import { api } from './client.ts';

// The answer of GET /api/legal (server/routes/legal.ts): who runs this Ferdy, and which
// processors this server actually uses.

export type Operator = {
  name: string;
  address: string;
  email: string;
  responsible: string;
  phone: string | null;
  vatId: string | null;
  register: string | null;
  /** no operator configured: a marked example (development and tests only) */
  example: boolean;
};

export type Processors = {
  payment: 'stripe' | null;
  mail: { host: string } | null;
  ai: { host: string } | null;
};

export type LegalInfo = { operator: Operator; processors: Processors };

export function loadLegalInfo(signal?: AbortSignal) {
  return api<LegalInfo>('/api/legal', { signal });
}

/** The address as the operator wrote it, one line per ";" or ",". */
export function addressLines(address: string): string[] {
  return address
    .split(/[;,]/)
    .map((line) => line.trim())
    .filter(Boolean);
}
