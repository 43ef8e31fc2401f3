/**
 * The server's messages in Hindi, for the people who meet them in Hindi: customers at checkout
 * and on the tracking page, cooks and riders in the partner app, partners signing in. The API
 * speaks English unless the request's Accept-Language prefers Hindi; field names in `errors`
 * stay as they are, only the texts change. A message not listed here stays English (the
 * admin's own messages, developer-facing validation).
 */
export type MessageLanguage = 'en' | 'hi';

/**
 * The language an Accept-Language header prefers among English and Hindi ("hi-IN,hi;q=0.9" →
 * hi). Absent, unknown or English first: en.
 */
export function preferredLanguage(header: string | undefined): MessageLanguage {
  if (!header) return 'en';
  let best: { lang: MessageLanguage; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'hi' && primary !== 'en') continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}

const STATUS_HI: Record<string, string> = {
  placed: 'नया',
  accepted: 'स्वीकार',
  preparing: 'बन रहा',
  'out for delivery': 'डिलीवरी पर निकला',
  out_for_delivery: 'डिलीवरी पर निकला',
  delivered: 'डिलीवर',
  cancelled: 'रद्द',
};
const status = (s: string) => STATUS_HI[s] ?? s;

const MONTHS_HI: Record<string, string> = {
  Jan: 'जनवरी',
  Feb: 'फ़रवरी',
  Mar: 'मार्च',
  Apr: 'अप्रैल',
  May: 'मई',
  Jun: 'जून',
  Jul: 'जुलाई',
  Aug: 'अगस्त',
  Sep: 'सितंबर',
  Oct: 'अक्टूबर',
  Nov: 'नवंबर',
  Dec: 'दिसंबर',
};
/** "8:15 PM", "8:15 PM tomorrow", "8:15 PM on 29 Nov" (shared/scheduling.ts dueLabel) in Hindi's order. */
function hindiWhen(when: string): string {
  const tomorrow = /^(.+) tomorrow$/.exec(when);
  if (tomorrow) return `कल ${tomorrow[1]}`;
  const on = /^(.+) on (\d+) (\w+)$/.exec(when);
  return on ? `${on[2]} ${MONTHS_HI[on[3]] ?? on[3]} को ${on[1]}` : when;
}

