import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export type TFaqItem = {
  question: string;
  answer: ReactNode;
};

type FaqListProps = {
  items: readonly TFaqItem[];
  className?: string;
};

/** Questions as native disclosure widgets (<details>/<summary>): keyboard and screen-reader friendly. */
export function FaqList({ items, className }: FaqListProps) {
  return (
    <div className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white', className)}>
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-slate-600">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
