import type { VariantProps } from 'class-variance-authority';
import { ExternalLink } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type buttonVariants } from '@web/components/ui/button';
import { useBookingUrl } from '@web/lib/public-config';

type ButtonLook = VariantProps<typeof buttonVariants> & { className?: string };

/** An internal react-router link styled as a button. */
export function LinkButton({
  variant,
  size = 'lg',
  className,
  children,
  ...linkProps
}: ButtonLook & Omit<ComponentProps<typeof Link>, 'className'>) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...linkProps}>{children}</Link>
    </Button>
  );
}

type ExternalLinkButtonProps = ButtonLook & { href: string; children: ReactNode };

/** An external link styled as a button; opens in a new tab and says so to screen readers. */
export function ExternalLinkButton({ href, variant, size = 'lg', className, children }: ExternalLinkButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}

/** "Talk to a Curator" and similar: the external curator booking page, in a new tab. */
export function BookingLinkButton(props: Omit<ExternalLinkButtonProps, 'href'>) {
  const bookingUrl = useBookingUrl();
  return <ExternalLinkButton href={bookingUrl} {...props} />;
}
