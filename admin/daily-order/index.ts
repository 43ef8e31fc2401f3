export { DailyOrderPage } from './DailyOrderPage';
