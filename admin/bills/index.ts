export { BillsPage } from './BillsPage';
