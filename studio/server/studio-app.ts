import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { z } from 'zod';
import { errorBody } from '../../server/http/errors.ts';
import { validate } from '../../server/http/validate.ts';
import { createGame } from './new-game.ts';
import { overview } from './overview.ts';
import { PreviewState, previewApi } from './preview-api.ts';
import { recordedPlaySchema, replayForStudio } from './replay-items.ts';
import { checkFile, loadWorkspace, readStudioFile, saveFile, studioFilePattern, type Workspace } from './workspace.ts';
import { join } from 'node:path';

const fileParam = z.string().regex(studioFilePattern, { error: 'eine Datei wie games/streitschlichter.yaml' });
/** Up to 1 MB of YAML: far more than any game or content set. */
const text = z.string().max(1_000_000);

/**
 * The studio's own API (under /studio-api) and the preview's stand-in for the site's API
 * (under /api). Only `npm run studio` mounts it, on 127.0.0.1; the site's server never does.
 */
export function createStudioApp(ws: Workspace) {
  const catalog = () => {
    const r = loadWorkspace(ws);
    return r.ok ? r.catalog : r.partial;
  };
  const preview = new PreviewState(catalog, join(ws.contentDir, 'lexicon'));

  const studio = new Hono()
    .get('/overview', (c) => c.json(overview(ws)))
    .get('/file', validate('query', z.object({ file: fileParam })), (c) => {
      const { file } = c.req.valid('query');
      const content = readStudioFile(ws, file);
      if (content === null) return c.json(errorBody('not_found', `${file} gibt es nicht.`), 404);
      return c.json({ file, text: content });
    })
    .get('/schema', validate('query', z.object({ kind: z.enum(['game', 'content', 'categories']) })), (c) => {
      // The JSON Schemas `npm run games:schema` generates from the loader's own schemas.
      const files = { game: 'games/schema.json', content: 'content/content-schema.json', categories: 'games/categories.schema.json' };
      return c.json(JSON.parse(readFileSync(join(ws.root, files[c.req.valid('query').kind]), 'utf8')) as unknown);
    })
    .get('/examples', (c) => {
      // Recorded plays next to the games (games/examples/*.json), for the replay view.
      const dir = join(ws.gamesDir, 'examples');
      const files = existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => f.endsWith('.json'))
            .sort()
        : [];
      const ids = new Set((catalog().games ?? []).map((g) => g.id));
      return c.json(
        files.map((f) => {
          const guess = f.replace(/(-play)?\.json$/, '');
          return { file: `games/examples/${f}`, gameId: ids.has(guess) ? guess : null, text: readFileSync(join(dir, f), 'utf8') };
        }),
      );
    })
    .post('/check', validate('json', z.strictObject({ file: fileParam, text })), (c) => {
      const { file, text: body } = c.req.valid('json');
      const result = checkFile(ws, file, body);
      // The preview plays what the author typed, as soon as it loads.
      if (result.game) preview.games.set(result.game.id, result.game);
      return c.json(result);
    })
    .post('/save', validate('json', z.strictObject({ file: fileParam, text })), (c) => {
      const { file, text: body } = c.req.valid('json');
      const result = saveFile(ws, file, body);
      if (!result.saved)
        return c.json({ ...errorBody('invalid_file', 'Nicht gespeichert: Die Datei hat noch Fehler.'), check: result.check }, 422);
      return c.json(result);
    })
    .post(
      '/new-game',
      validate(
        'json',
        z.strictObject({
          id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,40}$/, { error: 'nur Kleinbuchstaben, Ziffern und Bindestriche' }),
          player: z.enum(['choice', 'text', 'matching', 'traffic-light']),
          page: z.string().max(60),
        }),
      ),
      (c) => {
        const result = createGame(ws, c.req.valid('json'));
        if (!result.ok) return c.json(errorBody('cannot_create', result.message), 409);
        return c.json(result, 201);
      },
    )
    .post('/replay', validate('json', z.strictObject({ gameId: z.string().max(60), play: z.unknown() })), (c) => {
      const { gameId, play } = c.req.valid('json');
      const game = catalog().games?.find((g) => g.id === gameId);
      if (!game) return c.json(errorBody('unknown_game', `Kein Spiel mit der Kennung „${gameId}“.`), 404);
      const parsed = recordedPlaySchema.safeParse(play);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return c.json(
          errorBody('invalid_play', `Das ist kein Spielprotokoll: ${issue ? `${issue.path.join('.')} ${issue.message}` : ''}`.trim()),
          400,
        );
      }
      return c.json(replayForStudio(game, catalog().content ?? [], parsed.data));
    })
    .post('/preview/settings', validate('json', z.strictObject({ simulateLimit: z.boolean() })), (c) => {
      preview.simulateLimit = c.req.valid('json').simulateLimit;
      preview.reset();
      return c.json({ simulateLimit: preview.simulateLimit });
    });

  return new Hono().route('/studio-api', studio).route('/api', previewApi(preview));
}
