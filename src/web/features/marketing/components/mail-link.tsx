import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { mailbox, type TMailboxName } from '../site-constants';
import { TEXT_LINK_CLASS } from './text-link';

type MailLinkProps = {
  name: TMailboxName;
  /** Pre-filled subject line. */
  subject?: string;
  className?: string;
  /** Link text; defaults to the address itself. */
  children?: ReactNode;
};

/** A mailto: link to one of the site's mailboxes. */
export function MailLink({ name, subject, className, children }: MailLinkProps) {
  const address = mailbox(name);
  const href = subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
  return (
    <a href={href} className={cn(TEXT_LINK_CLASS, 'break-all', className)}>
      {children ?? address}
    </a>
  );
}
