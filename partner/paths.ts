/** Router base: every path inside the app ("/orders") is relative to it. */
export const PARTNER_BASENAME = '/partner';

/** The performance mark the light first screen sets when it shows its list (scripts/bench-phone.ts, tests/e2e/partner-first-screen.test.ts). */
export const FIRST_CARD_MARK = 'partner:first-card';
