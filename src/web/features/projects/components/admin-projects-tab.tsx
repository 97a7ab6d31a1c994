import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Money } from '@web/components/ui/money';
import { Reference } from '@web/components/ui/reference';
import { Skeleton } from '@web/components/ui/skeleton';
import { StatusBadge } from '@web/components/ui/status-badge';
import { toast } from '@web/lib/toast';
import { useAdminProjects } from '../api/admin-list-projects';

/** Admin dashboard, Projects tab: the 10 latest projects with price, participant names and status. */
export function AdminProjectsTab() {
  const { data, error, isPending, refetch } = useAdminProjects();
  useEffect(() => {
    if (error) toast.error('Failed to load admin data', { description: error.message });
  }, [error]);

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Latest Projects</h2>
        <CardDescription>The 10 most recently created projects.</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <div role="alert" className="space-y-3">
            <p className="text-sm text-red-700">Failed to load admin data</p>
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : isPending ? (
          <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading projects">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </div>
        ) : data.projects.length === 0 ? (
          <p className="text-sm text-slate-600">No projects yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.projects.map((project) => (
              <li key={project.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={`/project/${project.id}`} className="font-medium text-slate-900 hover:underline">
                    {project.title}
                  </Link>
                  <p className="truncate text-sm text-slate-500" title={project.participantNames.join(', ')}>
                    <Reference kind="project" id={project.id} /> ·{' '}
                    {project.participantNames.join(', ') || 'No participants'}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <Money
                    className="tabular-nums text-slate-700"
                    minor={project.totalPrice}
                    currency={project.currency}
                  />
                  <StatusBadge kind="project" status={project.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
