import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_EMPTY } from '@shared/domain/collaboration';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/domain/limits';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
function newDraftId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The chat's message box: Enter sends, Shift+Enter makes a new line; an empty send says why nothing was sent.
 * `onSend` resolves true once the message is stored.
 */
export function Composer({
  onSend,
  sending,
}: {
  onSend: (text: string, id: string) => Promise<boolean>;
  sending: boolean;
}) {
  const [text, setText] = useState('');
  // The draft's id: a send retried after a failure (the answer may have been lost) is stored once on the server.
  const draftId = useRef(newDraftId());
  const inputId = useId();
  const hintId = useId();
  // An empty send says why nothing was sent, under the box, until something is typed.
  const [empty, setEmpty] = useState(false);
  // Guards a second Enter arriving before React re-renders with `sending`.
  const inFlight = useRef(false);

  async function submit() {
    const message = text.trim();
    if (!message) return setEmpty(true);
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      if (await onSend(message, draftId.current)) {
        setText('');
        draftId.current = newDraftId();
      }
    } finally {
      inFlight.current = false;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter while an input method is composing) makes a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <textarea
          id={inputId}
          value={text}
          onChange={(event) => {
            // An edited draft is a new message.
            if (event.target.value.trim() !== text.trim()) draftId.current = newDraftId();
            setText(event.target.value);
            setEmpty(false);
          }}
          onKeyDown={onKeyDown}
          readOnly={sending}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${hintId}-error ${hintId}` : hintId}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          rows={2}
          placeholder="Type a message…"
          className="block max-h-40 min-h-[2.75rem] w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 read-only:bg-slate-50"
        />
        {empty && (
          <p id={`${hintId}-error`} role="alert" className="mt-1 text-xs font-medium text-red-600">
            {CHAT_MESSAGE_EMPTY}
          </p>
        )}
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          Enter to send, Shift+Enter for a new line
        </p>
      </div>
      <Button type="submit" size="icon" disabled={sending} aria-label="Send message" className="mb-5">
        {sending ? <Spinner className="text-white" label="Sending" /> : <SendHorizontal aria-hidden />}
      </Button>
    </form>
  );
}
