import { ShieldAlert } from 'lucide-react';
import { useSignInPath } from '@web/lib/sign-in-path';
import { Card, CardDescription, CardHeader, CardTitle } from './card';
import { GateCard } from './gate-card';

/** What a signed-in non-admin sees on an admin page (the server refuses their requests as well). */
export function AccessDenied({ text }: { text: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-24">
      <Card className="text-center">
        <CardHeader>
          <ShieldAlert className="mx-auto size-8 text-red-500" aria-hidden />
          <CardTitle asChild>
            <h1>Access Denied</h1>
          </CardTitle>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}

/** A signed-out visitor on an admin page: the way in (and back here afterwards), not a dead end. */
export function SignInRequired({ text }: { text: string }) {
  const signInPath = useSignInPath();
  return (
    <div className="mx-auto max-w-md px-4 py-24">
      <GateCard title="Access Required" text={text} action={{ to: signInPath, label: 'Sign In' }} />
    </div>
  );
}
