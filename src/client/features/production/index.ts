/**
 * Public surface of the production feature (docs/decisions/0065-production-feature.md), for
 * screens composing it with other features: the production panel of a submission's details —
 * the PDF proof beside the web version made from the accepted Word manuscript, the issue select
 * (editors) and the production metadata form (decisions 0028, 0032).
 */
export { ProductionPanel } from './components/production-panel';
