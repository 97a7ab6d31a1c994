import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@web/lib/cn';

/** Inline link style: underlined so it is not told apart by colour alone (WCAG 1.4.1). */
export const TEXT_LINK_CLASS =
  'font-medium text-brand-600 underline decoration-brand-200 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600';

/** An internal link inside running text or a list. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(TEXT_LINK_CLASS, className)} {...props} />;
}
