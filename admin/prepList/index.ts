export { PrepListPage } from './PrepListPage';
