import { CalendarClock, CheckCircle2, Home, LogIn } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { briefReference } from '@shared/domain/briefs';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { useBookingUrl } from '@web/lib/public-config';
import type { TPageMeta } from '@web/components/page-meta';

export const meta: TPageMeta = {
  title: 'Brief submitted',
  description: 'Your brief has been received; here is what happens next.',
};

/** /brief-submitted?brief={id}: the guest's confirmation, with the brief's reference. */
export default function BriefSubmittedPage() {
  const [params] = useSearchParams();
  const briefId = params.get('brief');
  const bookingUrl = useBookingUrl();

  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <Card className="text-center">
        <CardHeader className="items-center">
          <CheckCircle2 className="size-12 text-emerald-600" aria-hidden />
          <h1 className="leading-tight text-2xl font-bold">Brief Submitted!</h1>
          <CardDescription className="text-base">
            Check your email for a secure link to view your proposal. Our team checks every proposal within 2 hours.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {briefId && (
            <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
              Your reference:{' '}
              <strong className="font-mono text-base text-slate-900" data-testid="brief-reference">
                {briefReference(briefId)}
              </strong>
            </p>
          )}
          <p className="text-sm text-slate-600">
            Sign in with the same email address to keep all your briefs in your dashboard.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button asChild>
              <Link to="/auth">
                <LogIn aria-hidden />
                Sign In
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <a href={bookingUrl} target="_blank" rel="noreferrer">
                <CalendarClock aria-hidden />
                Book a Curator Call
              </a>
            </Button>
            <Button variant="ghost" asChild>
              <Link to="/">
                <Home aria-hidden />
                Back to Home
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
