import { describe, expect, it } from 'vitest';
import { chartAt } from '../plays/play-day.ts';
import { openDatabase } from './client.ts';
import { profileRow, rebuildProfileSummary } from './plays-db.ts';
import { createUser } from './users-db.ts';

describe('the profile summary revision', () => {
  it('counts every write of the summary once, however it is written, and hands out the text only for a new one', async () => {
    const db = openDatabase(':memory:');
    await createUser(db, { id: 'u1', email: 'mia@example.org', passwordHash: 'x', displayName: 'Mia', createdAt: 1 });
    expect((await profileRow(db, 'u1'))?.summaryRev).toBe(0);

    await rebuildProfileSummary(db, 'u1', chartAt(Date.now(), 'Europe/Berlin'));
    const first = await profileRow(db, 'u1');
    expect(first?.summaryRev).toBe(1);
    expect(JSON.parse(first!.summaryJson!)).toMatchObject({ v: 1, recent: [] });

    // A repair by hand or a script that knows nothing of the revision.
    db.$client.prepare("update profiles set summary = null where user_id = 'u1'").run();
    expect((await profileRow(db, 'u1'))?.summaryRev).toBe(2);
    db.$client.prepare("update profiles set total_points = 40 where user_id = 'u1'").run();
    expect((await profileRow(db, 'u1'))?.summaryRev).toBe(2);

    await rebuildProfileSummary(db, 'u1', chartAt(Date.now(), 'Europe/Berlin'));
    expect(await profileRow(db, 'u1', 3)).toMatchObject({ summaryRev: 3, summaryJson: undefined, totalPoints: 40 });
    expect((await profileRow(db, 'u1', 2))?.summaryJson).toContain('"v":1');
  });
});
