import { FolderKanban } from 'lucide-react';
import { DashboardList } from '@web/components/ui/list-states';
import { pagingOf } from '@web/components/ui/pagination';
import { usePageParam } from '@web/lib/use-page-param';
import { useMyProjects } from '../api/list-projects';
import { ProjectListItem } from './project-list-item';

/** The dashboard's Projects tab: a page of the client's projects, each linking to its page. */
export function ProjectsTab() {
  const pageParam = usePageParam();
  const query = useMyProjects(pageParam[0]);
  const { data, error, isPending, refetch } = query;

  return (
    <DashboardList
      id="projects"
      title="Your Projects"
      action={{ to: '/catalog', label: 'New Project' }}
      items={data?.projects}
      error={error}
      isPending={isPending}
      onRetry={() => void refetch()}
      loadingLabel="Loading projects"
      paging={pagingOf('Your projects', pageParam, query)}
      empty={{
        icon: FolderKanban,
        title: 'No projects yet',
        description: 'Buy an outcome pack or approve a quote and your project appears here.',
      }}
    >
      {(projects) =>
        projects.map((project) => <ProjectListItem key={project.id} project={project} datePrefix="Created" />)
      }
    </DashboardList>
  );
}
