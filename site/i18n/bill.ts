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
  },
  hi: {
    gstAdded: (gst: string) => `(GST 5% ${gst} शामिल)`,
    gst: 'जीएसटी (5%)',
    bill: 'बिल देखें और छापें',
  },
};
