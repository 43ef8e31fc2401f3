import BlockIcon from '@mui/icons-material/Block';
import { BlocklistList } from './BlocklistList';

/** Phone numbers with strikes ("fake / no one there") and their standing; the owner clears them. */
export default { name: 'blocklist', list: BlocklistList, icon: BlockIcon, recordRepresentation: 'phone' };
