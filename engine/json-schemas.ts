import { z } from 'zod';
import { categoriesFileSchema } from './categories-schema.ts';
import { contentItemSchemas, contentKinds } from './content-schema.ts';
import { gameSchema } from './game-schema.ts';

/**
 * JSON Schemas for editors (yaml-language-server): completion and checks while an author types.
 * Generated from the same zod schemas the loader uses, so they can never disagree.
 */
export function jsonSchemas(): Record<string, unknown> {
  const opts = { io: 'input', unrepresentable: 'any' } as const;
  const contentSchema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Ferdy content set',
    type: 'object',
    required: ['set', 'kind', 'items'],
    properties: {
      $schema: { type: 'string' },
      set: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
      kind: { enum: contentKinds },
      description: { type: 'string' },
      items: { type: 'array', items: { anyOf: contentKinds.map((k) => z.toJSONSchema(contentItemSchemas[k], opts)) } },
    },
    additionalProperties: false,
  };
  return {
    'games/schema.json': { title: 'Ferdy game', ...z.toJSONSchema(gameSchema, opts) },
    'games/categories.schema.json': { title: 'Ferdy categories and category pages', ...z.toJSONSchema(categoriesFileSchema, opts) },
    'content/content-schema.json': contentSchema,
  };
}

export function renderJson(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}
