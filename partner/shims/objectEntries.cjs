/* global module */
// node-polyglot (react-admin's translations) requires the object.entries polyfill, whose tree of
// es-shims is ~12 KB gzip on every phone; every browser the app supports has Object.entries.
module.exports = Object.entries;
