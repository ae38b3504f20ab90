import { z } from 'zod';

const port = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be an integer between 1 and 65535`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be an integer between 1 and 65535`).max(65535, `${name} must be an integer between 1 and 65535`));

const WebEnv = z.object({
  PORT: port('PORT').default(3000),
  API_PORT: port('API_PORT').default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  API_URL: z.url({ error: 'API_URL must be an absolute URL' }).optional(),
  /** The site's public origin for canonical and hreflang links. */
  PUBLIC_ORIGIN: z.url({ error: 'PUBLIC_ORIGIN must be an absolute URL' }).optional(),
  /** §7/§4: 'cookie' (Sanctum SPA sessions, the default) or 'token' (a bearer token kept in storage). */
  AUTH_MODE: z.enum(['cookie', 'token'], { error: 'AUTH_MODE must be cookie or token' }).default('cookie'),
});

export interface WebConfig {
  port: number;
  host: string;
  /** The API's public base URL (architecture §5), the same for the server's and the browser's calls. */
  apiUrl: string;
  publicOrigin: string;
  authMode: 'cookie' | 'token';
}

/** The web server's configuration from the environment; a bad value throws one line naming the variable. */
export function readWebConfig(env: Record<string, string | undefined> = process.env): WebConfig {
  const parsed = WebEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const { PORT, API_PORT, HOST, API_URL, PUBLIC_ORIGIN, AUTH_MODE } = parsed.data;
  return {
    port: PORT,
    host: HOST,
    apiUrl: (API_URL ?? `http://localhost:${API_PORT}`).replace(/\/$/, ''),
    publicOrigin: (PUBLIC_ORIGIN ?? `http://localhost:${PORT}`).replace(/\/$/, ''),
    authMode: AUTH_MODE,
  };
}
