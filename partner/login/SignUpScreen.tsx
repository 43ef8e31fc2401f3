import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { signUpTexts, type SignUpTexts } from '../i18n/signUp';
import { signUp, type SignUpError } from '../providers/signIn';
import type { PartnerRole } from '../providers/types';
import { digitsOf, isMobileNumber, isValidEmail, MIN_PASSWORD_LENGTH } from '../../shared/contact';
import { PasswordInput, RoleChoice, ScreenCard, ScreenLink, useScreenLanguage } from './parts';
import './signUpStyles';

type Field = 'name' | 'phone' | 'kitchenName' | 'vehicleNumber' | 'email' | 'password';
type Values = Record<Field, string>;

/** The 10 digits of a mobile number typed with spaces, a +91 or a 0 in front, in any script's digits. */
export function mobileDigits(value: string): string {
  const digits = digitsOf(value);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** A rider may sign up without an e-mail. */
export const emailOptional = (role: PartnerRole): boolean => role === 'delivery';

/** What is missing or wrong, in the screen's words; a kitchen names its kitchen, a rider its vehicle. */
export function signUpProblems(values: Values, role: PartnerRole, words: SignUpTexts): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) problems.name = words.nameRequired;
  if (!isMobileNumber(mobileDigits(values.phone))) problems.phone = words.phoneInvalid;
  if (role === 'vendor' && !values.kitchenName.trim()) problems.kitchenName = words.kitchenRequired;
  if (role === 'delivery' && !values.vehicleNumber.trim()) problems.vehicleNumber = words.vehicleRequired;
  // Many riders have no e-mail: theirs is optional (they sign in with the mobile number); a kitchen gives one.
  if (!values.email.trim()) {
    if (!emailOptional(role)) problems.email = words.emailRequired;
  } else if (!isValidEmail(values.email)) problems.email = words.emailInvalid;
  if (values.password.length < MIN_PASSWORD_LENGTH) problems.password = words.passwordShort;
  return problems;
}

/** The server names the vehicle `vehicleNumber` or `vehicleDetails.number`; the rest as the form does. */
const fieldOfServer = (key: string): Field | undefined =>
  key === 'vehicleDetails.number'
    ? 'vehicleNumber'
    : (['name', 'phone', 'kitchenName', 'vehicleNumber', 'email', 'password'] as const).find((f) => f === key);

export interface SignUpScreenProps {
  /** Opens the app (on "waiting for approval") once the session is saved. */
  onSignedIn: () => Promise<void>;
  /** The register call (tests pass their own). */
  fetchImpl?: typeof fetch;
  initialRole?: PartnerRole;
  /** Back to the sign-in screen in place (else the link loads /partner/). */
  onSignIn?: (role: PartnerRole) => void;
}

/**
 * "Become a partner": a kitchen or a rider signs up on the phone with their name, mobile number,
 * the kitchen's name (a kitchen) or the vehicle number (a rider), e-mail and a password. The
 * account waits for the owner's approval (the API's rule), so the app opens on "waiting for the
 * owner's approval". Plain React like the sign-in screen; refusals in the screen's language,
 * the server's per-field ones under their fields.
 */
