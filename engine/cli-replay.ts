import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { loadCatalogFromDisk } from './cli-load.ts';
import { itemsPerOutput, outputFromContent } from './content-output.ts';
import { eventLogSchema } from './events.ts';
import { generatorContent } from './generators.ts';
import { prepareItem, type PlayItem } from './items.ts';
import { replay, type RecordedCheck } from './replay.ts';
import { formatDiagnostic } from './yaml-diagnostics.ts';

// npm run replay -- <game-id> <events.json>
// events.json: an array of events, or { items?, events, checks? }. Without items, the first
// items of the game's content set are used, in order.
const [gameId, eventsFile] = process.argv.slice(2);
if (!gameId || !eventsFile) {
  console.error('usage: npm run replay -- <game-id> <events.json>');
  process.exit(2);
}
const loaded = loadCatalogFromDisk(resolve('.'));
if (!loaded.ok) {
  loaded.diagnostics.forEach((d) => console.error(formatDiagnostic(d)));
  process.exit(1);
}
const { games, content } = loaded.catalog;
const game = games.find((g) => g.id === gameId);
if (!game) {
  console.error(`unknown game "${gameId}"; known: ${games.map((g) => g.id).join(', ')}`);
  process.exit(2);
}

const fileSchema = z.union([
  eventLogSchema.transform((events) => ({ events, items: undefined, checks: [] as RecordedCheck[] })),
  z.object({ events: eventLogSchema, items: z.array(z.unknown()).optional(), checks: z.array(z.any()).default([]) }),
]);
const parsed = fileSchema.safeParse(JSON.parse(readFileSync(eventsFile, 'utf8')));
if (!parsed.success) {
  console.error(`${eventsFile}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  process.exit(2);
}

let items: PlayItem[];
if (parsed.data.items) {
  items = parsed.data.items as PlayItem[];
} else if (game.items) {
  const source = generatorContent[game.items.generator];
  const set = content.find((s) => s.set === (game.items!.set ?? source.defaultSet))!;
  const per = itemsPerOutput(game.items.generator, game.items.pairs);
  items = Array.from({ length: game.items.count }, (_, i) =>
    prepareItem(
      game,
      outputFromContent(
        game.items!.generator,
        set.items.slice(i * per, i * per + per).length === per ? set.items.slice(i * per, i * per + per) : set.items.slice(0, per),
      ),
      () => 0.5,
    ),
  );
} else items = [];

const result = replay(game, items, parsed.data.events, parsed.data.checks as RecordedCheck[]);
const brief = (ctx: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(ctx).filter(([k]) => !['items', 'tiles', 'final', 'record'].includes(k))));
result.steps.forEach((s, i) => {
  console.log(`${String(i + 1).padStart(3)}. ${JSON.stringify(s.event)}${s.accepted ? '' : '  (ignored in this state)'}`);
  console.log(`     → ${JSON.stringify(s.state)}  ${brief(s.context)}`);
});
console.log('');
if (result.output) {
  const o = result.output;
  console.log(
    `finished: score ${o.score}, points ${o.points}, success ${o.success}, share ${Math.round(o.share * 100)} %, correct ${o.correct}`,
  );
} else {
  console.log(`not finished: the play stops in ${JSON.stringify(result.state)}`);
}
