// The load generator, forked by bench/run.mjs so it has an event loop of its own (the server is
// another process too). It takes one job per IPC message and answers with a summary:
// - a plain job goes to autocannon (the same request over and over);
// - a job with `lanes` or `queue` sends prepared requests (each with its own session, body or
//   idempotency key) over `connections` keep-alive connections, one request at a time on each:
//   lane i repeats its requests in turn for `duration` seconds; with `queue`, every connection
//   takes the next request until none is left. Each answer is checked against `expect`.
//   With `laneKey`, each connection carries on in its lane where the last job of that key left
//   it (the answer lists every connection's count of requests sent, `lanePositions`), so a lane
//   that alternates two writes keeps alternating across rounds. `byPath` in the answer has the
//   latencies of each request path on its own.
import autocannon from 'autocannon';
import { Client } from 'undici';

function runAutocannon(job) {
  return autocannon({ ...job, renderProgressBar: false, renderResultsTable: false }).then(
    (result) => ({
      requests: result.requests.total,
      durationSeconds: result.duration,
      reqPerSec: result.requests.total / result.duration,
      bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
      latency: {
        p50: result.latency.p50,
        p99: result.latency.p99,
        mean: result.latency.average,
        max: result.latency.max,
      },
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    }),
  );
}

/** The value at quantile q of sorted values (nearest rank), in ms with one decimal. */
function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return Math.round(value * 10) / 10;
}

/**
 * One request on the connection's client, its answer read whole. undici rather than node:http: on
 * two cores the generator's own work is taken from the server it measures, and node:http's client
 * cost 1.6–1.9 times as much CPU per request (autocannon, for the plain jobs, is as lean).
 */
async function send(client, request) {
  const answer = await client.request({
    method: request.method ?? 'GET',
    path: request.path,
    headers: request.headers,
    body: request.body,
  });
  return { status: answer.statusCode, body: await answer.body.text() };
}

/** Why an answer is not the expected one, or null when it is. */
function mismatch(expect, answer) {
  if (answer.status !== expect.status) {
    return `status ${answer.status}: ${answer.body.slice(0, 200)}`;
  }
  if (expect.json) {
    let parsed;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      return `not JSON: ${answer.body.slice(0, 200)}`;
    }
    for (const [key, value] of Object.entries(expect.json)) {
      if (parsed[key] !== value) return `${key} is ${JSON.stringify(parsed[key])}, not ${value}`;
    }
  }
  return null;
}

/** Per lane key: how many requests each connection has sent over every job of that key. */
const lanePositions = new Map();

function summariseLatencies(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    mean: sorted.reduce((sum, v) => sum + v, 0) / (sorted.length || 1),
    max: quantile(sorted, 1),
  };
}

async function runScripted(job) {
  const latencies = [];
  const pathLatencies = new Map();
  const positions = job.laneKey
    ? (lanePositions.get(job.laneKey) ?? Array(job.connections).fill(0))
    : Array(job.connections).fill(0);
  const problems = [];
  let wrongAnswers = 0;
  let errors = 0;
  const queue = job.queue ? [...job.queue] : null;
  const started = performance.now();
  const end = started + (job.duration ?? 0) * 1000;
  const clients = [];
  const origin = new URL(job.url).origin;

  async function connection(index) {
    // One keep-alive connection, one request at a time on it.
    const client = new Client(origin, { headersTimeout: 30_000, bodyTimeout: 30_000 });
    clients.push(client);
    const lane = job.lanes?.[index % job.lanes.length];
    for (let n = positions[index]; ; n++) {
      let request;
      if (queue) {
        request = queue.shift();
        if (!request) return;
      } else {
        if (performance.now() >= end) return;
        request = lane[n % lane.length];
      }
      const sent = performance.now();
      positions[index] = n + 1;
      try {
        const answer = await send(client, request);
        const took = performance.now() - sent;
        latencies.push(took);
        if (!pathLatencies.has(request.path)) pathLatencies.set(request.path, []);
        pathLatencies.get(request.path).push(took);
        const problem = mismatch(job.expect, answer);
        if (problem) {
          wrongAnswers++;
          if (problems.length < 5) problems.push(problem);
        }
      } catch (error) {
        errors++;
        if (problems.length < 5) problems.push(String(error?.message ?? error));
      }
    }
  }

  await Promise.all(Array.from({ length: job.connections }, (_, i) => connection(i)));
  const durationSeconds = (performance.now() - started) / 1000;
  await Promise.all(clients.map((client) => client.destroy()));
  if (job.laneKey) lanePositions.set(job.laneKey, positions);
  return {
    requests: latencies.length,
    durationSeconds,
    reqPerSec: latencies.length / durationSeconds,
    latency: summariseLatencies(latencies),
    byPath: Object.fromEntries(
      [...pathLatencies].map(([path, list]) => [
        path,
        {
          requests: list.length,
          reqPerSec: list.length / durationSeconds,
          latency: summariseLatencies(list),
        },
      ]),
    ),
    ...(job.laneKey ? { lanePositions: [...positions] } : {}),
    // As autocannon counts them: answers other than the expected one, failed connections.
    non2xx: wrongAnswers,
    errors,
    timeouts: 0,
    problems,
  };
}

process.on('message', (job) => {
  (job.lanes || job.queue ? runScripted(job) : runAutocannon(job))
    .then((result) => process.send({ ok: true, result }))
    .catch((error) => {
      process.send({ ok: false, error: String(error?.stack ?? error) });
    });
});
