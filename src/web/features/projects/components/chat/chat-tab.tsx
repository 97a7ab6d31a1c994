import { CalendarDays, MessagesSquare } from 'lucide-react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TChatMessage } from '@shared/schemas/chat';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useNow } from '@web/lib/use-now';
import { useViewer } from '@web/lib/viewer';
import { useChatLive, useChatMessages, useMarkChatRead, useSendChatMessage } from '../../api/chat/chat-api';
import { chatDayLabel } from './chat-day';
import { Composer } from './chat-composer';
import { useDateFormats } from '@web/components/ui/local-date';

/** Within this many pixels of the bottom the reader counts as "at the bottom" and follows new messages. */
const STICK_TO_BOTTOM_PX = 48;
/** Within this many pixels of the top, older messages load. */
const LOAD_OLDER_PX = 120;

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

function Avatar({ name, own }: { name: string; own: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
        own ? 'bg-brand-100 text-brand-800' : 'bg-slate-200 text-slate-700',
      )}
    >
      {initialOf(name)}
    </span>
  );
}

function DaySeparator({ day, label }: { day: string; label: string }) {
  return (
    <li className="flex items-center gap-3 py-2" aria-label={label}>
      <span aria-hidden className="h-px flex-1 bg-slate-200" />
      <time dateTime={day} className="text-xs font-medium text-slate-500">
        {label}
      </time>
      <span aria-hidden className="h-px flex-1 bg-slate-200" />
    </li>
  );
}

function MessageItem({ message, own }: { message: TChatMessage; own: boolean }) {
  const formats = useDateFormats();
  const time = (
    <time dateTime={message.createdAt} className="text-xs text-slate-500">
      {formats.time(message.createdAt)}
    </time>
  );
  if (message.kind === 'meeting_announcement') {
    return (
      <li className="flex justify-center py-1">
        <div className="flex max-w-[90%] items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-800">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <div className="min-w-0">
            <p className="text-xs font-medium text-brand-800">
              {message.authorName} · {time}
            </p>
            <p className="whitespace-pre-wrap">{message.message}</p>
          </div>
        </div>
      </li>
    );
  }
  return (
    <li className={cn('flex items-end gap-2 py-1', own && 'flex-row-reverse')}>
      <Avatar name={message.authorName} own={own} />
      <div className={cn('flex max-w-[80%] min-w-0 flex-col', own ? 'items-end' : 'items-start')}>
        <p className="mb-0.5 flex items-baseline gap-2 text-xs">
          <span className="font-medium text-slate-700">{own ? 'You' : message.authorName}</span>
          {time}
        </p>
        <p
          className={cn(
            'whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm',
            own ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
          )}
        >
          {message.message}
        </p>
      </div>
    </li>
  );
}

