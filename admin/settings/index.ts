import TuneIcon from '@mui/icons-material/Tune';
import { SettingsPage } from './SettingsPage';

/** The owner's limits against prank cash orders: one record, edited on its own page (/settings). */
export default { name: 'settings', icon: TuneIcon, page: SettingsPage };
