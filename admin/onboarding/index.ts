import AssignmentIcon from '@mui/icons-material/Assignment';
import { OnboardingList } from './OnboardingList';
import type { Application } from './types';

export default {
  name: 'onboarding',
  list: OnboardingList,
  icon: AssignmentIcon,
  recordRepresentation: (application: Application) => application.name,
};
