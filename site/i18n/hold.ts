/**
 * The texts of a held order on the tracking page ("Please confirm your order"), in both
 * languages. Apart from en-order/hi-order, which the home page loads too: only the tracking
 * page's chunk carries them, so the site's first load does not grow.
 */
/**
 * shared/trust.ts's confirmText and FAKE_REASON, written again here: importing that module
 * would give the site a chunk shared with the admin and one more entry in the first load's
 * preload map. tests/e2e/trust.test.ts checks the two agree.
 */
export const confirmText = (orderCode: string) => `CONFIRM ${orderCode}`;
export const FAKE_REASON = 'Fake / no one there';

export const holdTexts = {
  en: {
    title: 'Please confirm your order',
    text: (upi: boolean): string =>
      upi
        ? 'The kitchen starts once your UPI payment arrives. Pay below, or send the confirmation on WhatsApp.'
        : 'The kitchen starts cooking once you confirm. Tap the button to send the confirmation on WhatsApp, or wait for our call.',
    whatsapp: 'Confirm on WhatsApp',
    call: 'Or call us on',
    /** The reason a no-show's cancellation gives when the one who marked it wrote none. */
    fakeReason: 'Fake / no one there',
  },
  hi: {
    title: 'कृपया अपने ऑर्डर की पुष्टि करें',
    text: (upi: boolean): string =>
      upi
        ? 'आपका UPI भुगतान आते ही रसोई खाना बनाना शुरू करेगी। नीचे भुगतान करें, या व्हाट्सऐप पर पुष्टि भेजें।'
        : 'आपकी पुष्टि के बाद रसोई खाना बनाना शुरू करेगी। बटन दबाकर व्हाट्सऐप पर पुष्टि भेजें, या हमारे फ़ोन का इंतज़ार करें।',
    whatsapp: 'व्हाट्सऐप पर पुष्टि करें',
    call: 'या हमें फ़ोन करें:',
    fakeReason: 'फ़र्ज़ी / कोई नहीं मिला',
  },
};
