import { types as pgliteTypes, type ParserOptions } from '@electric-sql/pglite';

/**
 * The types drizzle's PGlite driver reads as text (it maps them itself), by its per-query parsers:
 * timestamps, timestamps with time zone, intervals and dates, keyed to their array types, and
 * numeric arrays.
 */
const TEXT_TYPES: Array<[element: number, array: number]> = [
  [pgliteTypes.TIMESTAMP, 1115],
  [pgliteTypes.TIMESTAMPTZ, 1185],
  [pgliteTypes.INTERVAL, 1187],
  [pgliteTypes.DATE, 1182],
  [pgliteTypes.NUMERIC, 1231],
];
const asText = (value: string) => value;

/** drizzle's parsers. */
export const DRIZZLE_PARSERS: ParserOptions = Object.fromEntries(
  TEXT_TYPES.flatMap(([element, array]) =>
    element === pgliteTypes.NUMERIC
      ? [[array, asText]]
      : [
          [element, asText],
          [array, asText],
        ],
  ),
);

/** PGlite's own parsers for the same types, as a PGlite instance has them by default. */
export const PGLITE_PARSERS: ParserOptions = Object.fromEntries(
  TEXT_TYPES.flatMap(([element, array]) => {
    const parse = pgliteTypes.parsers[element] ?? asText;
    const parseArray = (value: string): unknown => pgliteTypes.arrayParser(value, parse, array);
    return element === pgliteTypes.NUMERIC
      ? [[array, parseArray]]
      : [
          [element, parse],
          [array, parseArray],
        ];
  }),
);
