// The affiliates feature's public file: what screens and other features may use.
export { AffiliateWeeksList } from './components/affiliate-weeks-list';
export { SelectionEditor } from './components/selection-editor';
export { ForPartners } from './components/for-partners';
export { PlanSelectionPreview } from './components/plan-selection-preview';
