// The wizard feature's public file: what other features may use.
export { WizardSteps } from './wizard-steps';
