import { Link } from 'react-router';
import type { TProjectSummary } from '@shared/schemas/projects';
import { Money } from '@web/components/ui/money';
import { Reference } from '@web/components/ui/reference';
import { StatusBadge } from '@web/components/ui/status-badge';
import { LocalDate } from '@web/components/ui/local-date';
import { useChatUnread } from '../api/chat/chat-api';
import { TruncatedText } from '@web/components/ui/truncated-text';

/** How many chat messages on the project the viewer has not read yet (none: nothing shown). */
function UnreadBadge({ projectId }: { projectId: string }) {
  const unread = useChatUnread().data?.get(projectId) ?? 0;
  if (unread === 0) return null;
  return (
    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold tabular-nums text-white">
      {unread} unread<span className="sr-only"> chat {unread === 1 ? 'message' : 'messages'}</span>
    </span>
  );
}

/** One project in a list: title, when it started, its kind, total, unread chat messages and status; links to its page. */
export function ProjectListItem({ project, datePrefix }: { project: TProjectSummary; datePrefix: string }) {
  return (
    <li>
      <Link
        to={`/project/${project.id}`}
        className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0">
          <TruncatedText className="font-semibold text-slate-900" text={project.title} />
          <p className="text-sm text-slate-500">
            <Reference kind="project" id={project.id} /> · {datePrefix} <LocalDate value={project.createdAt} /> ·{' '}
            {project.isCustom ? 'Custom project' : 'Outcome pack'}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <UnreadBadge projectId={project.id} />
          <Money
            className="font-medium tabular-nums text-slate-700"
            minor={project.totalPrice}
            currency={project.currency}
          />
          <StatusBadge kind="project" status={project.status} />
        </div>
      </Link>
    </li>
  );
}
