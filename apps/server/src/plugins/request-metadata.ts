import { RequestMetadata } from '@mealbox/contracts';

const MAX_HEADER_LENGTH = 4096;

/** X-Request-Metadata is client input: anything malformed is dropped, never trusted or fatal. */
export function parseRequestMetadata(
  header: string | string[] | undefined,
): RequestMetadata | null {
  if (typeof header !== 'string' || header.length === 0 || header.length > MAX_HEADER_LENGTH) {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(header);
  } catch {
    return null;
  }
  const parsed = RequestMetadata.safeParse(json);
  return parsed.success ? parsed.data : null;
}
