import BlockIcon from '@mui/icons-material/Block';
import { BlocklistCreate } from './BlocklistCreate';
import { BlocklistList } from './BlocklistList';

/** Phone numbers with strikes ("fake / no one there") or blocked by hand, and their standing; the owner blocks and clears them. */
export default {
  name: 'blocklist',
  list: BlocklistList,
  create: BlocklistCreate,
  icon: BlockIcon,
  recordRepresentation: 'phone',
};
