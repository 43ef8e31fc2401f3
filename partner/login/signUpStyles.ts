/**
 * The sign-up and forgot-password screens' own styles, put in the page when one of them is
 * first opened (as parts.tsx does for the sign-in screen's): the sign-in screen and the
 * signed-in app never carry them.
 */
import css from './SignUp.css?inline';

if (typeof document !== 'undefined' && !document.getElementById('pl-signup-styles')) {
  const style = document.createElement('style');
  style.id = 'pl-signup-styles';
  style.textContent = css;
  document.head.append(style);
}
