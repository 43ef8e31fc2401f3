/** E-mail and phone rules, one definition for the API, the demo data and the admin forms. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every decimal digit of any script (Devanagari ९८७६, Bengali, full-width…) as its ASCII digit;
 * the rest of the text as it is. Unicode lays each script's digits out as a run of ten from
 * zero, so a digit's value is its distance from the start of its run.
 */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    let zero = code;
    while (code - zero < 9 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
    return String((code - zero) % 10);
  });
}

/** The digits of a phone number as typed ("98765 43210", "+91-...", "९८७६५ ४३२१०"), in ASCII. */
export const digitsOf = (phone: string): string => asciiDigits(phone).replace(/\D/g, '');
/** Indian mobile numbers: exactly 10 digits once spaces and dashes are gone. */
export const PHONE_DIGITS = 10;
/**
 * A number someone can call back: an Indian mobile number starts with 6, 7, 8 or 9 and is not
 * one digit ten times (9999999999 is what people type to get past a form).
 */
export const isMobileNumber = (digits: string): boolean => /^[6-9]\d{9}$/.test(digits) && !/^(\d)\1{9}$/.test(digits);
export const PHONE_LENGTH_MESSAGE = 'Phone must be 10 digits';
export const PHONE_MOBILE_MESSAGE = 'Phone must be a mobile number starting with 6, 7, 8 or 9';
/** null for a good phone number, else the message. */
export function phoneError(phone: string): string | null {
  const digits = digitsOf(phone);
  if (digits.length !== PHONE_DIGITS) return PHONE_LENGTH_MESSAGE;
  return isMobileNumber(digits) ? null : PHONE_MOBILE_MESSAGE;
}
export const isValidEmail = (email: string): boolean => EMAIL_RE.test(email.trim());

/**
 * A name as people see it: control characters and bidirectional overrides (which can hide or
 * reorder what is shown) removed, and blank when nothing visible is left (zero-width spaces
 * alone). Zero-width joiners between letters stay: Devanagari spelling uses them.
 */
export function visibleName(name: string): string {
  const cleaned = name.replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/gu, '').trim();
  return /[^\s\p{Cf}\p{Z}]/u.test(cleaned) ? cleaned : '';
}
/** An optional text as stored: trimmed, null when blank or not given (a Hindi name left empty shows the English one). */
export const textOrNull = (v: string | null | undefined): string | null => v?.trim() || null;
export const isBlank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';
/** A name or message with nothing a person would see (missing, spaces, U+200B, U+0000, a soft hyphen alone): as blank as an empty one. */
export const looksBlank = (v: unknown): boolean => v === undefined || v === null || visibleName(String(v)) === '';
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_ADMIN_PASSWORD_LENGTH = 8;
