import http from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface Answer {
  status: number;
  /** The answer's ETag, to name in If-None-Match next time. */
  etag?: string | undefined;
  /** Decoded when first read: the load test only counts statuses, as a browser's network layer would not. */
  readonly body: string;
}

/** A keep-alive HTTP client with little overhead of its own, so the server is what gets measured. */
export function httpClient(baseUrl: string, maxSockets = 64) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  let cookie = '';
  const request = (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            accept: 'application/json',
            // As every browser asks; a body is unzipped only when someone reads it.
            'accept-encoding': 'gzip',
            ...(cookie === '' ? {} : { cookie }),
            ...extraHeaders,
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': payload.length }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const setCookie = res.headers['set-cookie']?.[0];
            if (setCookie !== undefined && path.includes('login')) cookie = setCookie.split(';')[0]!;
            const bytes = Buffer.concat(chunks);
            const zipped = res.headers['content-encoding'] === 'gzip';
            let body: string | undefined;
            resolve({
              status: res.statusCode ?? 0,
              etag: res.headers.etag,
              get body() {
                return (body ??= (zipped ? gunzipSync(bytes) : bytes).toString());
              },
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  return {
    get: (path: string) => request('GET', path),
    post: (path: string, body: unknown, headers?: Record<string, string>) => request('POST', path, body, headers),
    signIn: async (email: string, password: string) => {
      const answer = await request('POST', '/api/transportation/login.php', { email, password });
      if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
    },
    close: () => agent.destroy(),
  };
}
export type HttpClient = ReturnType<typeof httpClient>;
