import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './worker/src/db/schema/index.ts',
  out: './migrations',
  casing: 'snake_case',
});
