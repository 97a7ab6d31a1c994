import type { TMailBounce } from '@shared/schemas/mail-bounces';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useClearMailBounce, useMailBounces } from '../api/mail-bounces-api';

const KIND_LABEL: Record<TMailBounce['kind'], string> = { 'hard-bounce': 'Bounced', complaint: 'Spam complaint' };

function BouncedAddress({ bounce }: { bounce: TMailBounce }) {
  const clear = useClearMailBounce();
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={bounce.kind === 'complaint' ? 'warning' : 'destructive'}>{KIND_LABEL[bounce.kind]}</Badge>
          <time dateTime={bounce.createdAt} className="text-xs text-slate-600">
            {formatDateTime(bounce.createdAt)}
          </time>
        </div>
        <p className="break-words text-sm font-medium">{bounce.address}</p>
        <p className="break-words text-xs text-slate-700">{bounce.reason}</p>
        {clear.error && (
          <p role="alert" className="text-xs text-red-700">
            Could not clear it: {clear.error.message}
          </p>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 self-start"
        disabled={clear.isPending}
        aria-label={`Send optional e-mail to ${bounce.address} again`}
        onClick={() =>
          clear.mutate(bounce.id, { onSuccess: () => toast.success(`Optional e-mail goes to ${bounce.address} again`) })
        }
      >
        {clear.isPending ? 'Clearing…' : 'Clear'}
      </Button>
    </li>
  );
}

/**
 * Addresses that get no optional e-mail because the receiving server refused them for good or their owner reported
 * our mail as spam; clearing one lets optional e-mail go to it again.
 */
export function BouncedAddresses() {
  const { data, error } = useMailBounces();
  return (
    <section aria-labelledby="bounced-heading" className="space-y-2">
      <h3 id="bounced-heading" className="font-medium">
        Bounced addresses
      </h3>
      <p className="text-sm text-slate-600">
        These addresses get no optional e-mail (notifications a preference can turn off); password resets, receipts and
        security notices still go.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load bounced addresses: {error.message}
        </p>
      ) : !data ? (
        <Skeleton className="h-12" />
      ) : data.bounces.length === 0 ? (
        <p className="text-sm text-slate-600">No address has bounced.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data.bounces.map((bounce) => (
            <BouncedAddress key={bounce.id} bounce={bounce} />
          ))}
        </ul>
      )}
    </section>
  );
}
