import { useSignInPath } from '@web/lib/sign-in-path';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';

/** Invalid or unknown brief id, or a brief that is not the viewer's (spec §8). */
export function BriefNotFound() {
  return (
    <div className="mx-auto max-w-md px-4 py-24">
      <Card className="text-center" data-testid="brief-not-found">
        <CardHeader className="items-center">
          <FileQuestion className="size-10 text-slate-400" aria-hidden />
          <h1 className="text-lg font-semibold leading-tight">Brief not found</h1>
          <CardDescription>We can't find that brief. The ID might be wrong or you don't have access.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to="/dashboard">Back to Dashboard</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/dashboard?tab=requests">Go to My Requests</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** The brief pages need a session (or, for the brief page, a secure link). */
export function BriefSignInRequired() {
  const signInPath = useSignInPath();
  return (
    <div className="mx-auto max-w-md px-4 py-24">
      <Card className="text-center">
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">Access Required</h1>
          <CardDescription>
            Please sign in to view this brief, or open it with the secure link from your email.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={signInPath}>Sign In</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
