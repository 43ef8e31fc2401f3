import { UserList } from './UserList';

export default { name: 'users', list: UserList };
