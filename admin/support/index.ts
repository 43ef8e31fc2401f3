import { SupportList } from './SupportList';

export default { name: 'support', list: SupportList };
