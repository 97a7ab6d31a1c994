import { ShieldAlert, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useHydrated } from '@web/lib/use-hydrated';

const DISMISSED_KEY = 'mfa-prompt-dismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Asks someone whose account receives money (an expert with a payout account) to turn on two-factor authentication. */
export function MfaPrompt({ className }: { className?: string }) {
  // The server renders the prompt (it cannot read this browser's storage); once hydrated, a dismissal stored here hides
  // it. Read while hydrating, it would differ from the server's HTML.
  const hydrated = useHydrated();
  const [dismissedNow, setDismissed] = useState(false);
  if (dismissedNow || (hydrated && wasDismissed())) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: dismissed for this visit only.
    }
    setDismissed(true);
  };
  return (
    <aside
      aria-label="Protect your payouts"
      data-testid="mfa-prompt"
      className={`flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 ${className ?? ''}`}
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-medium">Protect your payouts with two-factor authentication</p>
        <p>Your account receives money. A code from your phone at sign-in keeps it safe even if your password leaks.</p>
        <Button asChild size="sm">
          <Link to="/account">Turn on two-factor authentication</Link>
        </Button>
      </div>
      <Button variant="ghost" size="icon" aria-label="Dismiss" className="-mr-2 -mt-2 size-8" onClick={dismiss}>
        <X className="size-4" aria-hidden />
      </Button>
    </aside>
  );
}
