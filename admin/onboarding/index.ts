import { OnboardingList } from './OnboardingList';

export default { name: 'onboarding', list: OnboardingList };
