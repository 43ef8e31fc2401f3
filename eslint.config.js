import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noOnly = {
  selector: "MemberExpression[object.name=/^(it|test|describe)$/][property.name='only']",
  message: 'No .only in committed tests.',
};

// The server speaks HTTP; SQL, prepared statements and transactions live in db/, one module per
// resource (README, Layout).
const DATA_ACCESS = "Data access belongs in db/: call a function of the resource's module there.";
const noDataAccess = [
  { selector: "CallExpression[callee.property.name='prepare']", message: DATA_ACCESS },
  { selector: "CallExpression[callee.property.name='transaction']", message: DATA_ACCESS },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: DATA_ACCESS },
  { selector: "MemberExpression[property.name='db'][object.property.name='database']", message: DATA_ACCESS },
  { selector: "MemberExpression[property.name='db'][object.name='database']", message: DATA_ACCESS },
  {
    selector: "VariableDeclarator[init.property.name='database'] > ObjectPattern > Property[key.name='db']",
    message: DATA_ACCESS,
  },
];
// Routes and their helpers do not even hold the connection: they pass app.database to db/.
const noConnection = [
  { selector: "MemberExpression[property.name='sqlite'][object.property.name='database']", message: DATA_ACCESS },
  { selector: "MemberExpression[property.name='sqlite'][object.name='database']", message: DATA_ACCESS },
  {
    selector: "VariableDeclarator[init.property.name='database'] > ObjectPattern > Property[key.name='sqlite']",
    message: DATA_ACCESS,
  },
];
const dataAccessImports = {
  paths: [{ name: 'drizzle-orm', message: DATA_ACCESS, allowTypeImports: true }],
  patterns: [
    { group: ['drizzle-orm/*', 'better-sqlite3'], message: DATA_ACCESS, allowTypeImports: true },
    {
      group: ['**/db/schema'],
      message: 'Tables are used in db/ only; import types from db/ or shared/.',
      allowTypeImports: true,
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', '.build/**', 'node_modules/**', 'db/migrations/**', 'data/**', '.tmp/**'] },
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
      'no-restricted-syntax': ['error', noOnly],
    },
  },
  {
    // The front ends take the API's types from shared/api/ and domain rules from shared/:
    // nothing of the server or the database comes into a browser bundle.
    files: ['admin/**/*.{ts,tsx}', 'partner/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/*', '**/db/*'], message: 'Import API types from shared/api/ instead.' }] },
      ],
    },
  },
  {
    // The admin's signed-out first screen (admin/main.tsx) and what it imports are drawn before
    // the react-admin app is downloaded: none of them may pull in react-admin, MUI or emotion.
    files: [
      'admin/main.tsx',
      'admin/paths.ts',
      'admin/login/**/*.{ts,tsx}',
      'admin/i18n/login.ts',
      'admin/i18n/locale.ts',
      'admin/providers/signIn.ts',
      'admin/providers/session.ts',
      'shared/browser/signIn.ts',
      'shared/browser/apiUrl.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mui/*', '@emotion/*', 'react-admin', 'ra-*', 'react-router*', '@tanstack/*'],
              message: 'The light login screen is drawn without react-admin or MUI.',
            },
            { group: ['**/server/*', '**/db/*'], message: 'Import API types from shared/api/ instead.' },
          ],
        },
      ],
    },
  },
  {
    // The partner app's light first screen (partner/first/) and the modules its taps go through
    // are drawn and run before the react-admin app is downloaded: none may pull in react-admin,
    // MUI or emotion (tests/e2e/partner-first-screen.test.ts counts the bytes).
    files: [
      'partner/first/**/*.{ts,tsx}',
      'partner/providers/orderCommands.ts',
      'partner/providers/apiError.ts',
      'partner/providers/session.ts',
      'partner/offline/outbox.ts',
      'partner/offline/store.ts',
      'partner/offline/snapshots.ts',
      'partner/common/payment.ts',
      'partner/common/formatPlain.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mui/*', '@emotion/*', 'react-admin', 'ra-*', 'react-router*', '@tanstack/*'],
              message: 'The light first screen and its taps run without react-admin or MUI.',
            },
            { group: ['**/server/*', '**/db/*'], message: 'Import API types from shared/api/ instead.' },
          ],
        },
      ],
    },
  },
  {
    // The public site must stay small: it never pulls in MUI or react-admin.
    files: ['site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mui/*', 'react-admin', 'ra-*', 'recharts'] },
            { group: ['**/server/*', '**/db/*'], message: 'Import API types from shared/api/ instead.' },
          ],
        },
      ],
    },
  },
  {
    // The database layer knows no front end: what it shares with the site (the menu's shape, the
    // demo menu) lives in shared/.
    files: ['db/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/site/*', '**/admin/*', '**/partner/*'], message: 'Share it through shared/ instead.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', noOnly, ...noDataAccess],
      '@typescript-eslint/no-restricted-imports': ['error', dataAccessImports],
    },
  },
  {
    files: ['server/routes/**/*.ts', 'server/lib/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', noOnly, ...noDataAccess, ...noConnection],
    },
  },
);
