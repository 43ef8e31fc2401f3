/**
 * The texts of the sign-up and forgot-password screens (partner/login/SignUpScreen.tsx,
 * ForgotPasswordScreen.tsx) in both languages, loaded with those screens only: the sign-in
 * screen and the signed-in app never carry them. Words they share with the sign-in screen
 * (Kitchen, Rider, the password toggle, a dropped network) come from login.ts.
 */
import type { PartnerLanguage } from './language';

const en = {
  registerTitle: 'Become a partner',
  registerIntro:
    'Cook for Gaon Rasoi or deliver its orders. The owner approves every new partner before the first order.',
  registerKind: 'Join as a',
  name: 'Your name',
  phone: 'Mobile number',
  emailAddress: 'E-mail',
  emailOptional: 'E-mail (optional)',
  kitchenName: 'Kitchen name',
  vehicleNumber: 'Vehicle number',
  newPassword: 'Password (at least 6 characters)',
  registerSubmit: 'Register',
  registering: 'Registering…',
  haveAccount: 'Already registered? Sign in',
  nameRequired: 'Enter your name',
  phoneInvalid: 'Enter your 10-digit mobile number',
  emailRequired: 'Enter your e-mail',
  emailInvalid: 'This e-mail is not valid',
  kitchenRequired: "Enter your kitchen's name",
  vehicleRequired: 'Enter the vehicle number',
  passwordShort: 'The password needs at least 6 characters',
  registerFailed: 'Registration failed',
  forgotTitle: 'Forgot password',
  forgotBody:
    'The owner sets a new password for you. Send them a WhatsApp message with your mobile number, and they will tell you the new password.',
  forgotPhone: 'Your mobile number',
  forgotSend: 'Ask the owner on WhatsApp',
  forgotOwner: "Owner's number:",
  forgotMessage:
    'Hello! Gaon Rasoi partner app (%{kind}): I forgot my password. My mobile number is %{phone}. Please set a new password for me.',
  backToSignIn: 'Back to sign in',
  opensWhatsApp: '(opens WhatsApp)',
};

const hi: Record<keyof typeof en, string> = {
  registerTitle: 'पार्टनर बनें',
  registerIntro: 'गाँव रसोई के लिए खाना बनाएँ या उसके ऑर्डर पहुँचाएँ। हर नए पार्टनर को पहला ऑर्डर मिलने से पहले मालिक मंज़ूरी देते हैं।',
  registerKind: 'इस रूप में जुड़ें',
  name: 'आपका नाम',
  phone: 'मोबाइल नंबर',
  emailAddress: 'ई-मेल',
  emailOptional: 'ई-मेल (ज़रूरी नहीं)',
  kitchenName: 'किचन का नाम',
  vehicleNumber: 'गाड़ी का नंबर',
  newPassword: 'पासवर्ड (कम से कम 6 अक्षर)',
  registerSubmit: 'खाता बनाएँ',
  registering: 'खाता बन रहा है…',
  haveAccount: 'पहले से खाता है? लॉगिन करें',
  nameRequired: 'अपना नाम लिखें',
  phoneInvalid: 'अपना 10 अंकों का मोबाइल नंबर लिखें',
  emailRequired: 'अपना ई-मेल लिखें',
  emailInvalid: 'यह ई-मेल सही नहीं है',
  kitchenRequired: 'अपनी किचन का नाम लिखें',
  vehicleRequired: 'गाड़ी का नंबर लिखें',
  passwordShort: 'पासवर्ड कम से कम 6 अक्षरों का हो',
  registerFailed: 'खाता नहीं बन पाया',
  forgotTitle: 'पासवर्ड भूल गए',
  forgotBody: 'नया पासवर्ड मालिक बनाते हैं। अपने मोबाइल नंबर के साथ उन्हें WhatsApp पर संदेश भेजें, वे आपको नया पासवर्ड बता देंगे।',
  forgotPhone: 'आपका मोबाइल नंबर',
  forgotSend: 'मालिक से WhatsApp पर पूछें',
  forgotOwner: 'मालिक का नंबर:',
  forgotMessage:
    'नमस्ते! गाँव रसोई पार्टनर ऐप (%{kind}): मुझे अपना पासवर्ड याद नहीं है। मेरा मोबाइल नंबर %{phone} है। कृपया मेरा नया पासवर्ड बना दें।',
  backToSignIn: 'लॉगिन पर वापस जाएँ',
  opensWhatsApp: '(WhatsApp खुलेगा)',
};

export type SignUpTexts = typeof en;
export const signUpTexts: Record<PartnerLanguage, SignUpTexts> = { en, hi };
