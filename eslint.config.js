import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'db/migrations/**', 'data/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name=/^(it|test|describe)$/][property.name='only']", message: 'No .only in committed tests.' }],
    },
  },
  {
    // The front ends take the API's types from shared/api/ and domain rules from shared/:
    // nothing of the server or the database comes into a browser bundle.
    files: ['admin/**/*.{ts,tsx}', 'partner/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/*', '**/db/*'], message: 'Import API types from shared/api/ instead.' }] }],
    },
  },
  {
    // The public site must stay small: it never pulls in MUI or react-admin.
    files: ['site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@mui/*', 'react-admin', 'ra-*', 'recharts'] }, { group: ['**/server/*', '**/db/*'], message: 'Import API types from shared/api/ instead.' }] }],
    },
  },
);
