import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>fleetledger</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  ctx = await createTestContext({ WEB_DIST: webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('serving the app', () => {
  it('falls back to index.html for app routes', async () => {
    for (const url of ['/', '/dashboard', '/job-table', '/invoice/12', '/some/unknown/page']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers unknown /api paths with 404 JSON, not the app', async () => {
    for (const [method, url] of [
      ['GET', '/api/transportation/nothing.php'],
      ['POST', '/api/whatever'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('tags every answer with a request id', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/transportation/session.php' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/transportation/session.php' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('refuses unsupported content types with a clear 4xx', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/transportation/login.php',
      payload: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Unsupported content type' });
  });
});

describe('server failures', () => {
  it('answer 500 with a request id and no stack trace', async () => {
    const broken = await createTestContext();
    await broken.database.pool.end();
    const response = await broken.app.inject({
      method: 'POST',
      url: '/api/transportation/login.php',
      payload: { email: 'a@b.test', password: 'whatever-pass' },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(body.message).toContain(body.requestId);
    expect(response.body).not.toMatch(/at .+\.ts:\d+/);
    await broken.app.close();
  });
});
