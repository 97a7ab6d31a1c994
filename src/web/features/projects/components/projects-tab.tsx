import { FolderKanban, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatMoneyWithCode } from '@shared/domain/money';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useMyProjects } from '../api/list-projects';
import { formatDate } from './format-date';
import { ProjectStatusBadge } from './project-status-badge';

/** The dashboard's Projects tab: the client's projects, each linking to its page. */
export function ProjectsTab() {
  const { data, error, isPending, refetch } = useMyProjects();
  useEffect(() => {
    if (error) toast.error('Error loading dashboard', { description: error.message });
  }, [error]);

  return (
    <section aria-labelledby="projects-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="projects-heading" className="text-xl font-semibold">
          Your Projects
        </h2>
        <Button asChild>
          <Link to="/catalog">
            <Plus aria-hidden />
            New Project
          </Link>
        </Button>
      </div>

      {error ? (
        <Card role="alert">
          <CardHeader>
            <CardTitle>Error loading dashboard</CardTitle>
            <CardDescription>{error.message}</CardDescription>
            <div>
              <Button variant="outline" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          </CardHeader>
        </Card>
      ) : isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading projects">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : data.projects.length === 0 ? (
        <Card className="text-center">
          <CardHeader className="items-center">
            <FolderKanban className="size-10 text-slate-400" aria-hidden />
            <CardTitle>No projects yet</CardTitle>
            <CardDescription>Buy an outcome pack or approve a quote and your project appears here.</CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <ul className="space-y-3">
          {data.projects.map((project) => (
            <li key={project.id}>
              <Link
                to={`/project/${project.id}`}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{project.title}</p>
                  <p className="text-sm text-slate-500">
                    Created {formatDate(project.createdAt)} · {project.isCustom ? 'Custom project' : 'Outcome pack'}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <span className="font-medium tabular-nums text-slate-700">{formatMoneyWithCode(project.totalPrice, project.currency)}</span>
                  <ProjectStatusBadge status={project.status} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
