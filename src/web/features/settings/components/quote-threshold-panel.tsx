import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useAdminSettings } from '../api/get-admin-settings';
import { useUpdateAdminSetting } from '../api/update-admin-setting';

/** Quote Approval Threshold: whole pounds; quotes at or above it wait for an admin before reaching the client. */
export function QuoteThresholdPanel() {
  const { data: settings, error, isPending } = useAdminSettings();
  const update = useUpdateAdminSetting();
  // null until the admin types: show the stored value, keep what they type.
  const [typed, setTyped] = useState<string | null>(null);

  useEffect(() => {
    if (error) toast.error('Failed to load settings', { description: error.message });
  }, [error]);

  const stored = settings?.quote_approval_threshold;
  const value = typed ?? (stored ? String(stored.amount) : '');
  const valid = /^\d+$/.test(value.trim());

  const save = () => {
    if (!stored || !valid) return;
    update.mutate(
      { key: 'quote_approval_threshold', value: { amount: Number(value.trim()), currency: stored.currency } },
      {
        // The spec's words for its Update Settings button; the other panels Save, and say "saved".
        onSuccess: () => {
          setTyped(null);
          toast.success('Settings updated successfully');
        },
        onError: (failure) => toast.error(`Failed to update settings: ${failure.message || 'Unknown error'}`),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Quote Approval Threshold</h2>
        </CardTitle>
        <CardDescription>
          Quotes at or above this total need admin approval in Quote Reviews before they are sent to the client.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load settings: {error.message}
          </p>
        ) : isPending ? (
          <Skeleton className="h-10 max-w-xs" />
        ) : (
          <form
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <div className="space-y-2">
              <Label htmlFor="quote-threshold">Threshold (£)</Label>
              <div className="relative max-w-xs">
                <span
                  className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
                  aria-hidden
                >
                  £
                </span>
                <Input
                  id="quote-threshold"
                  inputMode="numeric"
                  pattern="\d*"
                  className="pl-7"
                  value={value}
                  onChange={(event) => setTyped(event.target.value)}
                  aria-invalid={!valid}
                  aria-describedby="quote-threshold-hint"
                />
              </div>
              <p id="quote-threshold-hint" className={valid ? 'text-xs text-slate-500' : 'text-xs text-red-700'}>
                {valid ? 'Whole pounds, for example 5000.' : 'Enter a whole number of pounds.'}
              </p>
            </div>
            <Button type="submit" disabled={!valid || update.isPending} className="sm:mb-6">
              {update.isPending && <Spinner label="Saving" className="size-4 text-white" />}
              Update Settings
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
