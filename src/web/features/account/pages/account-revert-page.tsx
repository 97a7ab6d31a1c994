import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountRevertResult } from '@shared/schemas/account-revert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import type { TPageMeta } from '@web/components/page-meta';

export const meta: TPageMeta = {
  title: 'Secure your account',
  description: "Undo a change to your Outcome Marketplace account that wasn't you.",
};

function Shell({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

/**
 * /account/revert?token=…: the "This wasn't me" link of a security notice. Opening it is the one click: the old
 * address comes back, every session is signed out and a password-reset link goes to the account's address.
 */
export default function AccountRevertPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const revert = useMutation({
    mutationFn: () => api.post<TAccountRevertResult>('/api/account/revert', { token }),
    // This browser's session, if any, was signed out too.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.viewer }),
  });
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    revert.mutate();
  }, [token, revert]);

  if (revert.isSuccess)
    return (
      <Shell
        title="Your account is secured"
        description={`Every session was signed out and the password no longer works. We sent a link to ${revert.data.email}: open it to choose a new password.`}
      >
        <p className="mb-4 text-sm text-slate-600">
          Your e-mail address is <strong className="break-words">{revert.data.email}</strong>. If someone had changed
          it, it is back.
        </p>
        <Button asChild className="w-full">
          <Link to="/auth">Go to sign-in</Link>
        </Button>
      </Shell>
    );
  if (!token || revert.isError)
    return (
      <Shell
        title="This link no longer works"
        description={
          token
            ? `${revert.error?.message ?? ''} These links work once, for 7 days.`
            : 'Open the link from the e-mail we sent you.'
        }
      >
        <p className="mb-4 text-sm text-slate-600">
          If you still think someone else is in your account, reset your password: that signs it out everywhere.
        </p>
        <Button asChild className="w-full">
          <Link to="/auth?forgot=1">Reset my password</Link>
        </Button>
      </Shell>
    );
  return <LoadingBlock label="Securing your account" />;
}
