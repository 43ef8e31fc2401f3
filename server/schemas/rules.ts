/**
 * The input rules a JSON schema cannot say, one named function each: "blank" means empty
 * after trimming (a schema's minLength counts spaces), and for a name or a message nothing
 * visible (looksBlank: a zero-width space or a soft hyphen alone is no name); some fields are
 * required only for one role or only when sent, and the spec gives each its own message. Each throws the 400
 * envelope with `errors` per field and the first message as `message`. Lengths, types, enums
 * and patterns are in the schemas beside this file.
 */
import { badRequest } from '../envelope';
import {
  isBlank,
  isValidEmail,
  looksBlank,
  phoneError,
  MIN_ADMIN_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PHONE_LENGTH_MESSAGE,
} from '../../shared/contact';
import { istDateStart } from '../../shared/indiaTime';
import type { UserRole } from '../../shared/statuses';
import type { RegisterBody, StaffUpdateBody } from '../../shared/api/users';
import type { PasswordChangeBody } from '../../shared/api/auth';
import type { RestaurantUpdateBody } from '../../shared/api/restaurants';
import type { CouponBody } from '../../shared/api/coupons';
import type { ApplicationBody } from '../../shared/api/onboarding';
import type { ContactBody, VillageRequestBody } from '../../shared/api/support';

type Errors = Record<string, string>;
/** A body whose named fields a rule found filled in: the route reads them without `!`. */
type Filled<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };
function refuse(errors: Errors, message = Object.values(errors)[0]): void {
  if (Object.keys(errors).length > 0) throw badRequest(message, errors);
}

/** Registration (customer, vendor, delivery; also the admin's "add staff"). */
export function checkRegistration(body: RegisterBody, role: UserRole, emailOptional = false): void {
  const errors: Errors = {};
  if (looksBlank(body.name)) errors.name = 'Name is required';
  if (isBlank(body.email)) {
    if (!emailOptional) errors.email = 'Email is required';
  } else if (!isValidEmail(body.email!)) errors.email = 'Email is invalid';
  // Customers may leave the phone out; vendors and riders must give one.
  if (role !== 'customer' || !isBlank(body.phone)) {
    if (isBlank(body.phone)) errors.phone = 'Phone is required';
    else if (phoneError(body.phone!)) errors.phone = phoneError(body.phone!)!;
  }
  if (isBlank(body.password)) errors.password = 'Password is required';
  else if (body.password.length < MIN_PASSWORD_LENGTH) errors.password = 'Password must be at least 6 characters';
  if (role === 'delivery' && !vehicleNumberOf(body)) errors.vehicleNumber = 'Vehicle number is required';
  refuse(errors);
}

/** The staff form sends the vehicle number flat or as vehicleDetails.number. */
export const vehicleNumberOf = (body: { vehicleNumber?: string; vehicleDetails?: { number?: string } }): string =>
  (body.vehicleNumber ?? body.vehicleDetails?.number ?? '').trim();

/**
 * A staff edit: every field is optional, but one that is sent must be valid; an empty password
 * means "unchanged". `current` is the record before the edit: whoever is a delivery person
 * after it (made one now, or still one) needs a vehicle number, sent or already on file.
 */
export function checkStaffUpdate(
  body: StaffUpdateBody,
  current: { role: UserRole; vehicleNumber: string | null },
): void {
  const errors: Errors = {};
  if (body.name !== undefined && looksBlank(body.name)) errors.name = 'Name is required';
  if (body.email !== undefined) {
    if (isBlank(body.email)) errors.email = 'Email is required';
    else if (!isValidEmail(body.email)) errors.email = 'Email is invalid';
  }
  if (!isBlank(body.phone) && phoneError(body.phone!)) errors.phone = phoneError(body.phone!)!;
  if (!isBlank(body.password) && body.password!.length < MIN_PASSWORD_LENGTH)
    errors.password = 'Password must be at least 6 characters';
  const vehicleSent = body.vehicleNumber !== undefined || body.vehicleDetails?.number !== undefined;
  const vehicle = vehicleSent ? vehicleNumberOf(body) : (current.vehicleNumber ?? '').trim();
  if ((body.role ?? current.role) === 'delivery' && !vehicle) errors.vehicleNumber = 'Vehicle number is required';
  refuse(errors);
}

export function checkPasswordChange(body: PasswordChangeBody): void {
  const errors: Errors = {};
  if (isBlank(body.currentPassword)) errors.currentPassword = 'Current password is required';
  if (isBlank(body.newPassword)) errors.newPassword = 'New password is required';
  else if (body.newPassword!.length < MIN_ADMIN_PASSWORD_LENGTH)
    errors.newPassword = 'New password must be at least 8 characters';
  refuse(errors);
}

