import type { TEnv } from './env';

/** Public origin of this instance: PUBLIC_URL, else localhost on the configured port. */
export function publicUrlOf(env: TEnv): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/** Origins trusted for browser requests: this instance's, and localhost outside production. */
export function allowedOriginsOf(env: TEnv, publicUrl: string): string[] {
  const origins = [new URL(publicUrl).origin];
  if (env.NODE_ENV !== 'production') origins.push(`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`);
  return [...new Set(origins)];
}

/** Google sign-in's client, where both its id and secret are configured. */
export function googleSignInOf(env: TEnv): { clientId: string; clientSecret: string } | undefined {
  return env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
    : undefined;
}
