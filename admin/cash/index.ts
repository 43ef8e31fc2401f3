export { CashPage } from './CashPage';
