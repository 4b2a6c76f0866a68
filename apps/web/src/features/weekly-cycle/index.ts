// The weekly cycle feature's public file: what screens and other features may use.
export { PreselectionConfirmation } from './components/preselection-confirmation';
