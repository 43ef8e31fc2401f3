import { useId, useRef, useState, type MouseEvent } from 'react';
import type { LoginTexts } from '../i18n/login';
import { signUpTexts, type SignUpTexts } from '../i18n/signUp';
import type { PartnerRole } from '../providers/types';
import { isMobileNumber } from '../../shared/contact';
import { formatPhone, telHref, whatsappLink } from '../../site/lib';
import { Icon, ICONS, RoleChoice, ScreenCard, ScreenLink, useScreenLanguage } from './parts';
import { mobileDigits } from './SignUpScreen';
import { OWNER_PHONE } from './owner';

/** "%{name}" placeholders of the light screen's texts (polyglot's form, as the app's dictionaries use them). */
const fill = (text: string, values: Record<string, string>) => text.replace(/%\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The WhatsApp message a partner sends the owner: who they are and the number to reset, in the screen's language. */
export function forgotPasswordMessage(texts: LoginTexts, words: SignUpTexts, role: PartnerRole, phoneDigits: string): string {
  return fill(words.forgotMessage, { kind: role === 'vendor' ? texts.kitchen : texts.rider, phone: formatPhone(phoneDigits) });
}

export interface ForgotPasswordScreenProps {
  /** What was typed on the sign-in screen: a mobile number there fills the field here. */
  initialUsername?: string;
  initialRole?: PartnerRole;
  /** Back to the sign-in screen in place (else the link loads /partner/). */
  onSignIn?: (role: PartnerRole) => void;
}

/**
 * "Forgot password" without paid SMS: the owner sets a new password in the admin (Edit User),
 * so the partner asks them on WhatsApp — a click-to-chat link to the restaurant's number with a
 * message carrying the partner's mobile number, in the screen's language — or calls them.
 */
export function ForgotPasswordScreen({ initialUsername = '', initialRole = 'vendor', onSignIn }: ForgotPasswordScreenProps) {
  const { language, texts, switchLanguage } = useScreenLanguage();
  const words = signUpTexts[language];
  const [role, setRole] = useState<PartnerRole>(initialRole);
  // An e-mail typed on the sign-in screen is no phone number.
  const [phone, setPhone] = useState(initialUsername.includes('@') ? '' : initialUsername);
  const [tried, setTried] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const digits = mobileDigits(phone);
  const valid = isMobileNumber(digits);
  const problem = tried && !valid ? words.phoneInvalid : null;

  const ask = (event: MouseEvent<HTMLAnchorElement>) => {
    if (valid) return;
    // No chat without the number the owner needs.
    event.preventDefault();
    setTried(true);
    phoneRef.current?.focus();
  };

  return (
    <ScreenCard language={language} onSwitchLanguage={switchLanguage} title={words.forgotTitle}>
      <p className="pl-intro">{words.forgotBody}</p>
      <RoleChoice texts={texts} legend={texts.kind} value={role} onChange={setRole} roles={['vendor', 'delivery'] as const} />
      <div className="pl-field">
        <label htmlFor={`${id}-phone`}>{words.forgotPhone} *</label>
        <input
          id={`${id}-phone`}
          ref={phoneRef}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          aria-required
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-phone-problem` : undefined}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        {problem && (
          <p className="pl-required" id={`${id}-phone-problem`}>
            {problem}
          </p>
        )}
      </div>
      <a className="pl-whatsapp" href={whatsappLink(OWNER_PHONE, forgotPasswordMessage(texts, words, role, valid ? digits : phone))} target="_blank" rel="noopener noreferrer" onClick={ask}>
        <Icon path={ICONS.whatsapp} />
        {words.forgotSend}
        <span className="pl-hidden">{` ${words.opensWhatsApp}`}</span>
      </a>
      <p className="pl-owner">
        {words.forgotOwner}{' '}
        <a className="pl-link" href={telHref(OWNER_PHONE)}>
          {formatPhone(OWNER_PHONE)}
        </a>
      </p>
      <div className="pl-links">
        <ScreenLink to="signIn" onGo={onSignIn && (() => onSignIn(role))}>
          {words.backToSignIn}
        </ScreenLink>
      </div>
    </ScreenCard>
  );
}
