import { cn } from '@web/lib/cn';

/**
 * One line of user text that must stay one line (a list row, a table cell): cut with an ellipsis, the whole text in
 * the title (a pointer's tooltip, read by screen readers); the row's detail page shows it in full.
 */
export function TruncatedText({
  text,
  as: Tag = 'p',
  className,
}: {
  text: string;
  as?: 'p' | 'span';
  className?: string;
}) {
  return (
    <Tag className={cn('truncate', Tag === 'span' && 'block', className)} title={text}>
      {text}
    </Tag>
  );
}