export function SignUpScreen({
  onSignedIn,
  fetchImpl = (...args) => fetch(...args),
  initialRole = 'vendor',
  onSignIn,
}: SignUpScreenProps) {
  const { language, texts, switchLanguage } = useScreenLanguage();
  const words = signUpTexts[language];
  const [role, setRole] = useState<PartnerRole>(initialRole);
  const [values, setValues] = useState<Values>({
    name: '',
    phone: '',
    kitchenName: '',
    vehicleNumber: '',
    email: '',
    password: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const id = useId();

  const problems = submitted ? signUpProblems(values, role, words) : {};
  const fields: Field[] = ['name', 'phone', role === 'vendor' ? 'kitchenName' : 'vehicleNumber', 'email', 'password'];
  const messageOf = (f: Field) => problems[f] ?? serverErrors[f];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = signUpProblems(values, role, words);
    const first = fields.find((f) => found[f]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setLoading(true);
    setError(null);
    setServerErrors({});
    try {
      await signUp(fetchImpl, {
        role,
        name: values.name.trim(),
        phone: mobileDigits(values.phone),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
        password: values.password,
        ...(role === 'vendor'
          ? { kitchenName: values.kitchenName.trim() }
          : { vehicleNumber: values.vehicleNumber.trim() }),
      });
    } catch (refused) {
      const byField: Partial<Record<Field, string>> = {};
      for (const [key, message] of Object.entries((refused as SignUpError).errors ?? {})) {
        const f = fieldOfServer(key);
        if (f) byField[f] = message;
      }
      setServerErrors(byField);
      // A refusal about a field shows under that field only; the others above the button.
      setError(Object.keys(byField).length > 0 ? null : refused);
      setLoading(false);
      const firstRefused = fields.find((f) => byField[f]);
      if (firstRefused) inputs.current[firstRefused]?.focus();
      return;
    }
    try {
      await onSignedIn();
    } catch {
      setError(Object.assign(new Error(texts.network), { status: 0 }));
      setLoading(false);
    }
  };

  const change = (f: Field, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    // A refusal of the server is about what was sent: typing again clears it.
    if (serverErrors[f]) setServerErrors((e) => ({ ...e, [f]: undefined }));
  };

  const input = (f: Field): InputHTMLAttributes<HTMLInputElement> & { id: string } => ({
    id: `${id}-${f}`,
    name: f,
    value: values[f],
    onChange: (e) => change(f, e.target.value),
    'aria-required': !(f === 'email' && emailOptional(role)),
    'aria-invalid': Boolean(messageOf(f)),
    'aria-describedby': messageOf(f) ? `${id}-${f}-problem` : undefined,
  });

  const labels: Record<Field, string> = {
    name: words.name,
    phone: words.phone,
    kitchenName: words.kitchenName,
    vehicleNumber: words.vehicleNumber,
    email: emailOptional(role) ? words.emailOptional : words.emailAddress,
    password: words.newPassword,
  };
  const attributes: Record<Field, InputHTMLAttributes<HTMLInputElement>> = {
    name: { type: 'text', autoComplete: 'name', maxLength: 100 },
    phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 20 },
    kitchenName: { type: 'text', autoComplete: 'organization', maxLength: 120 },
    vehicleNumber: {
      type: 'text',
      autoCapitalize: 'characters',
      autoComplete: 'off',
      spellCheck: false,
      maxLength: 30,
    },
    email: { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false, maxLength: 254 },
    password: { autoComplete: 'new-password', maxLength: 200 },
  };
  const alertText = error
    ? (error as SignUpError).status === 0
      ? texts.network
      : (error as Error).message || words.registerFailed
    : null;

  return (
    <ScreenCard language={language} onSwitchLanguage={switchLanguage} title={words.registerTitle}>
      <p className="pl-intro">{words.registerIntro}</p>
      <form onSubmit={submit} noValidate>
        <RoleChoice
          texts={texts}
          legend={words.registerKind}
          value={role}
          onChange={setRole}
          roles={['vendor', 'delivery'] as const}
        />
        {fields.map((f) => (
          <div key={f} className="pl-field">
            <label htmlFor={`${id}-${f}`}>
              {labels[f]}
              {f === 'email' && emailOptional(role) ? '' : ' *'}
            </label>
            {f === 'password' ? (
              <PasswordInput
                texts={texts}
                {...input(f)}
                {...attributes[f]}
                inputRef={(el) => void (inputs.current[f] = el)}
              />
            ) : (
              <input {...input(f)} {...attributes[f]} ref={(el) => void (inputs.current[f] = el)} />
            )}
            {messageOf(f) && (
              <p className="pl-required" id={`${id}-${f}-problem`}>
                {messageOf(f)}
              </p>
            )}
          </div>
        ))}

        <div role="alert" className="pl-alert-slot">
          {alertText ? <p className="pl-error">{alertText}</p> : null}
        </div>

        <button type="submit" className="pl-submit" disabled={loading}>
          {loading ? words.registering : words.registerSubmit}
        </button>
      </form>
      <div className="pl-links">
        <ScreenLink to="signIn" onGo={onSignIn && (() => onSignIn(role))}>
          {words.haveAccount}
        </ScreenLink>
      </div>
    </ScreenCard>
  );
}
