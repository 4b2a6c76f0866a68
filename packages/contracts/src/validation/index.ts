/** Spec §5's generic rules as zod helpers: `rules.required('Gift Card', { max: 64 })`. */
export * as rules from './rules.ts';
export type { RequiredOptions } from './rules.ts';
