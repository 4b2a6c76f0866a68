import { fileURLToPath } from 'node:url';
import { build, type Plugin, type PluginOption, type Rolldown } from 'vite';
import { isMuiThemeCopy } from './mui-theme-no-vars';

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
      const groups: Rolldown.CodeSplittingGroup[] = APP_START_PARTS.map((name) => ({
        name,
        test: (id: string) => modules.has(id) && appStartPart(id) === name,
        // The modules are already the whole set: a group would otherwise take their dependencies
        // too, the entry's own (next-task.ts), and the entry would import the app's start
        // statically, fetched and run before the page is painted.
        includeDependenciesRecursively: false,
      }));
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}

/**
 * The app's start in four files, evaluated in turn by main.tsx, each in a task of its own: React,
 * the styling engine (Emotion, MUI's system), MUI's components and theme, then the rest. Evaluated
 * at once they were one long task on a phone (14–17 ms here, Total Blocking Time at Lighthouse's
 * slowdown); no one part is. Each file imports only those before it.
 */
const APP_START_PARTS = [
  'app-start-react',
  'app-start-styling',
  'app-start-mui',
  'app-start',
] as const;

const PACKAGES_OF_PART: [RegExp, (typeof APP_START_PARTS)[number]][] = [
  [/^(react|react-dom|scheduler)$/, 'app-start-react'],
  [/^@mui\/material$/, 'app-start-mui'],
  [
    /^(@emotion\/.*|@mui\/.*|stylis|@babel\/runtime|clsx|prop-types|react-is|hoist-non-react-statics)$/,
    'app-start-styling',
  ],
];

function appStartPart(id: string): (typeof APP_START_PARTS)[number] {
  if (isMuiThemeCopy(id)) return 'app-start-mui';
  const name = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/
    .exec(id)?.[1]
    ?.replace('\\', '/');
  return PACKAGES_OF_PART.find(([packages]) => name && packages.test(name))?.[1] ?? 'app-start';
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
