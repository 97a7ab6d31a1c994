import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { DEV_MAILBOX_POLL_MS } from '@shared/domain/limits';
import type { TMailboxMessage } from '@shared/schemas/dev-mailbox';
import { Card } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { api } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/format';
import { publicConfigQuery } from '@web/lib/public-config';
import { queryKeys } from '@web/lib/query-keys';
import type { TPageMeta } from '@web/components/page-meta';
import { TruncatedText } from '@web/components/ui/truncated-text';

export const meta: TPageMeta = {
  title: 'Dev mailbox',
  description: 'E-mails sent by this development server.',
};

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** Renders the message text with its links clickable. */
function MessageText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap text-sm text-slate-700">
      {text.split(URL_PATTERN).map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="text-brand-600 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/** The local mailbox (outside production): e-mails the product wrote to its outbox. */
export default function DevMailboxPage() {
  const config = useQuery(publicConfigQuery).data;
  const messages = useQuery({
    queryKey: queryKeys.devMailbox,
    queryFn: () => api.get<{ messages: TMailboxMessage[] }>('/api/dev/mailbox'),
    enabled: config?.devMailbox === true,
    refetchInterval: DEV_MAILBOX_POLL_MS,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (!config || (config.devMailbox && messages.isPending)) return <LoadingBlock />;
  if (!config.devMailbox)
    return <p className="px-4 py-24 text-center text-slate-600">The local mailbox is not available in production.</p>;

  const list = messages.data?.messages ?? [];
  const selected = list.find((m) => m.id === selectedId) ?? list[0];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Inbox className="size-6" aria-hidden /> Local mailbox
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        No SMTP server is configured, so e-mails are kept here. Open a message to follow its links.
      </p>
      {list.length === 0 ? (
        <p className="mt-10 text-center text-slate-500">No e-mails yet.</p>
      ) : (
        <div className="mt-6 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Card className="divide-y divide-slate-100 overflow-hidden">
            {list.map((message) => (
              <button
                key={message.id}
                type="button"
                onClick={() => setSelectedId(message.id)}
                className={cn(
                  'block w-full px-4 py-3 text-left hover:bg-slate-50',
                  selected?.id === message.id && 'bg-brand-50',
                )}
              >
                <TruncatedText as="span" className="text-sm font-medium" text={message.subject} />
                <span className="block truncate text-xs text-slate-500">
                  To {message.to} · {formatDateTime(message.createdAt)}
                </span>
              </button>
            ))}
          </Card>
          {selected && (
            <Card className="p-6" aria-label="Message">
              <h2 className="text-lg font-semibold">{selected.subject}</h2>
              <p className="mb-4 text-xs text-slate-500">To {selected.to}</p>
              <MessageText text={selected.text} />
            </Card>
          )}
        </div>
      )}
    </div>
  );
}
