import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// The word-affix search (migration 0020, decision 021) may only narrow where ILIKE looks: for every search, the rows
// found with the affix condition must be exactly the rows ILIKE alone finds.
const TITLES = [
  'Final report for Acme CRM rollout 12',
  'Northwind  Pricing review (Q3)',
  'ÉCOLE Straße İstanbul ΟΔΟΣ naïve café',
  'Emoji 🚀 launch — plan v2.0 (draft)',
  'tab\tseparated words and_under%score',
  '  leading and trailing spaces  ',
  'x ab abc abcd supercalifragilisticexpialidocious tail',
  'UPPER lower MiXeD',
];

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await test.ownerDb.$client.query('CREATE TABLE search_probe (id int PRIMARY KEY, title text)');
  for (const [id, title] of TITLES.entries())
    await test.ownerDb.$client.query('INSERT INTO search_probe VALUES ($1, $2)', [id, title]);
});
afterAll(() => test?.drop());

async function ids(where: string, q: string): Promise<number[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await test.ownerDb.$client.query<{ id: number }>(
    `SELECT id FROM search_probe WHERE ${where} ORDER BY id`,
    [pattern, q],
  );
  return rows.map((row) => row.id);
}

describe('report search by word affixes', () => {
  it('gives the prefixes and suffixes of 3 to 20 characters of each word, lower-cased', async () => {
    const { rows } = await test.ownerDb.$client.query<{ affixes: string[] }>(
      `SELECT search_affixes('Acme CRM ab') AS affixes`,
    );
    expect([...rows[0]!.affixes].sort()).toEqual(['$acme', '$cme', '$crm', '^acm', '^acme', '^crm']);
  });

  it('asks for the suffix of the first word and the prefixes of the others; nothing for one word', async () => {
    const terms = async (q: string) =>
      (await test.ownerDb.$client.query<{ terms: string[] }>('SELECT search_affix_terms($1) AS terms', [q])).rows[0]!
        .terms;
    expect(await terms('Acme CRM rollout')).toEqual(['$acme', '^crm', '^rollout']);
    expect(await terms('me cr rollo')).toEqual(['^rollo']);
    expect(await terms('Northwind')).toEqual([]);
  });

  it('finds exactly what ILIKE finds, for every run of words cut anywhere inside its first and last word', async () => {
    const searches = new Set<string>();
    for (const title of TITLES) {
      const chars = [...title];
      for (let start = 0; start < chars.length; start++)
        for (let end = start + 1; end <= chars.length; end++) {
          const q = chars.slice(start, end).join('');
          if (q.includes(' ')) searches.add(q);
        }
    }
    searches.add('acme crm');
    searches.add('ÉCOLE STRASSE');
    searches.add('nothing like this');
    let checked = 0;
    for (const q of searches) {
      const plain = await ids('title ILIKE $1 AND $2::text IS NOT NULL', q);
      const withAffixes = await ids('search_affixes(title) @> search_affix_terms($2) AND title ILIKE $1', q);
      expect(withAffixes, q).toEqual(plain);
      checked += plain.length;
    }
    expect(searches.size).toBeGreaterThan(1000);
    expect(checked).toBeGreaterThan(1000);
  });
});
