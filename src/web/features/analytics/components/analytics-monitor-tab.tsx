import { Activity, Pause, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ANALYTICS_EVENT_NAMES, type TAnalyticsEventName } from '@shared/domain/analytics';
import { ANALYTICS_MONITOR_LIMIT } from '@shared/domain/limits';
import { relativeTime } from '@shared/domain/relative-time';
import type { TAnalyticsMonitorEvent } from '@shared/schemas/analytics';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format';
import { useAnalyticsEvents } from '../api/get-analytics-events';
import { useCaptureEnabled } from '../api/get-capture-enabled';
import { useLiveAnalytics, type LiveStatus } from '../hooks/use-live-analytics';
import { arrived, emptyMonitor, filtered, loaded, paused, resumed, type MonitorState } from '../lib/monitor-state';

/** People-readable labels for the monitor's filter and rows (here, as only the monitor shows them). */
const ANALYTICS_EVENT_LABELS: Record<TAnalyticsEventName, string> = {
  page_view: 'Page view',
  builder_step: 'Builder step',
  proposal_preview_accepted: 'Proposal preview accepted',
  sign_up: 'Sign-up',
  sign_in: 'Sign-in',
  brief_submitted: 'Brief submitted',
  brief_proposal_accepted: 'Brief proposal accepted',
  checkout_started: 'Checkout started',
  checkout_completed: 'Checkout completed',
  quote_approved: 'Quote approved',
  quote_rejected: 'Quote rejected',
  quote_changes_requested: 'Quote changes requested',
  quote_admin_approved: 'Quote approved by admin',
  quote_held: 'Quote placed on hold',
  deliverable_uploaded: 'Deliverable uploaded',
  payout_sent: 'Payout sent',
  meeting_created: 'Meeting created',
  chat_message_sent: 'Chat message sent',
};

/** Relative times ("2m ago") move on this often. */
const CLOCK_TICK_MS = 15_000;
/** Screen readers hear at most one summary of new arrivals this often. */
const ANNOUNCE_EVERY_MS = 10_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "3 new events" at most once per ANNOUNCE_EVERY_MS, for the polite live region. */
function useArrivalAnnouncer() {
  const [message, setMessage] = useState('');
  const pending = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return {
    message,
    count(waiting: boolean) {
      pending.current += 1;
      if (timer.current) return;
      timer.current = setTimeout(() => {
        const n = pending.current;
        pending.current = 0;
        timer.current = null;
        setMessage(`${n} new ${n === 1 ? 'event' : 'events'}${waiting ? ' waiting (paused)' : ''}`);
      }, ANNOUNCE_EVERY_MS / 5);
    },
  };
}

const STATUS_TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

function StatusBadge({ status, isPaused }: { status: LiveStatus; isPaused: boolean }) {
  if (isPaused) return <Badge variant="warning">Paused</Badge>;
  return (
    <Badge variant={status === 'live' ? 'success' : 'secondary'} className="gap-1.5">
      <span
        aria-hidden
        className={
          status === 'live' ? 'size-2 animate-pulse rounded-full bg-emerald-600' : 'size-2 rounded-full bg-slate-400'
        }
      />
      {STATUS_TEXT[status]}
    </Badge>
  );
}

function EventRow({ event, now }: { event: TAnalyticsMonitorEvent; now: Date }) {
  const properties = Object.entries(event.properties);
  return (
    <li className="py-3" data-testid="analytics-event" data-event-name={event.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium">
          {ANALYTICS_EVENT_LABELS[event.name] ?? event.name}{' '}
          <code className="text-xs font-normal text-slate-600">{event.name}</code>
        </p>
        <time dateTime={event.createdAt} title={formatDateTime(event.createdAt)} className="text-xs text-slate-600">
          {relativeTime(event.createdAt, now)}
        </time>
      </div>
      <p className="mt-1 flex flex-wrap gap-1.5 text-xs text-slate-700">
        <span className="rounded bg-slate-100 px-1.5 py-0.5">{event.user ?? 'Guest'}</span>
        {properties.map(([key, value]) => (
          <span key={key} className="max-w-full rounded bg-slate-50 px-1.5 py-0.5 break-all ring-1 ring-slate-200">
            {key}: <strong className="font-medium">{String(value)}</strong>
          </span>
        ))}
      </p>
    </li>
  );
}

/**
 * The admin Analytics tab: a live analytics monitor. The newest 50 events (spec §9), newest first, arriving live on
 * `admin:analytics`; Pause holds arrivals as "n new" until Resume; a filter by event name.
 */
export function AnalyticsMonitorTab() {
  const filterId = useId();
  const [filter, setFilter] = useState<TAnalyticsEventName | null>(null);
  const [state, setState] = useState<MonitorState>(emptyMonitor);
  const query = useAnalyticsEvents(filter);
  const now = useNow();
  const announcer = useArrivalAnnouncer();
  const captureEnabled = useCaptureEnabled();
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const pausedRef = useRef(state.paused);
  pausedRef.current = state.paused;

  // A newly loaded list (first load, a new filter, a reload after reconnecting) replaces what is shown.
  useEffect(() => {
    if (query.data) setState((current) => loaded(current, query.data.events));
  }, [query.data]);

  const status = useLiveAnalytics(
    (event) => {
      if (filterRef.current && event.name !== filterRef.current) return;
      setState((current) => arrived(current, event, filterRef.current));
      announcer.count(pausedRef.current);
    },
    () => void query.refetch(),
  );

  const toggle = () => setState((current) => (current.paused ? resumed(current) : paused(current)));

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle asChild>
            <h2>Live Analytics Monitor</h2>
          </CardTitle>
          <StatusBadge status={status} isPaused={state.paused} />
        </div>
        <CardDescription>
          The newest {ANALYTICS_MONITOR_LIMIT} product events as they happen, newest first. Users appear as a short
          anonymous tag; no e-mail addresses or names are recorded.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1.5 sm:w-72">
            <Label htmlFor={filterId}>Event</Label>
            <NativeSelect
              id={filterId}
              value={filter ?? ''}
              onChange={(event) => {
                setFilter((event.target.value || null) as TAnalyticsEventName | null);
                setState(filtered);
              }}
            >
              <option value="">All events</option>
              {ANALYTICS_EVENT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {ANALYTICS_EVENT_LABELS[name]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {state.paused && state.held.length > 0 && (
              <span className="text-sm font-medium text-amber-900" data-testid="analytics-held">
                {state.held.length} new
              </span>
            )}
            <Button variant="outline" onClick={toggle} aria-pressed={state.paused}>
              {state.paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
              {state.paused ? 'Resume' : 'Pause'}
            </Button>
          </div>
        </div>

        {captureEnabled === false && (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Recording is switched off in Settings (Live Analytics Monitor), so no new events are stored or shown.
          </p>
        )}

        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announcer.message}
        </p>

        {query.error ? (
          <div role="alert" className="space-y-2 text-sm text-red-700">
            <p>Failed to load analytics events: {query.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : query.isPending ? (
          <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading analytics events">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : state.events.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center" data-testid="analytics-empty">
            <Activity className="size-10 text-slate-400" aria-hidden />
            <p className="font-medium">
              {filter ? `No "${ANALYTICS_EVENT_LABELS[filter]}" events yet` : 'No events yet'}
            </p>
            <p className="max-w-sm text-sm text-slate-600">
              Events appear here as people browse, build briefs, check out and deliver work.
            </p>
          </div>
        ) : (
          <ol className="divide-y divide-slate-100" aria-label="Analytics events, newest first">
            {state.events.map((event) => (
              <EventRow key={event.id} event={event} now={now} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
