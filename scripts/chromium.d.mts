/** The browser's executable in an environment: CHROMIUM_PATH, else Debian's package's. */
export function chromiumPathIn(env: Record<string, string | undefined>): string;
/** The browser's executable: CHROMIUM_PATH, else Debian's package. */
export const chromiumPath: string;
/** Flags for a headless run in a container, without background traffic of the browser's own. */
export const chromiumArgs: string[];
