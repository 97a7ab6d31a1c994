import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import type { TPasswordJudge } from './password-strength';

/**
 * zxcvbn with its common and English dictionaries (about 1 MB of word lists, so the browser imports this module only
 * on the pages that set a password). `isBreached` checks zxcvbn's common-password dictionary; the server adds its own
 * longer breached-password list.
 */
export function createPasswordJudge(): TPasswordJudge {
  const common = new Set(commonDictionary['passwords-common']);
  return {
    zxcvbn: new ZxcvbnFactory({
      translations,
      graphs: adjacencyGraphs,
      dictionary: { ...commonDictionary, ...englishDictionary },
    }),
    isBreached: (lowerCased) => common.has(lowerCased),
  };
}