const EXACT: Record<string, string> = {
  // The dining hall: a guest at a table
  'Sent to the kitchen': 'रसोई में भेज दिया',
  'The bill is on its way': 'बिल आ रहा है',
  'This table’s QR code is not in use': 'इस टेबल का QR कोड अब चालू नहीं है',
  'No bill of this table to show: it is shown for 2 hours after the table is closed':
    'इस टेबल का कोई बिल दिखाने को नहीं है: बिल टेबल बंद होने के 2 घंटे तक दिखता है',
  'This round’s table is still eating: its one bill is issued when the table is closed':
    'इस राउंड की टेबल पर अभी खाना चल रहा है: पूरी बैठक का एक बिल टेबल बंद होने पर बनेगा',
  'This round was cancelled before the table was closed: it is on no bill':
    'यह राउंड टेबल बंद होने से पहले रद्द हुआ: यह किसी बिल में नहीं है',
  'Nothing has been ordered at this table yet': 'इस टेबल से अभी कुछ ऑर्डर नहीं हुआ है',
  // A full disk on the server: nothing was taken, try again shortly
  'We cannot take orders right now': 'अभी हम ऑर्डर नहीं ले पा रहे हैं',
  // Checkout
  'Name is required': 'नाम लिखें',
  'Email or phone is required': 'ई-मेल या मोबाइल नंबर लिखें',
  'Email is invalid': 'ई-मेल सही नहीं है',
  'Message is required': 'संदेश लिखें',
  'Village name is required': 'गाँव का नाम लिखें',
  'Thank you! We will call you when we deliver to your village.':
    'धन्यवाद! आपके गाँव में डिलीवरी शुरू होते ही हम आपको फ़ोन करेंगे।',
  // Rating a delivered order
  'An order can be rated once it is delivered': 'ऑर्डर पहुँचने के बाद ही रेटिंग दी जा सकती है',
  'This order is already rated': 'इस ऑर्डर को रेटिंग दी जा चुकी है',
  'Thank you for rating your order.': 'रेटिंग देने के लिए धन्यवाद।',
  'Message sent! We will contact you soon.': 'संदेश भेज दिया गया! हम जल्द ही आपसे संपर्क करेंगे।',
  'Choose delivery or pickup': 'डिलीवरी या पिकअप चुनें',
  'Choose your village': 'अपना गाँव चुनें',
  'We do not deliver to this village yet': 'इस गाँव में अभी डिलीवरी नहीं होती',
  'Address is required for delivery': 'डिलीवरी के लिए पता लिखें',
  'Your cart is empty': 'आपका कार्ट खाली है',
  'A dish in your cart is no longer on the menu': 'आपके कार्ट का एक व्यंजन अब मेन्यू में नहीं है',
  'Phone must be 10 digits': 'मोबाइल नंबर 10 अंकों का होना चाहिए',
  'Phone must be a mobile number starting with 6, 7, 8 or 9': 'मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए',
  'Closed now — not taking orders at the moment': 'अभी बंद है — इस समय ऑर्डर नहीं ले रहे',
  'Online ordering is not open yet: no kitchen sells on the site': 'ऑनलाइन ऑर्डर अभी शुरू नहीं हुए हैं',
  'No kitchen sells on the site yet': 'ऑनलाइन ऑर्डर अभी शुरू नहीं हुए हैं',
  'This Idempotency-Key was already used for a different order': 'यह ऑर्डर पहले ही दूसरी जानकारी के साथ भेजा जा चुका है',
  // Coupons and payment at checkout
  'Only one coupon per order': 'एक ऑर्डर पर एक ही कूपन लगता है',
  'This coupon code does not exist': 'यह कूपन कोड मौजूद नहीं है',
  'This coupon is not active': 'यह कूपन अभी चालू नहीं है',
  'This coupon is not valid yet': 'यह कूपन अभी शुरू नहीं हुआ है',
  'This coupon has expired': 'इस कूपन की तारीख निकल चुकी है',
  'This coupon is only for delivery orders': 'यह कूपन सिर्फ़ डिलीवरी ऑर्डर पर लगता है',
  'This coupon has been used up': 'यह कूपन पूरा इस्तेमाल हो चुका है',
  'This phone number has already used this coupon': 'इस मोबाइल नंबर से यह कूपन पहले ही इस्तेमाल हो चुका है',
  'This kitchen does not take UPI yet: choose cash': 'यह रसोई अभी UPI नहीं लेती: नकद चुनें',
  // The answer to a placed order: how the customer pays
  'Order placed. Pay in cash on delivery.': 'ऑर्डर हो गया। डिलीवरी पर नकद भुगतान करें।',
  'Order placed. Pay in cash at pickup.': 'ऑर्डर हो गया। लेते समय नकद भुगतान करें।',
  'Order placed. Pay by UPI now.': 'ऑर्डर हो गया। अभी UPI से भुगतान करें।',
  'Order placed. Nothing to pay.': 'ऑर्डर हो गया। कुछ भुगतान नहीं करना है।',
  'The payment is already confirmed': 'भुगतान की पुष्टि पहले ही हो चुकी है',
  'A cancelled order takes no payment': 'रद्द ऑर्डर पर भुगतान नहीं लिया जाता',
  'This order is paid: call the restaurant to cancel it and get your money back':
    'इस ऑर्डर का भुगतान हो चुका है: रद्द करने और पैसे वापस पाने के लिए रसोई को फ़ोन करें',
  'UTR must be the 12-digit UPI reference': 'UTR, UPI का 12 अंकों का नंबर होना चाहिए',
  // Prank orders: a number with strikes, a held order
  'This phone number cannot order online. Please call the restaurant.':
    'इस मोबाइल नंबर से ऑनलाइन ऑर्डर नहीं हो सकता। कृपया रसोई को फ़ोन करें।',
  'This phone number can order only with UPI, paid first: choose UPI':
    'इस मोबाइल नंबर से सिर्फ़ UPI से, पहले भुगतान करके, ऑर्डर हो सकता है: UPI चुनें',
  'A cancelled order cannot be confirmed': 'रद्द ऑर्डर की पुष्टि नहीं हो सकती',
  'This order is not waiting to be confirmed': 'यह ऑर्डर पुष्टि का इंतज़ार नहीं कर रहा',
  'The order is already confirmed': 'ऑर्डर की पुष्टि पहले ही हो चुकी है',
  'This order is already marked fake': 'यह ऑर्डर पहले ही फ़र्ज़ी बताया जा चुका है',
  'This order has no phone number to mark': 'इस ऑर्डर पर कोई मोबाइल नंबर नहीं है',
  'Send confirm or fake on its own, without other changes': 'पुष्टि या फ़र्ज़ी अकेले भेजें, किसी और बदलाव के साथ नहीं',
  'Send a status, acknowledged: true or fake: true': 'नई स्थिति, "देख लिया" या "फ़र्ज़ी" भेजें',
  'A reason is given only with fake: true': 'कारण सिर्फ़ फ़र्ज़ी बताते समय दिया जाता है',
  'Order confirmed.': 'ऑर्डर की पुष्टि हो गई।',
  'Order marked fake: the number has a strike.': 'ऑर्डर फ़र्ज़ी बताया गया: नंबर पर एक स्ट्राइक लगी।',
  // Tracking and the partner apps
  'Order not found': 'ऑर्डर नहीं मिला',
  'Restaurant not found': 'रसोई नहीं मिली',
  'Dish not found': 'व्यंजन नहीं मिला',
  // Printers
  'Printer not found': 'प्रिंटर नहीं मिला',
  'Printer added': 'प्रिंटर जुड़ गया',
  'Printer saved': 'प्रिंटर सहेजा गया',
  'Printer removed': 'प्रिंटर हटा दिया',
  'Test print sent': 'टेस्ट प्रिंट भेजा गया',
  'Give the printer a name': 'प्रिंटर का नाम लिखें',
  'A network printer needs its address (IP or hostname)': 'नेटवर्क प्रिंटर का पता (IP या होस्टनेम) लिखें',
  'Enter the printer’s IPv4 address (such as 192.168.1.50) or its hostname':
    'प्रिंटर का IPv4 पता (जैसे 192.168.1.50) या उसका होस्टनेम लिखें',
  'A printer cannot be on this server itself (loopback) or a link-local address':
    'प्रिंटर इसी सर्वर (loopback) या link-local पते पर नहीं हो सकता',
  'The printer must be on the kitchen’s own network (an address such as 192.168.1.50, 10.0.0.20 or 172.16.0.5)':
    'प्रिंटर रसोई के अपने नेटवर्क पर हो (पता जैसे 192.168.1.50, 10.0.0.20 या 172.16.0.5)',
  'Say which of your restaurants the printer is in': 'बताएँ कि प्रिंटर आपकी किस रसोई में है',
  'This printer is driven by your browser: print the test from the app':
    'यह प्रिंटर आपका ब्राउज़र चलाता है: टेस्ट प्रिंट ऐप से करें',
  'No network printer of this kitchen prints this ticket': 'इस रसोई का कोई नेटवर्क प्रिंटर यह पर्ची नहीं छापता',
  'Send isActive or autoPrintKot': 'isActive या autoPrintKot भेजें',
  'The KOT prints by itself at Accept': 'स्वीकार करते ही KOT अपने-आप छपेगा',
  'The KOT prints only when asked': 'KOT सिर्फ़ माँगने पर छपेगा',
  'This order has no bill': 'इस ऑर्डर का बिल नहीं है',
  'Order is already marked ready': 'ऑर्डर पहले ही तैयार बताया जा चुका है',
  'Only a pickup order is handed over by the kitchen; the rider delivers this one':
    'रसोई सिर्फ़ पिकअप ऑर्डर सौंपती है; यह ऑर्डर राइडर पहुँचाएगा',
  'A pickup order is not sent out for delivery: mark it delivered when the customer collects it':
    'पिकअप ऑर्डर डिलीवरी पर नहीं जाता: ग्राहक के ले जाने पर इसे डिलीवर करें',
  'Assign a delivery person before sending the order out for delivery': 'डिलीवरी पर भेजने से पहले राइडर चुनें',
  'The kitchen has not accepted this order yet: it cannot be picked up':
    'रसोई ने यह ऑर्डर अभी स्वीकार नहीं किया है: इसे अभी नहीं उठाया जा सकता',
  'Mark the order picked up before delivering it': 'डिलीवर करने से पहले ऑर्डर को उठाया हुआ बताएँ',
  'Send either a status or ready: true': 'या तो नई स्थिति भेजें या "तैयार"',
  'A reason is given only when cancelling': 'कारण सिर्फ़ रद्द करते समय दिया जाता है',
  'The kitchen app does not do this to an order': 'रसोई ऐप से ऑर्डर पर यह काम नहीं होता',
  'The rider app does not do this to an order': 'राइडर ऐप से ऑर्डर पर यह काम नहीं होता',
  'Your account is waiting for approval by the Gaon Rasoi team': 'आपका खाता गाँव रसोई टीम की मंज़ूरी का इंतज़ार कर रहा है',
  'This Idempotency-Key was already used for a different request': 'यह बदलाव पहले ही दूसरी जानकारी के साथ भेजा जा चुका है',
  'A request with this Idempotency-Key is still being answered: try again in a moment':
    'यह बदलाव अभी भेजा जा रहा है: थोड़ी देर में फिर कोशिश करें',
  'You have an order out for delivery: deliver it before going on leave':
    'आपका एक ऑर्डर डिलीवरी पर है: छुट्टी से पहले उसे पहुँचाएँ',
  // Party orders
  'Thank you! We will send you a quote soon.': 'धन्यवाद! हम जल्द ही आपको खाने का भाव (कोटेशन) भेजेंगे।',
  'Quote accepted. Pay the advance by UPI.': 'कोटेशन स्वीकार हो गया। अग्रिम राशि UPI से भेजें।',
  'Thank you! We will confirm your advance soon.': 'धन्यवाद! हम जल्द ही आपकी अग्रिम राशि की पुष्टि करेंगे।',
  'Party request not found': 'पार्टी का अनुरोध नहीं मिला',
  'Party orders are not open yet: no kitchen sells on the site': 'पार्टी ऑर्डर अभी शुरू नहीं हुए हैं',
  'We do not know this village: write it in the address': 'यह गाँव हमारी सूची में नहीं है: इसे पते में लिखें',
  'Choose a date from tomorrow on': 'कल या उसके बाद की तारीख़ चुनें',
  'Date must be a day, YYYY-MM-DD': 'तारीख़ सही नहीं है',
  'Choose a date within the next year': 'अगले एक साल के अंदर की तारीख़ चुनें',
  'Time must be HH:MM, e.g. 13:30': 'समय HH:MM में लिखें, जैसे 13:30',
  'There is no quote to accept yet': 'अभी स्वीकार करने के लिए कोई कोटेशन नहीं है',
  'Accept the quote first': 'पहले कोटेशन स्वीकार करें',
  'The advance is already confirmed': 'अग्रिम राशि की पुष्टि पहले ही हो चुकी है',
  // Signing in
  'Invalid email or password': 'ई-मेल/मोबाइल नंबर या पासवर्ड गलत है',
  'Enter your mobile number or e-mail': 'अपना मोबाइल नंबर या ई-मेल लिखें',
  'Several accounts have this mobile number: sign in with your e-mail': 'इस मोबाइल नंबर से कई खाते हैं: ई-मेल से लॉगिन करें',
  'Session expired, please log in again': 'सत्र समाप्त हो गया, फिर से लॉगिन करें',
  'Authentication required': 'लॉगिन ज़रूरी है',
  'Email is already registered': 'यह ई-मेल पहले से दर्ज है',
  // A kitchen or rider signing up in the partner app
  'Email is required': 'ई-मेल लिखें',
  'Phone is required': 'मोबाइल नंबर लिखें',
  'Password is required': 'पासवर्ड लिखें',
  'Password must be at least 6 characters': 'पासवर्ड कम से कम 6 अक्षरों का हो',
  'Vehicle number is required': 'गाड़ी का नंबर लिखें',
  'This mobile number is already registered to another kitchen or rider':
    'यह मोबाइल नंबर पहले से किसी दूसरी किचन या राइडर के नाम दर्ज है',
  'Registration successful': 'खाता बन गया',
  'Current password is incorrect': 'मौजूदा पासवर्ड गलत है',
};

