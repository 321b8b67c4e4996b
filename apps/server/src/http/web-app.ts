import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './envelope';

const defaultDist = path.resolve(SERVER_ROOT, '..', 'web', 'dist');

/** Serves the built SPA with a history fallback; unknown /api paths answer 404 JSON. */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const dist = app.config.webDist ?? defaultDist;
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(errorBody('success', 'Not found'));
    }
    const file = request.url.split('?')[0]!;
    if (file.startsWith('/assets/')) return reply.status(404).send(errorBody('success', 'Not found'));
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
