import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { SupportList } from './SupportList';
import type { Ticket } from './types';

export default {
  name: 'support',
  list: SupportList,
  icon: SupportAgentIcon,
  recordRepresentation: (ticket: Ticket) => ticket.customer,
};
