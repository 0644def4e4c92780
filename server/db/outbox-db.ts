import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { outbox } from './schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMessage(db: Db, message: OutboxRow): Promise<void> {
  db.insert(outbox).values(message).run();
}

/** Newest first (rowid breaks ties within one millisecond), optionally only those to one address. */
export async function listOutboxMessages(db: Db, options: { limit: number; to?: string }): Promise<OutboxRow[]> {
  const query = db.select().from(outbox);
  const filtered = options.to === undefined ? query : query.where(eq(outbox.to, options.to));
  return filtered
    .orderBy(desc(outbox.createdAt), desc(sql`rowid`))
    .limit(options.limit)
    .all();
}
