import type { VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type buttonVariants } from '@web/components/ui/button';
import { useBookingUrl } from '@web/lib/public-config';
import { useSignInPath } from '@web/lib/sign-in-path';
import { useHydrated } from '@web/lib/use-hydrated';
import { useViewer } from '@web/lib/viewer';

type TConsultationLinkProps = VariantProps<typeof buttonVariants> & { className?: string; children: ReactNode };

/**
 * "Book Consultation" and "Book Demo": the spec sends a visitor to sign in first (and back here after); a signed-in
 * person goes straight to the booking page, because the sign-in page would only send them home.
 */
export function ConsultationLink({ variant, size, className, children }: TConsultationLinkProps) {
  const { viewer } = useViewer();
  const signedIn = useHydrated() && Boolean(viewer);
  const bookingUrl = useBookingUrl();
  const signInPath = useSignInPath();
  return (
    <Button asChild variant={variant} size={size} className={className}>
      {signedIn ? (
        <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <Link to={signInPath}>{children}</Link>
      )}
    </Button>
  );
}
