import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { errorBody } from './errors.ts';

/**
 * zod validation for a request part with our error shape. The message names the first
 * offending field so a developer sees it, in words a parent could read too.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
    const message = field
      ? `Ungültige Eingabe im Feld „${field}“: ${issue?.message ?? 'unbekannter Fehler'}`
      : `Ungültige Eingabe: ${issue?.message ?? 'unbekannter Fehler'}`;
    return c.json(errorBody('invalid_input', message), 400);
  });
}
