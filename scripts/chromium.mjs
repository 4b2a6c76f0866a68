// The Chromium every tool of the project drives (end-to-end tests, the bundle check, Lighthouse):
// the system's browser, since no step may download one, started headless and kept off the network
// except for the store under test.

/** The browser's executable in an environment: CHROMIUM_PATH, else Debian's package's. */
export function chromiumPathIn(env) {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** The browser's executable: CHROMIUM_PATH, else Debian's package. */
export const chromiumPath = chromiumPathIn(process.env);

/** Flags for a headless run in a container, without background traffic of the browser's own. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
