import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Chinese characters and full-width punctuation: UI text belongs in src/i18n/locales/zh-CN.
const CJK = '/[\\u3400-\\u9fff\\uff01-\\uff5e\\u3000-\\u303f]/';
const CHINESE_TEXT = ['Literal[value=%s]', 'TemplateElement[value.raw=%s]', 'JSXText[value=%s]'].map(
  (selector) => ({
    selector: selector.replace('%s', CJK),
    message: 'Chinese text belongs in the zh-CN locale files (use i18next).',
  }),
);
// One way to open a create/edit dialog (README, "Adding a screen"): the opener's useFormDialog, not the form's own
// trigger element.
const DIALOG_TRIGGER = {
  selector: "JSXOpeningElement[name.name=/^(ModalForm|DrawerForm)$/] > JSXAttribute[name.name='trigger']",
  message:
    'Open a create/edit dialog with useFormDialog and pass its props (FormDialogProps), not a trigger element.',
};
// Every folder of src/features, so a new feature is under the rules from its first file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/api/generated/**',
      'public/**',
      'coverage/**',
      '.bench/**',
      'tests/e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // Typed hooks only (src/store/hooks.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from @/store/hooks.',
            },
          ],
        },
      ],
      // A feature is reached only through its index.ts (STYLE.md, bulletproof-react).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features
            .map((f) => ({
              target: [
                './src/app',
                './src/components',
                './src/lib',
                './src/api',
                './src/i18n',
                './src/store',
                './src/main.tsx',
              ].concat(features.filter((g) => g !== f).map((g) => `./src/features/${g}`)),
              from: `./src/features/${f}`,
              // routes.ts holds the feature's lazy page loaders, for the route table.
              except: ['./index.ts', './routes.ts'],
              message: `Import features/${f} through its index.ts (its pages through routes.ts).`,
            }))
            .concat([
              {
                target: './src/lib',
                from: './src/features',
                message: 'lib/ holds pure helpers: it never imports features.',
              },
              {
                target: './src/api',
                from: './src/features',
                message: 'The request layer never imports features.',
              },
              {
                target: './src/features',
                from: './src/app',
                message:
                  'Features do not import the app above them (typed hooks: @/store/hooks; runtime config: @/lib/runtime-config; store injection: @/store/root-reducer).',
              },
              {
                target: './src/store',
                from: ['./src/features', './src/app'],
                message:
                  'The store is the ground the features stand on: it never imports a feature or the app.',
              },
              {
                target: './src/components',
                from: './src/features',
                message:
                  'The screen kit serves every feature and imports none (the session: @/store/session.slice).',
              },
              {
                target: './src/domain',
                from: [
                  './src/features',
                  './src/app',
                  './src/components',
                  './src/store',
                  './src/i18n',
                  './mocks',
                ],
                message:
                  'domain/ holds the pure rules the console shares with the demo backend: it imports only the contract types and lib/.',
              },
              {
                // the console reaches the in-page demo through one door, loaded only in demo mode
                target: [
                  './src/!(lib)/**',
                  './src/*.{ts,tsx}',
                  './src/lib/!(demo-backend).ts',
                  './src/lib/*/**',
                ],
                from: './mocks',
                message:
                  'The console does not import the demo backend (its one door: src/lib/demo-backend.ts).',
              },
              {
                target: './src/lib/demo-backend.ts',
                from: './mocks',
                except: ['./browser.ts'],
                message: 'The demo entry is mocks/browser.ts.',
              },
            ]),
        },
      ],
      'no-restricted-syntax': ['error', ...CHINESE_TEXT],
    },
  },
  {
    files: ['src/features/**/*.tsx'],
    rules: {
      // no-restricted-syntax's options are replaced, not merged, by a later block: repeat the Chinese-text ones
      'no-restricted-syntax': ['error', ...CHINESE_TEXT, DIALOG_TRIGGER],
    },
  },
  {
    // The demo backend's floor plan (mocks/README.md): kit → db → handlers → the entries (browser, node, server).
    files: ['mocks/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './mocks/kit',
              from: [
                './mocks/db',
                './mocks/handlers',
                './mocks/server',
                './mocks/sockets',
                './mocks/sip',
                './mocks/contract',
                './mocks/browser.ts',
                './mocks/node.ts',
              ],
              message:
                'The kit is the ground floor: it imports nothing else of mocks/ (db registers what it needs).',
            },
            {
              target: ['./mocks/db', './mocks/sockets', './mocks/sip', './mocks/contract'],
              from: ['./mocks/handlers', './mocks/server', './mocks/browser.ts', './mocks/node.ts'],
              message: 'The demo data stands below the handlers and the entries: it imports none of them.',
            },
            {
              // every handler but the list of them all (index.ts)
              target: './mocks/handlers/!(index).ts',
              from: './mocks/handlers/*.ts',
              message:
                'A handler imports no other handler: what two of them share goes to mocks/db or mocks/kit (index.ts alone lists them).',
            },
            {
              target: './mocks/handlers',
              from: ['./mocks/server', './mocks/browser.ts', './mocks/node.ts'],
              message:
                'The entries (browser, node, server) stand on the handlers, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared with the demo backend (mocks/ and its server in Node): no UI, store or translation in it.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(react|react-dom|react-redux|redux|redux-saga|@reduxjs/toolkit|i18next|react-i18next|antd)(/|$)',
              message: 'domain/ is pure and React-free: no UI, store or translation imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs}', 'mocks/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // page.evaluate callbacks run in the browser.
    files: ['tests/e2e/**/*.mjs', 'tests/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
