import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = foldersIn('./src/web/features');
const modules = foldersIn('./src/server/modules');

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

/**
 * Server modules (decision 010). A module enters another only through `<other>/<other>.service.ts`; its routes,
 * repository and helpers are private. Routes are wired by app.ts, which is not a module.
 */
const moduleEntries = modules.map((module) => ({
  target: `./src/server/modules/${module}`,
  from: './src/server/modules',
  except: [
    `./${module}`,
    ...modules.filter((other) => other !== module).map((other) => `./${other}/${other}.service.ts`),
  ],
  message: `another module is used only through its service: import '../<module>/<module>.service' (decision 010)`,
}));

/**
 * Which module owns each table file in src/server/db/schema: by default the module of the same name. Tables owned
 * outside src/server/modules are listed here; a new table file that fits neither stops lint until it is placed.
 */
const schemaOwnedOutsideModules = {
  email: 'src/server/providers/email (the outbox)',
  realtime: 'src/server/realtime (the pushes kept for replay)',
};
const schemaFiles = readdirSync(new URL('./src/server/db/schema', import.meta.url))
  .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
  .map((name) => name.slice(0, -'.ts'.length));
for (const file of schemaFiles) {
  if (!modules.includes(file) && !(file in schemaOwnedOutsideModules))
    throw new Error(`eslint.config.js: say which module owns src/server/db/schema/${file}.ts`);
}
/** A module's repositories read and write only the tables of its own schema file (never the index barrel). */
const ownTables = modules.map((module) => ({
  target: `./src/server/modules/${module}`,
  from: './src/server/db/schema',
  except: schemaFiles.includes(module) ? [`./${module}.ts`] : [],
  message: `a module reads only its own tables (db/schema/${module}); ask the owning module's service for the rest (decision 010)`,
}));
/** Seed content is data for the seed; modules do not read it (the seed may import from modules). */
const noSeedContent = {
  target: './src/server/modules',
  from: './src/server/db/seed',
  message: 'modules do not import seed content: keep content in the module and let the seed import it (decision 010)',
};

const serverTests = ['src/server/**/*.test.ts', 'src/server/**/*.test-support.ts', 'src/server/test/**'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'e2e/artifacts/**', 'src/server/db/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // With verbatimModuleSyntax, `import { type A }` stays as `import 'module'`: the module (and what it builds, a
      // schema module's zod) is loaded for nothing. Only-type imports are written `import type { A }`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // Module code: entered through services, own tables only, no seed content.
    files: ['src/server/modules/**/*.ts'],
    ignores: serverTests,
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...boundaries, ...moduleEntries, ...ownTables, noSeedContent] },
      ],
    },
  },
  {
    // Module tests may read any table to check what was stored, but still use other modules through services.
    files: serverTests.filter((pattern) => pattern.startsWith('src/server/**')),
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: [...boundaries, ...moduleEntries] }] },
  },
  {
    // drizzle and the tables only in repositories and src/server/db (tests check stored rows directly).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.repository.ts', 'src/server/db/**', ...serverTests],
    rules: {
      // The database handle builds queries without any import (db.select(), db.query.<table>): same rule.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[object.name=/^(db|tx|executor|database)$/][property.name=/^(select|selectDistinct|insert|update|delete|execute|query)$/]',
          message: 'queries are written only in *.repository.ts files and src/server/db (decision 010)',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message: 'drizzle-orm is used only in *.repository.ts files and src/server/db (decision 010)',
            },
            {
              regex: '(^|/)db/schema(/|$)',
              message: 'tables are read and written only by repositories (decision 010)',
            },
          ],
        },
      ],
    },
  },
  {
    // The matching index also evaluates the skill vocabulary's tables, tens of milliseconds of a phone's start on
    // every page that shows an invitation or a match label: the browser imports what it uses from its module.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shared/domain/matching',
              allowTypeImports: true,
              message: 'import from the module that defines it (@shared/domain/matching/<module>)',
            },
          ],
        },
      ],
    },
  },
  {
    // One job per file: hand-written source stays under 400 lines, blank lines and comments aside. Seed content is
    // data written as code (a page of profiles each), not logic.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'e2e/**/*.ts'],
    ignores: ['src/server/db/seed/content/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
);
