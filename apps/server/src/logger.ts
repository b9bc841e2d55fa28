import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

/**
 * The process's one logger: JSON lines on stdout (pino, the logger Fastify is built around), so a
 * log collector can index them. The database layer and the HTTP server share it; Fastify adds the
 * request id to every line logged while serving a request.
 */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    // Fastify's serializers log no headers today; these paths keep credentials out if one is added.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });
}

const SEVERITY: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

/**
 * The quieter of two levels. A route-level `logLevel` replaces the server's for that route, so
 * lowering noise on one route (health probes) must never raise it above the server's setting.
 */
export function quieterOf(a: LogLevel, b: LogLevel): LogLevel {
  return SEVERITY[a] >= SEVERITY[b] ? a : b;
}
