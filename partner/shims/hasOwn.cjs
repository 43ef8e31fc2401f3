/* global module */
// node-polyglot requires hasown (with function-bind); every browser the app supports has Object.hasOwn.
module.exports = Object.hasOwn;
