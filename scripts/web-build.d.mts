/** True when the checkout has no web build or a source is newer than it. */
export function webBuildIsStale(checkout: any): boolean;
/** Builds the web app of the checkout; returns the exit status. */
export function buildWebApp(checkout: any, stdio?: string): number | null;
