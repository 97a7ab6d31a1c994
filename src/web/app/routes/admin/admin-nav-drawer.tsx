// The admin areas as a drawer on phones, loaded when it is first opened: the workspace's first view needs only the
// button that opens it (decision 044).
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { TAdminWorkload } from '@shared/schemas/admin-workspace';
import { AdminNav } from './admin-nav';

/** Open from the moment it is shown; `onClose` when dismissed or an area is chosen, focus back on `opener`. */
export default function AdminNavDrawer({
  workload,
  onClose,
  opener,
}: {
  workload: TAdminWorkload | undefined;
  onClose: () => void;
  opener: HTMLElement | null;
}) {
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 lg:hidden" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl focus:outline-none lg:hidden"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
        >
          <div className="mb-4 flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-semibold">Admin</DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Close admin menu"
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">
            The admin areas, with the work waiting in each queue.
          </DialogPrimitive.Description>
          <nav aria-label="Admin areas">
            <AdminNav workload={workload} onNavigate={onClose} />
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
