// The load generator, forked by bench/run.mjs so autocannon has an event loop of its own (the
// server is another process too). It takes one job per IPC message and answers with a summary.
import autocannon from 'autocannon';

process.on('message', (job) => {
  autocannon({ ...job, renderProgressBar: false, renderResultsTable: false })
    .then((result) => {
      process.send({
        ok: true,
        result: {
          requests: result.requests.total,
          durationSeconds: result.duration,
          reqPerSec: result.requests.total / result.duration,
          bytesPerRequest: result.requests.total
            ? result.throughput.total / result.requests.total
            : 0,
          latency: {
            p50: result.latency.p50,
            p99: result.latency.p99,
            mean: result.latency.average,
            max: result.latency.max,
          },
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        },
      });
    })
    .catch((error) => {
      process.send({ ok: false, error: String(error?.stack ?? error) });
    });
});
