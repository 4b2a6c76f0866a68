/**
 * A stand-in for the error-reporting service: accepts Sentry envelopes over HTTP and writes each
 * one to a file, so tests can see what the browser and the server reported.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

export async function startSentryReceiver({ port, host, dir }) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = createServer((req, res) => {
    // The browser SDK posts cross-origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      count += 1;
      writeFileSync(join(dir, `${Date.now()}-${count}.envelope`), Buffer.concat(chunks));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}
