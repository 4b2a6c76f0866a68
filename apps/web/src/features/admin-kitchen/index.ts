// The kitchen's production report: a week's meals to cook per channel, confirmed and forecast,
// regular meals and larger portions apart, printable.
export { KitchenReportPage } from './components/kitchen-report';
