import { describe, expect, it } from 'vitest';
import { itemsFor } from '../../engine/item-schemas.ts';
import { createBuiltinProvider } from '../../server/ai/builtin-provider.ts';
import { testConfig } from '../../server/config.ts';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import { drawItems } from '../../server/plays/draw-items.ts';
import { mulberry32 } from '../reliability/world.ts';
import { catalog } from './catalog.ts';

// The browser checks the items of a play before its player shows them (engine/item-schemas.ts):
// every item the server draws, for either age band, must pass that check as it arrives.

describe('drawn items pass the players’ item check', () => {
  const ai = createBuiltinProvider(catalog);
  for (const game of catalog.games) {
    it(game.id, async () => {
      const store = openSqliteStore(':memory:');
      const deps = {
        config: testConfig(),
        store,
        now: () => Date.now(),
        version: 'test',
        catalog,
        ai,
        random: mulberry32(game.id.length),
      } as Parameters<typeof drawItems>[0];
      for (const band of ['6-8', '9-12'] as const) {
        for (let draw = 0; draw < 5; draw++) {
          const { items } = await drawItems(deps, game, [], band);
          const arrived: unknown = JSON.parse(JSON.stringify(items));
          expect(itemsFor(game.player, arrived)).toEqual(arrived);
        }
      }
    });
  }
});
