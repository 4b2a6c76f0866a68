import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'light-my-request';
import type { StoreApp } from './test-app.ts';

/** Headers of one connection (RFC 9110, 7.6.1): each hop has its own, the others pass unchanged. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * Sends a request on to `upstream` as it came (method, path, headers, cookies and body) and its
 * answer back as it came; 502 when the upstream cannot be reached.
 */
export function forward(req: IncomingMessage, res: ServerResponse, upstream: URL): void {
  const onward = http.request(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: endToEnd(req.headers),
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      answer.pipe(res);
    },
  );
  onward.once('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`${upstream.origin}: ${error.message}`);
  });
  req.pipe(onward);
}

/** A load balancer in front of several server processes of one store. */
export interface RoundRobinProxy {
  url: string;
  /** The upstream each request was sent to (its index among the upstreams), in order. */
  routed: number[];
  /** Takes an upstream out of the rotation, as a balancer's health check does with a dead one. */
  drop(upstream: string): void;
  close(): Promise<void>;
}

/**
 * A round-robin proxy on a free loopback port: each request goes to the next upstream in turn
 * (no sticky sessions), forwarded unchanged.
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const dropped = new Set<number>();
  const routed: number[] = [];
  let turn = 0;
  const server = http.createServer((req, res) => {
    let at = turn++ % targets.length;
    for (let tried = 1; dropped.has(at) && tried < targets.length; tried += 1) {
      at = turn++ % targets.length;
    }
    routed.push(at);
    forward(req, res, targets[at]!);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routed,
    drop(upstream) {
      dropped.add(upstreams.indexOf(upstream));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The store at `url` as the tests' `Visitor` talks to an app: every request injected into it goes
 * out over the network, as a browser's would.
 */
export function overHttp(url: string): StoreApp {
  const target = new URL(url);
  return { inject: (options) => inject((req, res) => forward(req, res, target), options) };
}
