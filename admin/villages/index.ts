import HolidayVillageIcon from '@mui/icons-material/HolidayVillage';
import { VillageList } from './VillageList';
import type { Village } from './types';

export default {
  name: 'villages',
  list: VillageList,
  icon: HolidayVillageIcon,
  recordRepresentation: (village: Village) => village.name,
};
