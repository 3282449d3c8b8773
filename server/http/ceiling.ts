import type { FastifyInstance } from 'fastify';
import { rateLimited } from '../domain/errors';

/**
 * A general per-address request ceiling (fixed one-minute windows), kept in process memory:
 * it only guards each process against floods; the limits that must agree across processes
 * (logins, registrations) live in the database.
 */
export function registerRequestCeiling(app: FastifyInstance, perMinute: number, now: () => number) {
  if (perMinute <= 0) return;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [ip, window] of windows) if (window.resetAt <= time) windows.delete(ip);
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  app.addHook('onRequest', (request, _reply, done) => {
    const time = now();
    let window = windows.get(request.ip);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + 60_000 };
      windows.set(request.ip, window);
    }
    window.count += 1;
    done(window.count > perMinute ? rateLimited() : undefined);
  });
}
