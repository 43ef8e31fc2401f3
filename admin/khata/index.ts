import MenuBookIcon from '@mui/icons-material/MenuBook';
import { KhataList } from './KhataList';
import { KhataCreate } from './KhataCreate';
import { KhataEdit } from './KhataEdit';
import type { Khata } from '../../shared/api/khata';

/** Udhaar (khata): regulars who eat on credit, what each owes, their statement and settlements. */
export default {
  name: 'khata',
  list: KhataList,
  create: KhataCreate,
  edit: KhataEdit,
  icon: MenuBookIcon,
  recordRepresentation: (k: Khata) => k.name,
};
