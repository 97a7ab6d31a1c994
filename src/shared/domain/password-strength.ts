import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_LENGTH } from './limits';

/** zxcvbn's score (0 guessable in under 10^3 tries … 4 over 10^10) a password must reach to be accepted. */
export const PASSWORD_MIN_SCORE = 3;

/** Whose password it is: their name and e-mail count as words an attacker tries first. */
export type TPasswordOwner = { name?: string | null; email?: string | null };

/**
 * What judging needs: zxcvbn with its common and English dictionaries, and a breached-password list (the server's
 * has over 400,000 entries; the browser's is zxcvbn's own common-password dictionary).
 */
export type TPasswordJudge = { zxcvbn: ZxcvbnFactory; isBreached: (lowerCased: string) => boolean };

export type TPasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
  label: string;
  /** Why it is weak, in words, most important first; empty when it is strong. */
  reasons: string[];
};

export const PERSONAL_REASON = 'It uses your name or e-mail address.';
export const DRESSED_UP_REASON = 'It is a common password with digits or symbols added.';
const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** The password in lower case without the digits and symbols at its ends: "Password123!" → "password". */
export function passwordStem(password: string): string {
  return password.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** The owner's words: full name, each name part, the address, its local part and the words of both parts. */
export function ownerWords(owner: TPasswordOwner): string[] {
  const name = (owner.name ?? '').trim().toLowerCase();
  const email = (owner.email ?? '').trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const words = [name, name.replace(/\s+/g, ''), email, local, ...`${name} ${local} ${domain}`.split(/[^\p{L}\d]+/u)];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/**
 * How hard the password is to guess and, when it is too easy, why. It is accepted only when zxcvbn scores it at
 * least PASSWORD_MIN_SCORE with the owner's words in its dictionary, its stem is neither on the breached list nor one
 * of the owner's words, and it is not on the list itself. The same rule refuses on the server and drives the meter.
 */
export function judgePassword(judge: TPasswordJudge, password: string, owner: TPasswordOwner): TPasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH)
    return {
      score: 0,
      acceptable: false,
      label: 'Too short',
      reasons: [`Use at least ${PASSWORD_MIN_LENGTH} characters.`],
    };
  const words = ownerWords(owner);
  const result = judge.zxcvbn.check(password, words);
  const stem = passwordStem(password);
  const ownName = words.includes(stem) || words.includes(stem.replace(/[^\p{L}]+/gu, ''));
  const personal =
    ownName || result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs');
  const listed = judge.isBreached(password.trim().toLowerCase());
  const dressedUp = !listed && stem.length > 0 && judge.isBreached(stem);
  const reasons = [
    ...(personal ? [PERSONAL_REASON] : []),
    ...(dressedUp ? [DRESSED_UP_REASON] : []),
    ...(listed ? ['It is on the list of passwords leaked in data breaches.'] : []),
  ];
  const strongEnough = result.score >= PASSWORD_MIN_SCORE;
  const blocked = ownName || dressedUp || listed;
  const acceptable = strongEnough && !blocked;
  if (acceptable) return { score: result.score, acceptable, label: LABELS[result.score], reasons: [] };
  const feedback = [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string => !!text);
  const score = Math.min(result.score, PASSWORD_MIN_SCORE - 1) as TPasswordStrength['score'];
  return {
    score,
    acceptable,
    label: LABELS[score],
    reasons: [...reasons, ...(feedback.length > 0 ? feedback : ['Add another word or two that are not common.'])],
  };
}

/** The server's answer when a password is refused: what was wrong, and how to do better. */
export function weakPasswordMessage(strength: TPasswordStrength): string {
  return `This password is too easy to guess. ${strength.reasons.join(' ')}`;
}
