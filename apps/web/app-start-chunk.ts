import { fileURLToPath } from 'node:url';
import { build, type Plugin, type PluginOption, type Rolldown } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const appStart = fileURLToPath(new URL('./src/app/start-browser.tsx', import.meta.url));

/**
 * One file for the code the app's start imports statically (React, React DOM, the router,
 * Emotion, MUI's core and the components of the header and footer, the query client, the app's
 * shell), which every page loads right after the first paint (docs/decisions/008).
 *
 * Left to itself the bundler splits that code by which lazy screens share each module: some 35
 * files, each compressed on its own, about 13 KB more in all than the same code in one file. Which
 * modules those are is only known once the bundler has tree-shaken the app (a feature's index.ts,
 * or a library's, names many modules the start never uses), so a first build without writing any
 * file (the same plugins, the bundler's own chunking) reads the modules of the chunks the app's
 * start imports, and the real build groups exactly those. Everything else keeps the bundler's own
 * chunks: the screens, the MUI components only some screens use, the cart drawer, the admin area,
 * and the entry's own imports (the entry must stay small and wait for the first paint).
 *
 * `plugins` are the build's transforming plugins (React's), used again by the first build.
 */
export function appStartChunk(plugins: PluginOption[]): Plugin {
  return {
    name: 'mealbox-app-start-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async config() {
      const modules = await appStartModules(plugins);
      const group: Rolldown.CodeSplittingGroup = {
        name: (id) => (modules.has(id) ? 'app-start' : null),
        debugName: 'app-start',
      };
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [group] } } } } };
    },
  };
}

/** The modules of the chunks the app's start imports statically, the entry's own excepted. */
async function appStartModules(plugins: PluginOption[]): Promise<Set<string>> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, sourcemap: false, modulePreload: false },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  );
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const item of output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const closure = (from: Rolldown.OutputChunk) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
    };
    visit(from.fileName);
    return seen;
  };
  const all = [...chunks.values()];
  const start = all.find((chunk) => chunk.facadeModuleId === appStart);
  const entry = all.find((chunk) => chunk.isEntry);
  if (!start || !entry)
    throw new Error('app-start-chunk: no entry or app start in the first build');
  const entryFiles = closure(entry);
  const modules = new Set<string>();
  for (const fileName of closure(start)) {
    if (entryFiles.has(fileName)) continue;
    for (const id of chunks.get(fileName)?.moduleIds ?? []) modules.add(id);
  }
  return modules;
}
