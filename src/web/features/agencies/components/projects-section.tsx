import { Briefcase, PieChart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AGENCY_ROLE_LABELS } from '@shared/domain/agencies';
import type { TAgencyDetail, TAgencyProject } from '@shared/schemas/agencies';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { StatusBadge } from '@web/components/ui/status-badge';
import { EditSplitDialog } from './edit-split-dialog';
import { personName } from './member-badges';

function ProjectRow({ agency, project }: { agency: TAgencyDetail; project: TAgencyProject }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-medium text-slate-900">
            {agency.canManage ? (
              <Link to={`/project/${project.id}`} className="rounded hover:underline focus-visible:outline-2">
                {project.title}
              </Link>
            ) : (
              project.title
            )}
          </h3>
          <StatusBadge kind="project" status={project.status} className="mt-1" />
        </div>
        {agency.canManage &&
          (project.splitEditable ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={`Edit split: ${project.title}`}
            >
              <PieChart aria-hidden />
              Edit split
            </Button>
          ) : (
            <p className="text-xs text-slate-500">Split final: the project is closed.</p>
          ))}
      </div>
      {project.shares.length === 0 ? (
        <p className="text-sm text-slate-600">No split recorded yet.</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">Payout split of {project.title}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Member</th>
              <th scope="col" className="hidden sm:table-cell">
                Role
              </th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {project.shares.map((share) => {
              const role = share.role ? AGENCY_ROLE_LABELS[share.role] : 'Former member';
              return (
                <tr key={share.userId}>
                  <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-900">
                    {personName(share)}
                    <span className="block text-xs text-slate-500 sm:hidden">{role}</span>
                  </th>
                  <td className="hidden w-40 py-2 pr-3 text-slate-600 sm:table-cell">{role}</td>
                  <td className="w-16 py-2 text-right font-semibold tabular-nums text-slate-900">
                    {share.sharePercent}%
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {agency.canManage && project.splitEditable && (
        <EditSplitDialog agency={agency} project={project} open={editing} onOpenChange={setEditing} />
      )}
    </li>
  );
}

/** The agency's projects with the split of each; the owner edits splits until a project closes. */
export function ProjectsSection({ agency }: { agency: TAgencyDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2">
          <h2>
            <Briefcase className="size-5 text-brand-600" aria-hidden />
            Projects
          </h2>
        </CardTitle>
        <CardDescription>
          Each project’s split is applied when its milestone payments are released. Until then it is recorded here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {agency.projects.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center">
            <Briefcase className="size-8 text-slate-400" aria-hidden />
            <p className="font-medium text-slate-900">No projects yet</p>
            <p className="max-w-md text-sm text-slate-600">
              {agency.canManage
                ? 'Projects appear here once a client approves a quote you send as the agency owner.'
                : 'Projects appear here once the owner includes you in a project’s split.'}
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {agency.projects.map((project) => (
              <ProjectRow key={project.id} agency={agency} project={project} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
