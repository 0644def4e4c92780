import { defineConfig } from 'drizzle-kit';

// The PostgreSQL migration set (DATABASE_URL=postgres://…); drizzle.config.ts is SQLite's.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/pg/schema.ts',
  out: './server/db/pg/migrations',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://localhost/ferdy' },
});
