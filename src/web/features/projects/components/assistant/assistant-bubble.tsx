import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Bot, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { LoadingBlock } from '@web/components/ui/spinner';

// Its code loads when the panel first opens: the page's first view shows only the bubble.
const AssistantConversation = lazy(() =>
  import('./assistant-conversation').then(({ AssistantConversation }) => ({ default: AssistantConversation })),
);

/**
 * The floating TeamSmith AI bubble on every project page. It sits bottom-right above the toasts' corner (toasts
 * stack up from 24 px at the bottom right, 16 px on phones) and opens the 'TeamSmith AI' panel: a side panel on wide
 * screens, a full-width bottom sheet on phones. Radix traps focus inside it and Escape closes it.
 */
export function AssistantBubble({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        aria-label="Open TeamSmith AI"
        data-floating-assistant
        className="fixed bottom-28 right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:right-6"
      >
        <Bot className="size-6" aria-hidden />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] w-full flex-col rounded-t-2xl bg-white p-4 shadow-xl sm:inset-x-auto sm:bottom-6 sm:right-6 sm:h-[min(640px,calc(100dvh-3rem))] sm:w-[400px] sm:rounded-2xl"
        >
          <div className="mb-2 flex items-center justify-between gap-2 border-b border-slate-200 pb-3">
            <DialogPrimitive.Title className="flex items-center gap-2 text-lg font-semibold">
              <Bot className="size-5 text-brand-600" aria-hidden />
              TeamSmith AI
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close"
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <Suspense fallback={<LoadingBlock label="Loading TeamSmith AI" />}>
            <AssistantConversation projectId={projectId} className="flex-1" />
          </Suspense>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
