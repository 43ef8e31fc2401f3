import { NotificationList } from './NotificationList';

export default { name: 'notifications', list: NotificationList };
