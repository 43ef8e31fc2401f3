/** Router base: every path inside the app ("/orders") is relative to it. */
export const PARTNER_BASENAME = '/partner';
