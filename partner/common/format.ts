/** ₹ in en-IN format (₹1,250 or ₹1,250.50): amounts are rupees as numbers in the API. */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
export const formatRupees = (amount: number | null | undefined): string => rupees.format(Number(amount ?? 0));

/** The order's time in India, as the kitchen and rider read the clock. */
const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
export const formatTime = (iso: string | undefined): string => (iso ? clock.format(new Date(iso)) : '');

/** Digits for wa.me: 10-digit Indian numbers get the 91 country code; others are kept as given. */
export function whatsappNumber(phone: string | undefined | null): string | null {
  let digits = String(phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return digits;
  return digits.length >= 8 ? digits : null;
}

export const whatsappLink = (phone: string | undefined | null): string | null => {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}` : null;
};

export const telLink = (phone: string | undefined | null): string | null => {
  const cleaned = String(phone ?? '').replace(/[^\d+]/g, '');
  return cleaned ? `tel:${cleaned}` : null;
};

/** A Google Maps search for the delivery place: address, landmark, village (what a rider would type). */
export function mapsLink(parts: Array<string | null | undefined>): string | null {
  const query = parts.map((p) => (p ?? '').trim()).filter(Boolean).join(', ');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}
