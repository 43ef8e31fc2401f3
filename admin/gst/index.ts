export { GstPage } from './GstPage';
