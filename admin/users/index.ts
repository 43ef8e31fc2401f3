import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList';
import type { User } from './types';

export default { name: 'users', list: UserList, icon: PeopleIcon, recordRepresentation: (user: User) => user.name };
