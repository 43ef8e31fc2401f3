import CampaignIcon from '@mui/icons-material/Campaign';
import { NotificationList } from './NotificationList';
import type { Notification } from './types';

export default {
  name: 'notifications',
  list: NotificationList,
  icon: CampaignIcon,
  recordRepresentation: (notification: Notification) => notification.message,
};
