import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { CouponList } from './CouponList';
import type { Coupon } from './types';

export default {
  name: 'coupons',
  list: CouponList,
  icon: LocalOfferIcon,
  recordRepresentation: (coupon: Coupon) => coupon.code,
};
