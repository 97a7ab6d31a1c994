import pino, { type DestinationStream, type Logger } from 'pino';
import type { TEnv } from './config/env';

/** Paths that may carry secrets; pino replaces them before a line is written. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.apiKey',
  '*.secret',
];

/** JSON logs (pretty on a development terminal); `destination` lets tests read what would be written. */
export function createLogger(env: Pick<TEnv, 'NODE_ENV' | 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = { level: env.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } };
  if (destination) return pino(options, destination);
  const pretty = env.NODE_ENV === 'development' && process.stdout.isTTY;
  return pino({
    ...options,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
