/**
 * The GST and bill texts of checkout and the tracking page, in both languages. Apart from
 * en-order/hi-order, which the home page loads too: only those pages' chunks carry them, so
 * the site's first load does not grow.
 */
export const billTexts = {
  en: {
    gstAdded: (gst: string) => `(GST 5% ${gst} included)`,
    gst: 'GST (5%)',
    bill: 'View and print the bill',
    discount: (code: string) => `Coupon ${code}`,
    couponLater: 'Checked when you place the order; with your details filled in, the discount shows here first.',
  },
  hi: {
    gstAdded: (gst: string) => `(GST 5% ${gst} शामिल)`,
    gst: 'जीएसटी (5%)',
    bill: 'बिल देखें और छापें',
    discount: (code: string) => `कूपन ${code}`,
    couponLater: 'ऑर्डर करते समय जाँचा जाएगा; आपकी जानकारी भरने पर छूट पहले यहीं दिखेगी।',
  },
};
