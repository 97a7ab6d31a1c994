import { ArrowLeft, Briefcase } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AGENCY_ROLE_LABELS } from '@shared/domain/agencies';
import type { TAdminAgencyDetail, TAdminAgencyMember, TAdminAgencyProject } from '@shared/schemas/admin-agencies';
import { StatusBadge } from '@web/components/ui/status-badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format';
import type { TPageMeta } from '@web/components/page-meta';
import { useAdminAgency } from '../api/get-admin-agency';
import { LoadError } from '../../components/load-error';
import { MemberStatusBadge, personName, RoleBadge } from '../../components/member-badges';
import { ReleasedAmount } from '../components/released-amount';

export const meta: TPageMeta = {
  title: 'Agency · Admin',
  description: "An agency's roster, projects, payout splits and the money released to it.",
};

const linkClass =
  'rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** A member's name, linked to their expert page once they have an account on the roster. */
function MemberName({ member }: { member: Pick<TAdminAgencyMember, 'userId' | 'fullName' | 'email'> }) {
  const name = personName(member);
  return member.userId ? (
    <Link to={`/admin/experts/${member.userId}`} className={`${linkClass} font-medium`}>
      {name}
    </Link>
  ) : (
    <span className="font-medium break-all text-slate-900">{name}</span>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Summary({ agency }: { agency: TAdminAgencyDetail }) {
  const active = agency.members.filter((member) => member.status === 'active').length;
  const invited = agency.members.filter((member) => member.status === 'invited').length;
  return (
    <Card>
      <CardContent className="pt-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
          <Fact label="Owner">
            <Link to={`/admin/experts/${agency.owner.id}`} className={`${linkClass} font-medium`}>
              {personName(agency.owner)}
            </Link>
            {agency.owner.fullName && <span className="block break-all text-slate-600">{agency.owner.email}</span>}
          </Fact>
          <Fact label="Members">
            {active} active{invited > 0 ? `, ${invited} invited` : ''}
          </Fact>
          <Fact label="Released to the agency">
            <ReleasedAmount released={agency.released} />
          </Fact>
          <Fact label="Created">{formatDate(agency.createdAt)}</Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

function Roster({ members }: { members: TAdminAgencyMember[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="agency-roster">Roster</h2>
        </CardTitle>
        <CardDescription>Everyone invited, with their role and where their invitation stands.</CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full text-left text-sm" aria-labelledby="agency-roster">
          <thead className="sr-only md:not-sr-only">
            <tr className="text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="pb-2 font-semibold">
                Member
              </th>
              <th scope="col" className="pb-2 font-semibold">
                Role
              </th>
              <th scope="col" className="pb-2 font-semibold">
                Invitation
              </th>
              <th scope="col" className="pb-2 font-semibold">
                Invited
              </th>
              <th scope="col" className="pb-2 font-semibold">
                Answered
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {members.map((member) => (
              // Phones: each row a stacked block (name, then badges and dates on one wrapped line).
              <tr key={member.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 md:table-row">
                <th scope="row" className="w-full text-left font-normal md:w-auto md:py-3 md:pr-4">
                  <MemberName member={member} />
                  {member.fullName && <span className="block break-all text-xs text-slate-600">{member.email}</span>}
                </th>
                <td className="md:py-3 md:pr-4">
                  <RoleBadge role={member.role} />
                </td>
                <td className="md:py-3 md:pr-4">
                  <MemberStatusBadge status={member.status} />
                </td>
                <td className="text-slate-700 md:py-3 md:pr-4">
                  <span className="md:sr-only">Invited </span>
                  {formatDate(member.invitedAt)}
                </td>
                <td className="text-slate-700 md:py-3">
                  {member.respondedAt ? (
                    <>
                      <span className="md:sr-only">Answered </span>
                      {formatDate(member.respondedAt)}
                    </>
                  ) : (
                    <span className="text-slate-600">
                      <span className="md:hidden">Not answered</span>
                      <span className="hidden md:inline">—</span>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function ProjectItem({ project }: { project: TAdminAgencyProject }) {
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="font-medium">
            <Link to={`/project/${project.id}`} className={linkClass}>
              {project.title}
            </Link>
          </h3>
          <StatusBadge kind="project" status={project.status} />
        </div>
        <p className="text-sm text-slate-700">
          Released <ReleasedAmount released={project.released} />
        </p>
      </div>
      {project.shares.length === 0 ? (
        <p className="text-sm text-slate-600">No split recorded: releases go to the owner.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Payout split of {project.title}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Role</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {project.shares.map((share) => (
              <tr key={share.userId}>
                <td className="py-1 pr-3">
                  <MemberName member={share} />
                </td>
                <td className="py-1 pr-3 text-slate-700">
                  {share.role ? AGENCY_ROLE_LABELS[share.role] : 'No longer on the roster'}
                </td>
                <td className="py-1 text-right font-medium tabular-nums">{share.sharePercent} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

function Projects({ projects }: { projects: TAdminAgencyProject[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Projects</h2>
        </CardTitle>
        <CardDescription>
          The projects the agency works on (its owner delivers them), with their payout splits.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {projects.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Briefcase className="size-4 text-slate-500" aria-hidden />
            No projects yet.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {projects.map((project) => (
              <ProjectItem key={project.id} project={project} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** `/admin/agencies/:id`: one agency as an admin sees it, read-only (the workspace layout checks admin rights). */
export default function AdminAgencyPage() {
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useAdminAgency(id);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);

  return (
    <div className="space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/admin/agencies">
          <ArrowLeft aria-hidden /> Back to Agencies
        </Link>
      </Button>
      {missing ? (
        <>
          <h1 className="text-2xl font-bold">Agency not found</h1>
          <p className="text-slate-600">This agency does not exist, or it was deleted with its owner's account.</p>
        </>
      ) : error ? (
        <>
          <h1 className="text-2xl font-bold">Agency</h1>
          <LoadError title="Failed to load the agency" error={error} onRetry={() => void refetch()} />
        </>
      ) : isPending ? (
        <LoadingBlock label="Loading the agency" />
      ) : (
        <>
          <header className="space-y-1">
            <p className="text-sm font-medium text-slate-600">Agency</p>
            <h1 className="text-2xl font-bold">{data.name}</h1>
            {data.description && <p className="text-slate-700">{data.description}</p>}
          </header>
          <Summary agency={data} />
          <Roster members={data.members} />
          <Projects projects={data.projects} />
        </>
      )}
    </div>
  );
}
