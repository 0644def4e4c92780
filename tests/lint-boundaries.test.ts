import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries (docs/architecture.md)', () => {
  it('engine/ may not import Node built-ins', async () => {
    const found = await problems('engine/leaky.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n");
    expect(found.join('\n')).toMatch(/engine\/ is pure/);
    const bare = await problems('engine/leaky.ts', "import path from 'path';\nexport const x = path;\n");
    expect(bare.join('\n')).toMatch(/engine\/ is pure/);
  });

  it('engine/ may not import server/ or web/', async () => {
    const found = await problems('engine/leaky.ts', "import { createApp } from '../server/app.ts';\nexport const x = createApp;\n");
    expect(found.join('\n')).toMatch(/must not import server/);
  });

  it('engine/cli files may read files', async () => {
    const found = await problems('engine/cli-example.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n");
    expect(found).toEqual([]);
  });

  it('web/ may import server types but not server values', async () => {
    const values = await problems('web/leaky.ts', "import { createApp } from '../server/app.ts';\nexport const x = createApp;\n");
    expect(values.join('\n')).toMatch(/only with `import type`/);
    const types = await problems('web/fine.ts', "import type { AppType } from '../server/app.ts';\nexport type X = AppType;\n");
    expect(types).toEqual([]);
  });

  it('server/ may not import web/, and server/db/ may not import the routes', async () => {
    const web = await problems('server/leaky.ts', "import { x } from '../web/api/client.ts';\nexport const y = x;\n");
    expect(web.join('\n')).toMatch(/server\/ must not import web/);
    const routes = await problems('server/db/leaky.ts', "import { playRoutes } from '../routes/plays.ts';\nexport const y = playRoutes;\n");
    expect(routes.join('\n')).toMatch(/must not import the routes/);
  });

  it('refuses import cycles', async () => {
    // server/db/plays-db.ts imports limits-db.ts; limits-db.ts importing it back closes a cycle.
    const found = await problems('server/db/limits-db.ts', "import { findPlay } from './plays-db.ts';\nexport const y = findPlay;\n");
    expect(found.join('\n')).toMatch(/import-x\/no-cycle/);
  });
});

describe('Ferdy Studio stays out of the site', () => {
  it('web/ and server/ may not import studio/', async () => {
    const web = await problems(
      'web/leaky.ts',
      "import { YamlEditor } from '../studio/web/yaml-editor.tsx';\nexport const x = YamlEditor;\n",
    );
    expect(web.join('\n')).toMatch(/authoring tool/);
    const server = await problems(
      'server/leaky.ts',
      "import { createStudioApp } from '../studio/server/studio-app.ts';\nexport const x = createStudioApp;\n",
    );
    expect(server.join('\n')).toMatch(/authoring tool/);
    const engine = await problems(
      'engine/leaky.ts',
      "import { firstItems } from '../studio/server/replay-items.ts';\nexport const x = firstItems;\n",
    );
    expect(engine.join('\n')).toMatch(/must not import server\/, web\/ or studio/);
  });

  it("the studio's browser side imports server code only as types", async () => {
    const values = await problems('studio/web/leaky.ts', "import { overview } from '../server/overview.ts';\nexport const x = overview;\n");
    expect(values.join('\n')).toMatch(/only with `import type`/);
    const types = await problems(
      'studio/web/fine.ts',
      "import type { Overview } from '../server/overview.ts';\nexport type X = Overview;\n",
    );
    expect(types).toEqual([]);
    const node = await problems('studio/web/leaky.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n");
    expect(node.join('\n')).toMatch(/no Node built-ins/);
  });
});
