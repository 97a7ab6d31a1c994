import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's module boundaries (decision 010) are lint rules; these tests plant each kind of violation into real
 * files (in memory: nothing is written) and check that lint refuses it, and that the code as it stands passes.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY_RULES = new Set(['import/no-restricted-paths', 'no-restricted-imports', 'no-restricted-syntax']);
// import/no-cycle walks the whole import graph and has nothing to say about boundaries: off, to keep this quick.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

const boundaryErrors = (results: ESLint.LintResult[]) =>
  results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2 && BOUNDARY_RULES.has(message.ruleId ?? ''))
      .map((message) => `${result.filePath.slice(root.length)}:${message.line} ${message.message}`),
  );

/** Lints `file` (a path under the repository) as it is, with `line` added at the top. */
async function lintWith(file: string, line: string): Promise<string[]> {
  const filePath = join(root, file);
  const source = readFileSync(filePath, 'utf8');
  return boundaryErrors(await eslint.lintText(`${line}\n${source}`, { filePath }));
}

describe('server module boundaries (lint)', () => {
  it('pass on the code as it stands', { timeout: 120_000 }, async () => {
    expect(boundaryErrors(await eslint.lintFiles(['src/server']))).toEqual([]);
  });

  it("refuse a module importing another module's repository (only its service is open)", async () => {
    const errors = await lintWith(
      'src/server/modules/notifications/notifications.service.ts',
      "import { createQuotesRepository } from '../quotes/quotes.repository';",
    );
    expect(errors).toEqual([expect.stringContaining('another module is used only through its service')]);
    for (const internal of ['../quotes/quotes.routes', '../quotes/quote-review.service', '../auth/sign-in-hooks'])
      expect(
        await lintWith('src/server/modules/briefs/briefs.service.ts', `import type * as x from '${internal}';`),
      ).toHaveLength(1);
    // The door that is open: the other module's service.
    expect(
      await lintWith(
        'src/server/modules/notifications/notifications.service.ts',
        "import type { QuotesService } from '../quotes/quotes.service';",
      ),
    ).toEqual([]);
  });

  it('refuse drizzle-orm outside repositories and src/server/db', async () => {
    for (const file of [
      'src/server/modules/quotes/quotes.service.ts',
      'src/server/modules/dev-mailbox/dev-mailbox.routes.ts',
      'src/server/modules/auth/auth.ts',
      'src/server/jobs/jobs.ts',
    ]) {
      expect(await lintWith(file, "import { sql } from 'drizzle-orm';"), file).toEqual([
        expect.stringContaining('drizzle-orm is used only in *.repository.ts files and src/server/db'),
      ]);
    }
    expect(
      await lintWith('src/server/modules/quotes/quotes.service.ts', "import { pgTable } from 'drizzle-orm/pg-core';"),
    ).toHaveLength(1);
    expect(
      await lintWith('src/server/modules/quotes/quotes.repository.ts', "import { sql } from 'drizzle-orm';"),
    ).toEqual([]);
    expect(await lintWith('src/server/db/raw-sql.ts', "import { sql } from 'drizzle-orm';")).toEqual([]);
  });

  it('refuse queries built on the database handle outside repositories (no import needed for those)', async () => {
    const query = 'export const planted = (db: Database) => db.query.profiles.findMany();';
    expect(await lintWith('src/server/modules/notifications/notifications.service.ts', query)).toEqual([
      expect.stringContaining('queries are written only in *.repository.ts files and src/server/db'),
    ]);
    expect(await lintWith('src/server/modules/notifications/notifications.repository.ts', query)).toEqual([]);
  });

  it("refuse a repository reading another module's tables, or tables outside a repository", async () => {
    const errors = await lintWith(
      'src/server/modules/quotes/quotes.repository.ts',
      "import { profiles } from '../../db/schema/profiles';",
    );
    expect(errors).toEqual([expect.stringContaining('a module reads only its own tables (db/schema/quotes)')]);
    // The barrel holds every module's tables.
    expect(
      await lintWith(
        'src/server/modules/quotes/quotes.repository.ts',
        "import { customQuotes } from '../../db/schema';",
      ),
    ).toHaveLength(1);
    // Its own tables are fine in its repository, but not in its service.
    expect(
      await lintWith(
        'src/server/modules/quotes/quotes.repository.ts',
        "import { quoteRevisions } from '../../db/schema/quotes';",
      ),
    ).toEqual([]);
    expect(
      await lintWith(
        'src/server/modules/quotes/quotes.service.ts',
        "import { customQuotes } from '../../db/schema/quotes';",
      ),
    ).toEqual([expect.stringContaining('tables are read and written only by repositories')]);
  });

  it('refuse seed content in a module (the seed imports from modules, not the other way)', async () => {
    expect(
      await lintWith(
        'src/server/modules/catalog/catalog.service.ts',
        "import { OUTCOME_PACKS } from '../../db/seed/content/outcome-packs';",
      ),
    ).toEqual([expect.stringContaining('modules do not import seed content')]);
  });

  it('let tests check stored rows directly, but still only through services across modules', async () => {
    const test = 'src/server/modules/quotes/quotes.routes.test.ts';
    expect(await lintWith(test, "import { profiles } from '../../db/schema';")).toEqual([]);
    expect(
      await lintWith(test, "import { createProjectsRepository } from '../projects/projects.repository';"),
    ).toHaveLength(1);
  });
});
