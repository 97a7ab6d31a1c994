import { useEffect, useRef, useState } from 'react';
import { ANALYTICS_CHANNEL, ANALYTICS_REALTIME_EVENT, type TAnalyticsMonitorEvent } from '@shared/schemas/analytics';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/**
 * Listens on the admins' `admin:analytics` channel (its own Server-Sent Events stream, open while the tab is shown) and
 * hands each recorded event to `onEvent`. EventSource reconnects by itself; `onReconnect` lets the caller reload what
 * it may have missed.
 */
export function useLiveAnalytics(onEvent: (event: TAnalyticsMonitorEvent) => void, onReconnect: () => void) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };

  useEffect(() => {
    const source = new EventSource(`/api/realtime/stream?channels=${encodeURIComponent(ANALYTICS_CHANNEL)}`);
    let opened = false;
    source.onopen = () => {
      if (opened) handlers.current.onReconnect();
      opened = true;
      setStatus('live');
    };
    source.onerror = () => setStatus(opened ? 'reconnecting' : 'connecting');
    source.onmessage = (message: MessageEvent<string>) => {
      try {
        const parsed = JSON.parse(message.data) as { event: string; data: unknown };
        if (parsed.event === ANALYTICS_REALTIME_EVENT) handlers.current.onEvent(parsed.data as TAnalyticsMonitorEvent);
      } catch {
        // A malformed message is skipped.
      }
    };
    return () => source.close();
  }, []);

  return status;
}
