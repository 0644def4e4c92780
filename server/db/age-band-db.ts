import { eq } from 'drizzle-orm';
import { defaultAgeBand, type AgeBand } from '../../engine/content-schema.ts';
import type { Db } from './client.ts';
import { profiles } from './schema.ts';

/** The age band the family chose for the child; 9–12 until one was chosen. */
export async function ageBandOf(db: Db, userId: string): Promise<AgeBand> {
  return db.select({ ageBand: profiles.ageBand }).from(profiles).where(eq(profiles.userId, userId)).get()?.ageBand ?? defaultAgeBand;
}

/** Sets the child's age band; false when the account has no profile. */
export async function setAgeBand(db: Db, userId: string, ageBand: AgeBand): Promise<boolean> {
  return db.update(profiles).set({ ageBand }).where(eq(profiles.userId, userId)).run().changes > 0;
}
