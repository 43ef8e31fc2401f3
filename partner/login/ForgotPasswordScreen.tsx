import { useId, useRef, useState, type MouseEvent } from 'react';
import type { LoginTexts } from '../i18n/login';
import { signUpTexts, type SignUpTexts } from '../i18n/signUp';
import type { PartnerRole } from '../providers/types';
import { isMobileNumber } from '../../shared/contact';
import { formatPhone, telHref, whatsappLink } from '../../site/lib';
import { Icon, RoleChoice, ScreenCard, ScreenLink, useScreenLanguage } from './parts';
import './signUpStyles';
import { mobileDigits } from './SignUpScreen';
import { OWNER_PHONE } from './owner';

/** Material's WhatsApp icon, inline (see parts.tsx). */
const WHATSAPP_ICON =
  'M16.75 13.96c.25.13.41.2.46.3.06.11.04.61-.21 1.18-.2.56-1.24 1.1-1.7 1.12-.46.02-.47.36-2.96-.73-2.49-1.09-3.99-3.75-4.11-3.92-.12-.17-.96-1.38-.92-2.61.05-1.22.69-1.8.95-2.04.24-.26.51-.29.68-.26h.47c.15 0 .36-.06.55.45l.69 1.87c.06.13.1.28.01.44l-.27.41-.39.42c-.12.12-.26.25-.12.5.12.26.62 1.09 1.32 1.78.91.88 1.71 1.17 1.95 1.3.24.14.39.12.54-.04l.81-.94c.19-.25.35-.19.58-.11l1.67.88M12 2a10 10 0 0 1 10 10 10 10 0 0 1-10 10c-1.97 0-3.8-.57-5.35-1.55L2 22l1.55-4.65A9.969 9.969 0 0 1 2 12 10 10 0 0 1 12 2m0 2a8 8 0 0 0-8 8c0 1.72.54 3.31 1.46 4.61L4.5 19.5l2.89-.96A7.95 7.95 0 0 0 12 20a8 8 0 0 0 8-8 8 8 0 0 0-8-8z';

/** "%{name}" placeholders of the light screen's texts (polyglot's form, as the app's dictionaries use them). */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/%\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The WhatsApp message a partner sends the owner: who they are and the number to reset, in the screen's language. */
export function forgotPasswordMessage(
  texts: LoginTexts,
  words: SignUpTexts,
  role: PartnerRole,
  phoneDigits: string,
): string {
  return fill(words.forgotMessage, {
    kind: role === 'vendor' ? texts.kitchen : texts.rider,
    phone: formatPhone(phoneDigits),
  });
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
export function ForgotPasswordScreen({
  initialUsername = '',
  initialRole = 'vendor',
  onSignIn,
}: ForgotPasswordScreenProps) {
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
      <RoleChoice
        texts={texts}
        legend={texts.kind}
        value={role}
        onChange={setRole}
        roles={['vendor', 'delivery'] as const}
      />
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
      <a
        className="pl-whatsapp"
        href={whatsappLink(OWNER_PHONE, forgotPasswordMessage(texts, words, role, valid ? digits : phone))}
        target="_blank"
        rel="noopener noreferrer"
        onClick={ask}
      >
        <Icon path={WHATSAPP_ICON} />
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
