import type { FastifyInstance } from 'fastify';

export interface FastifyRoute {
  method: string;
  url: string;
}

/**
 * Every route Fastify holds, read from its own route tree (`printRoutes`), not from anything the app
 * keeps itself. HEAD is left out: Fastify adds one to every GET.
 */
export function fastifyRoutes(app: FastifyInstance): FastifyRoute[] {
  const routes: FastifyRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (node === null) continue;
    const depth = node[1]!.length / 4;
    const url = (depth === 0 ? '' : prefixes[depth - 1]!) + node[2]!;
    prefixes[depth] = url;
    for (const method of node[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}
