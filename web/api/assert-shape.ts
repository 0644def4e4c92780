import type { ZodType } from 'zod';
import { ApiError } from './client.ts';

// Its own module so that zod reaches only the routes that validate responses (the games),
// never the home page's first load.

export const invalidShapeMessage = 'Ungültige Antwort von der API';

export function assertShape<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    console.error(invalidShapeMessage, result.error.issues);
    throw new ApiError(200, 'invalid_shape', invalidShapeMessage);
  }
  return result.data;
}
