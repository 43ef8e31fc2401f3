export { EarningsPage } from './EarningsPage';
