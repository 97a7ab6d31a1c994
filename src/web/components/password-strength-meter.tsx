import { passwordStrength } from '@shared/domain/password-strength';
import { cn } from '@web/lib/cn';

const BAR_COLOURS = ['bg-slate-300', 'bg-red-600', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'] as const;

/**
 * Shows how hard the password being typed is to guess: four bars and a word ("Password strength: Fair"), with a
 * hint. A native meter carries the value for assistive technology; the word is announced politely as it changes.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const strength = passwordStrength(password);
  if (password.length === 0) return null;
  return (
    <div className="space-y-1" data-testid="password-strength">
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
      <p id={id} className="text-xs text-slate-700" aria-live="polite">
        Password strength: <span className="font-medium">{strength.label}</span> — {strength.hint}
      </p>
    </div>
  );
}
