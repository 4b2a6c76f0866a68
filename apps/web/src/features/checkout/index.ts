// The checkout feature's public file: what other features may use.
export { boxNotReady } from './box-readiness';
