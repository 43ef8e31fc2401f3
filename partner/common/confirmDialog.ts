// react-admin's <Confirm> as a module of its own, for LazyConfirm.tsx to load on demand.
export { Confirm as default } from 'react-admin';