/** The address comes as `address` or inside `fullAddress` (the Details modal). */
export const restaurantAddressOf = (body: { address?: string; fullAddress?: { fullAddress?: string } | null }) =>
  body.address ?? body.fullAddress?.fullAddress;

/** Name, address (sent as `address` or `fullAddress`) and cuisine filled in. */
export function checkRestaurantCreate(
  body: RestaurantUpdateBody,
): asserts body is Filled<RestaurantUpdateBody, 'name' | 'cuisine'> {
  const errors: Errors = {};
  for (const [k, v] of Object.entries({ name: body.name, address: restaurantAddressOf(body), cuisine: body.cuisine }))
    if (looksBlank(v)) errors[k] = 'All fields are required.';
  refuse(errors, 'All fields are required.');
}

export function checkRestaurantUpdate(body: RestaurantUpdateBody): void {
  const errors: Errors = {};
  const address = restaurantAddressOf(body);
  if (body.name !== undefined && looksBlank(body.name)) errors.name = 'All fields are required.';
  if (address !== undefined && looksBlank(address)) errors.address = 'All fields are required.';
  if (body.cuisine !== undefined && looksBlank(body.cuisine)) errors.cuisine = 'All fields are required.';
  body.menu?.forEach((m, i) => {
    if (looksBlank(m.name)) errors[`menu.${i}.name`] = 'Menu item name is required';
  });
  refuse(errors);
}

export function checkVillage(body: { name?: string; deliveryZone?: string }): void {
  const errors: Errors = {};
  if (looksBlank(body.name)) errors.name = 'Name and delivery zone are required.';
  if (looksBlank(body.deliveryZone)) errors.deliveryZone = 'Name and delivery zone are required.';
  refuse(errors, 'Name and delivery zone are required.');
}

export function checkCouponCreate(b: CouponBody): asserts b is Filled<CouponBody, 'code' | 'validFrom' | 'validTo'> {
  const errors: Errors = {};
  for (const f of ['code', 'discount', 'validFrom', 'validTo'] as const)
    if (b[f] === undefined || isBlank(b[f])) errors[f] = 'All fields are required.';
  // discount null (a cleared number box) falls back to 0 as the spec says, so it is not an error.
  if (b.discount === null) delete errors.discount;
  refuse(errors, 'All fields are required.');
}

const isRealDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(istDateStart(d));
/** Applied to the merged record on create and update. */
export function checkCouponDates(c: { validFrom: string; validTo: string }): void {
  const errors: Errors = {};
  if (!isRealDate(c.validFrom)) errors.validFrom = 'Valid from must be a date (YYYY-MM-DD)';
  if (!isRealDate(c.validTo)) errors.validTo = 'Valid to must be a date (YYYY-MM-DD)';
  else if (!errors.validFrom && c.validTo < c.validFrom) errors.validTo = 'Valid to cannot be before valid from';
  refuse(errors);
}

export const APPLICATION_FIELDS = ['name', 'owner', 'phone', 'address', 'cuisine'] as const;
export function checkApplication(
  body: ApplicationBody,
): asserts body is Filled<ApplicationBody, (typeof APPLICATION_FIELDS)[number]> {
  const errors: Errors = {};
  for (const f of APPLICATION_FIELDS) if (looksBlank(body[f])) errors[f] = 'All fields are required.';
  refuse(errors, 'All fields are required.');
  const phone = phoneError(body.phone ?? '');
  if (phone) throw badRequest(phone, { phone });
}

/** The message is required; no schedule time means now (an owner's "we are closed today" goes at once). */
export function checkNotification(body: { message?: string }): void {
  const errors: Errors = {};
  if (looksBlank(body.message)) errors.message = 'Message and schedule time are required.';
  refuse(errors, 'Message and schedule time are required.');
}

/** Name and message, and a way to answer: an e-mail or a phone number (either is enough; what is given must be valid). */
export function checkContact(b: ContactBody): void {
  const errors: Errors = {};
  if (looksBlank(b.name)) errors.name = 'Name is required';
  if (isBlank(b.email) && isBlank(b.phone)) errors.email = errors.phone = 'Email or phone is required';
  if (!isBlank(b.email) && !isValidEmail(b.email!)) errors.email = 'Email is invalid';
  const phoneProblem = isBlank(b.phone) ? null : phoneError(b.phone!);
  if (phoneProblem) errors.phone = phoneProblem;
  if (looksBlank(b.message)) errors.message = 'Message is required';
  refuse(errors);
}

/** A village the checkout does not list: its name and a phone number to call back. */
export function checkVillageRequest(b: VillageRequestBody): void {
  const errors: Errors = {};
  if (looksBlank(b.village)) errors.village = 'Village name is required';
  const phoneProblem = isBlank(b.phone) ? PHONE_LENGTH_MESSAGE : phoneError(b.phone!);
  if (phoneProblem) errors.phone = phoneProblem;
  refuse(errors);
}
