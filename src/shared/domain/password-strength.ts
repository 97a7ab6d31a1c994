import { PASSWORD_MIN_LENGTH } from './limits';

export type TPasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: string; hint: string };

/**
 * The most common passwords and their stems, for the meter while typing. The server's check against the full list
 * (over 200,000 entries) is what refuses them; this only keeps the meter from calling "password1!" strong.
 */
const COMMON_STEMS = [
  'password',
  'passw0rd',
  'qwerty',
  'azerty',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'master',
  'sunshine',
  'princess',
  'shadow',
  'abc123',
  'trustno1',
  'login',
  'starwars',
];

const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Whether the text is mostly a run along a keyboard row, the alphabet or digits (either direction). */
function isSequence(text: string): boolean {
  const lower = text.toLowerCase();
  if (lower.length < 4) return false;
  return SEQUENCES.some((run) => {
    const both = run + ' ' + [...run].reverse().join('');
    for (let size = lower.length; size >= Math.max(4, lower.length - 2); size -= 1)
      for (let start = 0; start + size <= lower.length; start += 1)
        if (both.includes(lower.slice(start, start + size))) return true;
    return false;
  });
}

/**
 * A quick, local estimate of how hard a password is to guess (0 weakest – 4 strongest) with a label and a hint, for
 * the strength meter on the sign-up and password forms. Length counts most; variety of characters helps; common
 * words, repeats and keyboard runs pull it down.
 */
export function passwordStrength(password: string): TPasswordStrength {
  if (password.length === 0)
    return { score: 0, label: 'Empty', hint: `Use at least ${PASSWORD_MIN_LENGTH} characters.` };
  if (password.length < PASSWORD_MIN_LENGTH)
    return { score: 0, label: 'Too short', hint: `Use at least ${PASSWORD_MIN_LENGTH} characters.` };
  const lower = password.toLowerCase();
  const core = lower.replace(/[^a-z]/g, '');
  if (
    password.trim().length === 0 ||
    new Set(password).size <= 2 ||
    isSequence(password) ||
    COMMON_STEMS.some((stem) => core === stem || lower.replace(/[\d\W_]+$/, '') === stem || lower.startsWith(stem))
  )
    return { score: 1, label: 'Too common', hint: 'This is one of the first passwords an attacker tries.' };

  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  const unique = new Set(password).size;
  let points = 0;
  if (password.length >= 10) points += 1;
  if (password.length >= 14) points += 1;
  if (password.length >= 18) points += 1;
  if (classes >= 3) points += 1;
  if (unique < Math.min(8, password.length / 2)) points -= 1;
  if (points <= 0) return { score: 1, label: 'Weak', hint: 'Make it longer: a few unrelated words work well.' };
  if (points === 1) return { score: 2, label: 'Fair', hint: 'Longer is stronger: add another word.' };
  if (points === 2) return { score: 3, label: 'Good', hint: 'A good password.' };
  return { score: 4, label: 'Strong', hint: 'A strong password.' };
}
