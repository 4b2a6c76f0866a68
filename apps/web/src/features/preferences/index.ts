// The preferences feature's public file: what other features may use.
export { useFavouriteToggle } from './use-favourite-toggle';