/** Placeholder bubbles in the shape of the conversation while the first page loads. */
function ChatSkeleton() {
  return (
    <div className="space-y-4 p-4" role="status" aria-busy="true" aria-label="Loading messages">
      {[false, true, false, true].map((own, index) => (
        <div key={index} className={cn('flex items-end gap-2', own && 'flex-row-reverse')}>
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')}>
            <Skeleton className="h-3 w-24" />
            <Skeleton className={cn('h-10 rounded-2xl', index % 2 ? 'w-40' : 'w-56')} />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyChat() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
      <MessagesSquare className="size-10 text-slate-300" aria-hidden />
      <p className="font-medium text-slate-900">No messages yet</p>
      <p className="max-w-xs text-sm text-slate-600">
        Start the conversation. Everyone on this project sees the messages here.
      </p>
    </div>
  );
}

/**
 * The project's chat (spec §2): a 600 px panel with the conversation, day separators and a composer. New messages
 * arrive live on the project channel; older ones load when the reader scrolls to the top (or presses "Load older
 * messages"). While it is open the chat counts as read.
 */
export function ChatTab({
  projectId,
  headerAction,
}: {
  projectId: string;
  /** Slot in the header for the meetings feature's "Schedule meeting" button (passed in from the project page). */
  headerAction?: ReactNode;
}) {
  const { viewer } = useViewer();
  const chat = useChatMessages(projectId);
  const send = useSendChatMessage(projectId);
  const markRead = useMarkChatRead(projectId);
  const logRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Set just before older messages are fetched: where the reader was, to keep their place when they arrive. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const [unseenBelow, setUnseenBelow] = useState(0);
  // Messages are grouped by day in the zone the page writes dates in, "Today" against the time it renders at.
  const formats = useDateFormats();
  const now = useNow();

  const messages = useMemo(
    () => (chat.data ? [...chat.data.pages].reverse().flatMap((page) => page.messages) : []),
    [chat.data],
  );
  const oldestId = messages[0]?.id;
  const newest = messages.at(-1);

  useEffect(() => {
    if (chat.error) toast.error('Failed to load messages', { description: chat.error.message });
  }, [chat.error]);

  const { mutate: markReadNow } = markRead;
  const readIfVisible = useCallback(() => {
    if (document.visibilityState === 'visible') markReadNow();
  }, [markReadNow]);

  // Open (and visible) means read: on opening, on each new message, and on coming back to the tab.
  useEffect(() => {
    readIfVisible();
  }, [readIfVisible, newest?.id]);
  useEffect(() => {
    document.addEventListener('visibilitychange', readIfVisible);
    return () => document.removeEventListener('visibilitychange', readIfVisible);
  }, [readIfVisible]);

  useChatLive(projectId, (message) => {
    if (!atBottom.current && message && message.userId !== viewer?.userId) setUnseenBelow((n) => n + 1);
  });

  // Keep the reader's place: older messages prepended keep the view still; new ones scroll it when at the bottom.
  const lastNewestId = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (anchor.current) {
      log.scrollTop = log.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    }
    if (newest?.id !== lastNewestId.current) {
      const mine = newest?.userId != null && newest.userId === viewer?.userId;
      if (atBottom.current || mine || lastNewestId.current === undefined) {
        log.scrollTop = log.scrollHeight;
        atBottom.current = true;
        setUnseenBelow(0);
      }
      lastNewestId.current = newest?.id;
    }
  }, [oldestId, newest?.id, newest?.userId, viewer?.userId]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = chat;
  const loadOlder = useCallback(() => {
    const log = logRef.current;
    if (!log || !hasNextPage || isFetchingNextPage) return;
    anchor.current = { height: log.scrollHeight, top: log.scrollTop };
    void fetchNextPage().then((result) => {
      if (result.error) {
        anchor.current = null;
        toast.error('Failed to load messages', { description: result.error.message });
      }
    });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  function onScroll() {
    const log = logRef.current;
    if (!log) return;
    atBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < STICK_TO_BOTTOM_PX;
    if (atBottom.current) setUnseenBelow(0);
    if (log.scrollTop < LOAD_OLDER_PX) loadOlder();
  }

  async function onSend(text: string, id: string): Promise<boolean> {
    try {
      await send.mutateAsync({ message: text, id });
      return true;
    } catch (error) {
      toast.error('Failed to send message', { description: error instanceof Error ? error.message : undefined });
      return false;
    }
  }

  const ownId = viewer?.userId;
  let body: ReactNode;
  if (chat.isPending) body = <ChatSkeleton />;
  else if (chat.error && !chat.data)
    body = (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
        <p className="font-medium text-slate-900">Failed to load messages</p>
        <Button variant="outline" onClick={() => void chat.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (messages.length === 0) body = <EmptyChat />;
  else
    body = (
      <>
        {hasNextPage && (
          <div className="flex justify-center pb-2">
            <Button variant="ghost" size="sm" onClick={loadOlder} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? 'Loading older messages…' : 'Load older messages'}
            </Button>
          </div>
        )}
        <ul className="space-y-1">
          {messages.map((message, index) => {
            const day = formats.day(message.createdAt);
            const newDay = index === 0 || formats.day(messages[index - 1]!.createdAt) !== day;
            return (
              <Fragment key={message.id}>
                {newDay && <DaySeparator day={day} label={chatDayLabel(day, now, formats)} />}
                <MessageItem message={message} own={message.userId !== null && message.userId === ownId} />
              </Fragment>
            );
          })}
        </ul>
      </>
    );

  return (
    <section
      aria-labelledby={`chat-title-${projectId}`}
      className="flex h-[600px] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={`chat-title-${projectId}`} className="text-base font-semibold text-slate-900">
          Project Chat
        </h2>
        {/* Slot: the meetings feature's "Schedule meeting" action, passed in from project-page.tsx. */}
        {headerAction}
      </header>
      <div className="relative min-h-0 flex-1">
        <div
          ref={logRef}
          onScroll={onScroll}
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label="Chat messages"
          aria-busy={chat.isPending || isFetchingNextPage}
          tabIndex={0}
          className="h-full overflow-y-auto px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-4"
        >
          {body}
        </div>
        {unseenBelow > 0 && (
          <Button
            size="sm"
            className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow"
            onClick={() => {
              const log = logRef.current;
              if (log) log.scrollTop = log.scrollHeight;
              setUnseenBelow(0);
            }}
          >
            {unseenBelow === 1 ? '1 new message' : `${unseenBelow} new messages`}
          </Button>
        )}
      </div>
      <Composer onSend={onSend} sending={send.isPending} />
    </section>
  );
}
