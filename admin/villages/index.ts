import { VillageList } from './VillageList';

export default { name: 'villages', list: VillageList };
