import { CouponList } from './CouponList';

export default { name: 'coupons', list: CouponList };
