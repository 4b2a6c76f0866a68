/** A favourite marked or unmarked ahead of the server: the newest first, each meal once. */
export function withFavourite(favourites: readonly string[], sku: string, on: boolean): string[] {
  const others = favourites.filter((s) => s !== sku);
  return on ? [sku, ...others] : others;
}
