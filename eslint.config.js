import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Imports go one way: shared ← server, shared ← web; web never imports server; a feature never imports another. */
const boundaries = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'shared code runs in browser and Node: no server or web imports',
  },
  { target: './src/web', from: './src/server', message: 'the web app talks to the server over HTTP only' },
  { target: './src/server', from: './src/web', message: 'the server never imports web code' },
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'features do not import each other: compose them in src/web/app',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'e2e/artifacts/**', 'src/server/db/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
);
