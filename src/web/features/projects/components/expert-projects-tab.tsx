import { FolderKanban } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardList } from '@web/components/ui/list-states';
import { formatDate, formatMoneyWithCode } from '@web/lib/format';
import { useExpertProjects } from '../api/list-expert-projects';
import { ProjectStatusBadge } from './project-status-badge';

/** The expert area's My Projects: projects the expert delivers, each linking to its page. */
export function ExpertProjectsTab() {
  const { data, error, isPending, refetch } = useExpertProjects();
  return (
    <DashboardList
      id="expert-projects"
      title="My Projects"
      items={data?.projects}
      error={error}
      isPending={isPending}
      onRetry={() => void refetch()}
      loadingLabel="Loading projects"
      empty={{
        icon: FolderKanban,
        title: 'No projects yet',
        description: 'Accept an outcome-pack invitation, or have a quote approved, and the project appears here.',
      }}
    >
      {(projects) =>
        projects.map((project) => (
          <li key={project.id}>
            <Link
              to={`/project/${project.id}`}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-200 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{project.title}</p>
                <p className="text-sm text-slate-500">
                  Started {formatDate(project.createdAt)} · {project.isCustom ? 'Custom project' : 'Outcome pack'}
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
        ))
      }
    </DashboardList>
  );
}
