/** The machine as the decisions see it. */
export interface System {
  env: Record<string, string | undefined>;
  isRoot: boolean;
  exists(path: string): boolean;
  list(dir: string): string[];
}
export function currentSystem(): System;
export const POSTGRES_SERVER_PROGRAMS: string[];
export const POSTGRES_CLIENT_PROGRAMS: string[];
/** The folder holding every one of PostgreSQL's `programs`: the PATH's, else Debian's newest. */
export function postgresBinDir(system: System, programs?: string[]): string | null;
export function missingPackages(system: System): Array<{ what: string; package: string }>;
export function installAdvice(missing: Array<{ what: string; package: string }>): string;
export function setupPlan(
  system: System,
):
  | { action: 'run' }
  | { action: 'install'; packages: string[]; missing: Array<{ what: string; package: string }> }
  | { action: 'stop'; message: string };
export function ensureSystemRequirements(system?: System): boolean;
