import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes SQL migrations from api/db/schema.ts; the api applies them on start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
});
