import { Link } from 'react-router';
import type { TProjectSummary } from '@shared/schemas/projects';
import { formatDate, formatMoneyWithCode } from '@web/lib/format';
import { ProjectStatusBadge } from './project-status-badge';

/** One project in a list: title, when it started, its kind, total and status; links to its page. */
export function ProjectListItem({ project, datePrefix }: { project: TProjectSummary; datePrefix: string }) {
  return (
    <li>
      <Link
        to={`/project/${project.id}`}
        className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{project.title}</p>
          <p className="text-sm text-slate-500">
            {datePrefix} {formatDate(project.createdAt)} · {project.isCustom ? 'Custom project' : 'Outcome pack'}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <span className="font-medium tabular-nums text-slate-700">
            {formatMoneyWithCode(project.totalPrice, project.currency)}
          </span>
          <ProjectStatusBadge status={project.status} />
        </div>
      </Link>
    </li>
  );
}