/** Messages that carry a value (a dish, a time, a limit): the pattern and its Hindi. */
const PATTERNS: Array<[RegExp, (...m: string[]) => string]> = [
  [/^Closed now — opens at (.+)$/, (t) => `अभी बंद है — ${t} पर खुलेगा`],
  // Orders for later (before the plain pause message, which would match the first of them too)
  [/^Not taking orders until (.+): choose a later time$/, (t) => `${t} तक नए ऑर्डर नहीं ले रहे: बाद का समय चुनें`],
  [/^Choose a time at least (\d+) minutes from now$/, (n) => `अभी से कम से कम ${n} मिनट बाद का समय चुनें`],
  [/^Choose a time within the next (\d+) days$/, (n) => `अगले ${n} दिनों के अंदर का समय चुनें`],
  [
    /^The kitchen is closed at that time: it takes orders from (.+) to (.+)$/,
    (from, to) => `उस समय रसोई बंद रहती है: ऑर्डर ${from} से ${to} तक लिए जाते हैं`,
  ],
  [
    /^No room for more orders at that time: the next free time is (.+)$/,
    (when) => `उस समय और ऑर्डर की जगह नहीं है: अगला खाली समय ${hindiWhen(when)} है`,
  ],
  [/^No room for more orders in the next (\d+) days$/, (n) => `अगले ${n} दिनों में और ऑर्डर की जगह नहीं है`],
  [/^Not taking orders until (.+)$/, (t) => `${t} तक नए ऑर्डर नहीं ले रहे`],
  [/^(.+) is sold out \(0 left\)$/, (dish) => `${dish} खत्म हो गया है (0 बचे)`],
  [/^(.+) is sold out$/, (dish) => `${dish} खत्म हो गया है`],
  [/^Only (\d+) (.+) left$/, (n, dish) => `${dish} सिर्फ़ ${n} बचे हैं`],
  [/^(\d+) left$/, (n) => `${n} बचे हैं`],
  [
    /^The minimum order for (.+) is (₹[\d,.]+)$/,
    (village, amount) => `${village} के लिए कम से कम ${amount} का ऑर्डर ज़रूरी है`,
  ],
  [/^This coupon is not valid for delivery to (.+)$/, (village) => `यह कूपन ${village} में डिलीवरी पर नहीं लगता`],
  [/^This coupon is not valid at (.+)$/, (r) => `यह कूपन ${r} पर नहीं लगता`],
  [/^This coupon needs an order of at least (₹[\d,.]+)$/, (amount) => `इस कूपन के लिए कम से कम ${amount} का ऑर्डर ज़रूरी है`],
  [/^Name must be at most (\d+) characters$/, (n) => `नाम ज़्यादा से ज़्यादा ${n} अक्षरों का हो`],
  [/^Address must be at most (\d+) characters$/, (n) => `पता ज़्यादा से ज़्यादा ${n} अक्षरों का हो`],
  [/^Landmark must be at most (\d+) characters$/, (n) => `पहचान की जगह ज़्यादा से ज़्यादा ${n} अक्षरों की हो`],
  [/^Note must be at most (\d+) characters$/, (n) => `नोट ज़्यादा से ज़्यादा ${n} अक्षरों का हो`],
  [/^At most (\d+) different dishes in one order$/, (n) => `एक ऑर्डर में ज़्यादा से ज़्यादा ${n} अलग व्यंजन`],
  [/^Quantity must be between 1 and (\d+)$/, (n) => `मात्रा 1 से ${n} के बीच हो`],
  [/^Order is already (.+)$/, (s) => `ऑर्डर पहले से ${status(s)} है`],
  [
    /^Cannot cancel an order that is (.+): cancelling is only possible before preparation begins$/,
    (s) => `${status(s)} ऑर्डर रद्द नहीं हो सकता: ऑर्डर बनना शुरू होने से पहले ही रद्द होता है`,
  ],
  [/^Cannot change status from (\S+) to (\S+)$/, (from, to) => `ऑर्डर ${status(from)} से ${status(to)} नहीं किया जा सकता`],
  [/^Cannot mark an order ready that is (.+)$/, (s) => `${status(s)} ऑर्डर को तैयार नहीं बताया जा सकता`],
  [/^Cannot hand over an order that is (.+)$/, (s) => `${status(s)} ऑर्डर सौंपा नहीं जा सकता`],
  [/^This UTR already paid order (ORD-\d+)$/, (code) => `यह UTR ऑर्डर ${code} के भुगतान में लग चुका है`],
  [/^This UTR already paid the advance of (PTY-\d+)$/, (code) => `यह UTR ${code} की अग्रिम राशि में लग चुका है`],
  [
    /^We take no more parties on (.+): please choose another date$/,
    (day) => `${day} को हम और पार्टी नहीं ले रहे: कोई दूसरी तारीख़ चुनें`,
  ],
  [
    /^We are fully booked for parties on (.+): please choose another date$/,
    (day) => `${day} की पार्टियों की बुकिंग पूरी हो चुकी है: कोई दूसरी तारीख़ चुनें`,
  ],
  [
    /^We can take only (\d+) more guests on (.+): choose fewer guests or another date$/,
    (n, day) => `${day} को हम सिर्फ़ ${n} और मेहमानों का खाना बना सकते हैं: कम मेहमान या दूसरी तारीख़ चुनें`,
  ],
  [/^This quote expired on (.+): ask us for a new one$/, (day) => `यह कोटेशन ${day} को ख़त्म हो गया: हमसे नया कोटेशन माँगें`],
  [
    /^This party request is (declined|cancelled|advance paid)$/,
    (s) =>
      `यह पार्टी अनुरोध ${s === 'declined' ? 'मना हो चुका है' : s === 'cancelled' ? 'रद्द हो चुका है' : 'की अग्रिम राशि मिल चुकी है'}`,
  ],
  [/^Guests must be a whole number from 1 to (\d+)$/, (n) => `मेहमानों की संख्या 1 से ${n} के बीच की पूरी संख्या हो`],
  [/^Notes must be at most (\d+) characters$/, (n) => `नोट ज़्यादा से ज़्यादा ${n} अक्षरों का हो`],
  [/^Sent to (\d+) printer\(s\)$/, (n) => `${n} प्रिंटर पर भेजा गया`],
  [/^Too many attempts, please try again in (.+)$/, (t) => `बहुत ज़्यादा कोशिशें: ${t} बाद फिर कोशिश करें`],
];

/** A message in the reader's language: Hindi where there is a translation, else as it is. */
export function translateMessage(message: string, lang: MessageLanguage): string {
  if (lang !== 'hi') return message;
  const exact = EXACT[message];
  if (exact) return exact;
  for (const [pattern, hindi] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return hindi(...m.slice(1));
  }
  return message;
}
