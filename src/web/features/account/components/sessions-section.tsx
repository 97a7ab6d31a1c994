import { useQuery } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { accountSessionsQuery, useRevokeOtherSessions } from '../api/account-api';
import { FormError, Section } from './section';

export function SessionsSection() {
  const sessions = useQuery(accountSessionsQuery);
  const revoke = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.sessions.filter((session) => !session.current).length ?? 0;

  return (
    <Section id="sessions" title="Active sessions" description="Where your account is signed in now.">
      {sessions.isPending && (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading sessions">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      )}
      {sessions.isError && (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>Could not load your sessions: {sessions.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {sessions.data && (
        <div className="space-y-4">
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Sessions">
            {sessions.data.sessions.map((session) => (
              <li key={session.id} className="flex items-start gap-3 p-3" data-testid="account-session">
                <Monitor className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">
                    {session.device}
                    {session.current && (
                      <span className="ml-2 inline-block whitespace-nowrap rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">
                        This device
                      </span>
                    )}
                  </p>
                  <p className="break-words text-slate-600">{session.ipAddress ?? 'Address unknown'}</p>
                  <p className="text-slate-600">
                    Signed in {formatDateTime(session.createdAt)} · last active {formatDateTime(session.lastActiveAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <FormError error={revoke.error} />
          <Button variant="outline" disabled={others === 0 || revoke.isPending} onClick={() => setConfirming(true)}>
            {revoke.isPending ? 'Signing out…' : 'Sign out other sessions'}
          </Button>
          {others === 0 && <p className="text-sm text-slate-600">No other sessions are signed in.</p>}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out other sessions?"
        description={`Every other device (${others}) is signed out at once; this one stays signed in.`}
        confirmLabel="Sign out other sessions"
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => toast.success('Other sessions signed out'),
          })
        }
      />
    </Section>
  );
}
