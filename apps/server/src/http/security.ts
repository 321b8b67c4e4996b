import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { forbidden } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes and one <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: app.config.cookieSecure,
  });

  // A state-changing call from another site is refused before it reaches any route (CSRF).
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site request refused');
    const origin = request.headers.origin;
    if (origin === undefined || origin === 'null') {
      if (origin === 'null') throw forbidden('Cross-site request refused');
      return;
    }
    if (!sameOrigin(origin, request.protocol, request.headers.host)) throw forbidden('Cross-site request refused');
  });

  // What the API answers is one user's data at one moment: no cache, shared or private, keeps it.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
  });
}

/** Compares the origin's scheme and host with the request's, after URL normalisation (default ports dropped). */
function sameOrigin(origin: string, protocol: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  try {
    const originUrl = new URL(origin);
    const requestUrl = new URL(`${protocol}://${host}`);
    return originUrl.protocol === requestUrl.protocol && originUrl.host === requestUrl.host;
  } catch {
    return false;
  }
}
