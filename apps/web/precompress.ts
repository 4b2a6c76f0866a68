import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a .br and a .gz beside every built asset worth compressing, once at build time: the
 * server sends them as they are (@fastify/static `preCompressed`), so a phone on a slow network
 * downloads a third of the bytes and the server spends no CPU compressing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mealbox-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const dir = join(outDir, 'assets');
      const files = (await readdir(dir)).filter((f) => /\.(js|css|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(join(dir, file));
          if (data.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(join(dir, `${file}.br`), br),
            writeFile(join(dir, `${file}.gz`), gzipped),
          ]);
        }),
      );
    },
  };
}
