import {
  ASSISTANT_QUESTION_EMPTY,
  ASSISTANT_SEND_FAILED,
  ASSISTANT_SUGGESTED_QUESTIONS,
} from '@shared/domain/collaboration';
import { useQueryClient } from '@tanstack/react-query';
import { Bot, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ASSISTANT_MESSAGE_MAX_LENGTH } from '@shared/domain/limits';
import type { TAssistantMessage, TAssistantMessageList } from '@shared/schemas/assistant';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { streamAiChat, useAssistantMessages } from '../../api/assistant/assistant-api';

function Message({ role, content }: Pick<TAssistantMessage, 'role' | 'content'>) {
  const mine = role === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap rounded-lg px-3 py-2 text-sm',
          mine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'TeamSmith AI: '}</span>
        {content}
      </div>
    </li>
  );
}

/**
 * A TeamSmith AI conversation: the viewer's messages, the reply streaming in, suggested questions as chips and a
 * composer disabled while a reply is awaited. Used by the AI Assistant tab and the floating bubble's panel (they
 * share the conversation through the query cache).
 */
export function AssistantConversation({ projectId, className }: { projectId: string; className?: string }) {
  const queryClient = useQueryClient();
  const key = queryKeys.projects.assistant(projectId);
  const { data, error, isPending, refetch } = useAssistantMessages(projectId);
  const [text, setText] = useState('');
  const [pending, setPending] = useState<{ question: string; reply: string } | null>(null);
  // An empty send says why nothing was asked, under the box, until something is typed.
  const [empty, setEmpty] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const awaiting = pending !== null;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [data?.messages.length, pending?.reply]);
  // A question typed into the server's HTML before this code arrived is kept, and Enter sends what the box holds.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setText(typed);
  }, []);

  async function send(raw: string) {
    const message = raw.trim();
    if (!message) return setEmpty(true);
    if (awaiting) return;
    setPending({ question: message, reply: '' });
    setText('');
    try {
      const result = await streamAiChat({ projectId, message, sessionId: data?.sessionId }, (delta) =>
        setPending((current) => (current ? { ...current, reply: current.reply + delta } : current)),
      );
      const now = new Date().toISOString();
      queryClient.setQueryData<TAssistantMessageList>(key, (current) => ({
        sessionId: result.sessionId,
        messages: [
          ...(current?.messages ?? []),
          { id: crypto.randomUUID(), role: 'user', content: message, createdAt: now },
          { id: crypto.randomUUID(), role: 'assistant', content: result.message, createdAt: now },
        ],
      }));
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.insights(projectId) });
    } catch {
      toast.error(ASSISTANT_SEND_FAILED);
      // The typed question is not lost.
      setText(message);
    } finally {
      setPending(null);
      requestAnimationFrame(() => inputRef.current?.focus());
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(inputRef.current?.value ?? text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(event.currentTarget.value);
    }
  }

  const messages = data?.messages ?? [];
  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div
        role="log"
        aria-label="TeamSmith AI conversation"
        aria-busy={isPending || awaiting}
        className="min-h-0 flex-1 overflow-y-auto px-1 py-2"
      >
        {isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading conversation">
            <Skeleton className="ml-auto h-10 w-1/2" />
            <Skeleton className="h-16 w-3/4" />
          </div>
        ) : error ? (
          <div role="alert" className="space-y-2 p-2 text-sm text-slate-700">
            <p>Failed to load the conversation. {error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : messages.length === 0 && !pending ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
            <Bot className="size-10 text-slate-400" aria-hidden />
            <p className="font-medium text-slate-900">Ask TeamSmith AI about this project</p>
            <p className="text-sm text-slate-600">
              It answers from the project's milestones, deliverables, chat and meetings. It can't change anything or
              send messages for you.
            </p>
          </div>
        ) : (
          <ul className="space-y-3">
            {messages.map((message) => (
              <Message key={message.id} role={message.role} content={message.content} />
            ))}
            {pending && (
              <>
                <Message role="user" content={pending.question} />
                <li className="flex justify-start">
                  <div className="max-w-[85%] whitespace-pre-wrap rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900">
                    {pending.reply ? (
                      pending.reply
                    ) : (
                      <span className="inline-flex items-center gap-2 text-slate-600">
                        <Spinner className="size-4" label="TeamSmith AI is answering" /> Thinking…
                      </span>
                    )}
                  </div>
                </li>
              </>
            )}
          </ul>
        )}
        <div ref={endRef} />
      </div>

      <div
        className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
        aria-label="Suggested questions"
        role="group"
      >
        {ASSISTANT_SUGGESTED_QUESTIONS.map((question) => (
          <button
            key={question}
            type="button"
            disabled={awaiting}
            onClick={() => void send(question)}
            className="shrink-0 rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:opacity-50"
          >
            {question}
          </button>
        ))}
      </div>

      <form onSubmit={onSubmit} className="mt-3 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            Ask TeamSmith AI
          </label>
          <textarea
            id={inputId}
            ref={inputRef}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setEmpty(false);
            }}
            onKeyDown={onKeyDown}
            disabled={awaiting}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? `${hintId}-error ${hintId}` : hintId}
            maxLength={ASSISTANT_MESSAGE_MAX_LENGTH}
            rows={2}
            placeholder="Ask about this project…"
            className="block max-h-32 min-h-[2.75rem] w-full resize-none rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:bg-slate-50"
          />
          {empty && (
            <p id={`${hintId}-error`} role="alert" className="mt-1 text-xs font-medium text-red-600">
              {ASSISTANT_QUESTION_EMPTY}
            </p>
          )}
          <p id={hintId} className="sr-only">
            Enter sends, Shift+Enter makes a new line.
          </p>
        </div>
        <Button type="submit" disabled={awaiting} aria-label="Send question">
          {awaiting ? (
            <Spinner className="size-4 text-white" label="Waiting for the reply" />
          ) : (
            <Send className="size-4" aria-hidden />
          )}
        </Button>
      </form>
    </div>
  );
}
