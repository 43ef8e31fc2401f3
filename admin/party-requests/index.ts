import CelebrationIcon from '@mui/icons-material/Celebration';
import { PartyRequestList } from './PartyRequestList';
import { PartyRequestEdit } from './PartyRequestEdit';
import { PartyRequestCreate } from './PartyRequestCreate';
import type { PartyRequest } from '../../shared/api/partyRequests';

/** Party orders: requests from the site and phone calls, the owner's quote, the advance, the order it becomes. */
export default {
  name: 'party-requests',
  list: PartyRequestList,
  edit: PartyRequestEdit,
  create: PartyRequestCreate,
  icon: CelebrationIcon,
  recordRepresentation: (p: PartyRequest) => p.code,
};
