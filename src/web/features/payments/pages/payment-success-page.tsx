import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Reference } from '@web/components/ui/reference';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import type { TPageMeta } from '@web/components/page-meta';
import { useVerifyPayment } from '../api/verify-payment';

export const meta: TPageMeta = {
  title: 'Payment successful',
  description: 'Your payment was received and your project is being set up.',
};

function ReturnLinks({ projectId }: { projectId?: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
      {projectId && (
        <Button asChild>
          <Link to={`/project/${projectId}`}>View Project</Link>
        </Button>
      )}
      <Button variant={projectId ? 'outline' : 'default'} asChild>
        <Link to="/catalog">Browse Catalog</Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/">Go Home</Link>
      </Button>
    </div>
  );
}

/** /payment-success?session_id=…: verifying, then success (with the project) or the error. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const verification = useVerifyPayment(sessionId);
  const errorMessage = !sessionId
    ? 'Missing session id'
    : verification.error
      ? verification.error.message || 'Verification failed'
      : null;

  useEffect(() => {
    if (errorMessage) toast.error(errorMessage);
  }, [errorMessage]);

  return (
    <div className="mx-auto max-w-lg px-4 py-20">
      <Card className="text-center">
        {errorMessage ? (
          <>
            <CardHeader className="items-center">
              <AlertCircle className="size-12 text-red-600" aria-hidden />
              <h1 className="text-2xl font-semibold leading-tight">Verification failed</h1>
              <CardDescription role="alert">{errorMessage}</CardDescription>
            </CardHeader>
            <CardContent>
              <ReturnLinks />
            </CardContent>
          </>
        ) : verification.data ? (
          <>
            <CardHeader className="items-center">
              <CheckCircle2 className="size-12 text-emerald-600" aria-hidden />
              <h1 className="text-2xl font-semibold leading-tight">Payment Successful</h1>
              <CardDescription>
                Thank you! Your payment has been processed and your project has been created.
              </CardDescription>
              <p className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
                Your reference: <Reference kind="project" id={verification.data.project_id} />
              </p>
            </CardHeader>
            <CardContent>
              <ReturnLinks projectId={verification.data.project_id} />
            </CardContent>
          </>
        ) : (
          <CardHeader className="items-center" aria-busy="true">
            <Spinner className="size-10" label="Verifying payment" />
            <h1 className="text-2xl font-semibold leading-tight">Verifying your payment…</h1>
            <CardDescription>Please wait while we confirm your payment.</CardDescription>
          </CardHeader>
        )}
      </Card>
    </div>
  );
}
