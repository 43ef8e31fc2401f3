// react-admin's pages for an error, an unknown address or a refused access: a chunk of their
// own, fetched only when one of them shows (App.tsx).
export { AccessDenied, AuthenticationError, Error, NotFound } from 'react-admin';
