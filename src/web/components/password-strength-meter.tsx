import type { TPasswordJudge, TPasswordOwner } from '@shared/domain/password-strength';
import { judgePassword } from '@shared/domain/password-strength';
import { cn } from '@web/lib/cn';
import { useDeferredValue, useEffect, useState } from 'react';

const BAR_COLOURS = ['bg-slate-300', 'bg-red-600', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'] as const;

let judge: TPasswordJudge | null = null;
let loading: Promise<TPasswordJudge> | null = null;

/**
 * zxcvbn and its dictionaries (about 1 MB) are fetched only by the pages that set a password, once per visit: the
 * same rule the server refuses by, less the server's longer breached-password list.
 */
export function loadPasswordJudge(): Promise<TPasswordJudge> {
  loading ??= import('@shared/domain/password-judge').then((module) => (judge = module.createPasswordJudge()));
  return loading;
}

function usePasswordJudge(): TPasswordJudge | null {
  const [current, setCurrent] = useState(judge);
  useEffect(() => {
    if (!current) void loadPasswordJudge().then(setCurrent);
  }, [current]);
  return current;
}

/**
 * Shows how hard the password being typed is to guess: four bars, a word ("Password strength: Weak") and, when it is
 * too weak, why in words (a common password with digits added, the person's own name…). A native meter carries the
 * value for assistive technology; the words are announced politely as they change.
 */
export function PasswordStrengthMeter({
  password,
  id,
  owner = {},
}: {
  password: string;
  id: string;
  owner?: TPasswordOwner;
}) {
  const loaded = usePasswordJudge();
  const typed = useDeferredValue(password);
  if (password.length === 0) return null;
  const strength = loaded ? judgePassword(loaded, typed, owner) : null;
  return (
    <div className="space-y-1" data-testid="password-strength">
      {strength && (
        <>
          <meter
            id={`${id}-meter`}
            className="sr-only"
            min={0}
            max={4}
            low={2}
            high={3}
            optimum={4}
            value={strength.score}
            aria-label={`Strength: ${strength.label}`}
          />
          <div className="flex gap-1" aria-hidden>
            {[1, 2, 3, 4].map((bar) => (
              <span
                key={bar}
                className={cn(
                  'h-1.5 flex-1 rounded-full',
                  bar <= strength.score ? BAR_COLOURS[strength.score] : 'bg-slate-200',
                )}
              />
            ))}
          </div>
        </>
      )}
      <div id={id} className="text-xs text-slate-700" aria-live="polite">
        {strength ? (
          <>
            <p>
              Password strength: <span className="font-medium">{strength.label}</span>
              {strength.acceptable ? ' — good to use.' : ' — too easy to guess:'}
            </p>
            {strength.reasons.length > 0 && (
              <ul className="list-disc pl-4">
                {strength.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p>Checking password strength…</p>
        )}
      </div>
    </div>
  );
}
