import { FolderKanban } from 'lucide-react';
import { DashboardList } from '@web/components/ui/list-states';
import { pagingOf } from '@web/components/ui/pagination';
import { usePageParam } from '@web/lib/use-page-param';
import { useExpertProjects } from '../api/list-expert-projects';
import { ProjectListItem } from './project-list-item';

/** The expert area's My Projects: a page of the projects the expert delivers, each linking to its page. */
export function ExpertProjectsTab() {
  const pageParam = usePageParam();
  const query = useExpertProjects(pageParam[0]);
  const { data, error, isPending, refetch } = query;
  return (
    <DashboardList
      id="expert-projects"
      title="My Projects"
      items={data?.projects}
      error={error}
      isPending={isPending}
      onRetry={() => void refetch()}
      loadingLabel="Loading projects"
      paging={pagingOf('My projects', pageParam, query)}
      empty={{
        icon: FolderKanban,
        title: 'No projects yet',
        description: 'Accept an outcome-pack invitation, or have a quote approved, and the project appears here.',
      }}
    >
      {(projects) =>
        projects.map((project) => <ProjectListItem key={project.id} project={project} datePrefix="Started" />)
      }
    </DashboardList>
  );
}
