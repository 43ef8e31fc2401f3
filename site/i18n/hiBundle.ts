/** Everything Hindi: the messages and the policy pages. Imported by the browser on /hi/… pages only (its own chunk). */
import type { LanguagePack } from './context';
import { hi } from './hi';
import { hiMeta } from './hi-meta';
import { hiOrder } from './hi-order';
import { menuInHindi } from './hiMenu';
import { PrivacyPolicyHi } from '../pages/hi/PrivacyPolicyHi';
import { TermsConditionsHi } from '../pages/hi/TermsConditionsHi';
import { RefundCancellationHi } from '../pages/hi/RefundCancellationHi';

export const hindiPack: LanguagePack = {
  lang: 'hi',
  t: hi,
  order: hiOrder,
  menu: menuInHindi,
  meta: hiMeta,
  policies: {
    '/privacy-policy': PrivacyPolicyHi,
    '/terms-conditions': TermsConditionsHi,
    '/refund-cancellation': RefundCancellationHi,
  },
};
