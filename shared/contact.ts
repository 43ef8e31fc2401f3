/** E-mail and phone rules, one definition for the API, the demo data and the admin forms. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The digits of a phone number as typed ("98765 43210", "+91-..." keep their digits). */
export const digitsOf = (phone: string): string => phone.replace(/\D/g, '');
/** Indian mobile numbers: exactly 10 digits once spaces and dashes are gone. */
export const PHONE_DIGITS = 10;
export const isValidEmail = (email: string): boolean => EMAIL_RE.test(email.trim());
export const isValidPhone = (phone: string): boolean => digitsOf(phone).length === PHONE_DIGITS;
export const isBlank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_ADMIN_PASSWORD_LENGTH = 8;
