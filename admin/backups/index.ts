import BackupIcon from '@mui/icons-material/Backup';
import { BackupList } from './BackupList';

export { BackupHealthCard } from './BackupHealthCard';
export default { name: 'backups', list: BackupList, icon: BackupIcon };
