import { Quote, TrendingUp } from 'lucide-react';
import type { TCaseStudy } from '@shared/schemas/catalog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCaseStudies } from '../api/list-case-studies';

function CaseStudyCard({ study }: { study: TCaseStudy }) {
  const titleId = `case-study-${study.id}`;
  return (
    <Card className="flex flex-col" role="article" aria-labelledby={titleId}>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap gap-2">
          {study.category && <Badge>{study.category.name}</Badge>}
          <Badge variant="outline">{study.industry}</Badge>
          <Badge variant="secondary">{study.duration}</Badge>
        </div>
        <CardTitle id={titleId} className="text-xl">
          {study.title}
        </CardTitle>
        <CardDescription>{study.clientType}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5 text-sm text-slate-700">
        <div>
          <h4 className="font-semibold text-slate-900">Challenge</h4>
          <p className="mt-1">{study.challenge}</p>
        </div>
        <div>
          <h4 className="font-semibold text-slate-900">Approach</h4>
          <p className="mt-1">{study.approach}</p>
        </div>
        <div className="rounded-lg bg-emerald-50 p-4">
          <h4 className="font-semibold text-emerald-900">Results</h4>
          <ul className="mt-2 space-y-1.5">
            {study.results.map((result) => (
              <li key={result} className="flex gap-2 text-emerald-900">
                <TrendingUp className="mt-0.5 size-4 shrink-0" aria-hidden />
                {result}
              </li>
            ))}
          </ul>
        </div>
        <figure className="mt-auto border-l-4 border-brand-200 pl-4">
          <Quote className="size-4 text-brand-500" aria-hidden />
          <blockquote className="mt-1 italic text-slate-800">“{study.quote.text}”</blockquote>
          <figcaption className="mt-2 text-xs text-slate-500">— {study.quote.attribution}</figcaption>
        </figure>
      </CardContent>
    </Card>
  );
}

/** Proof in Action: delivered outcomes with challenge, approach, measured results and the client's words. */
export function CaseStudies() {
  const studies = useCaseStudies();

  if (studies.isError) {
    return (
      <Card className="mx-auto max-w-lg text-center" role="alert">
        <CardHeader>
          <CardTitle>We couldn't load these stories</CardTitle>
          <CardDescription>{studies.error.message}</CardDescription>
          <div className="mt-3">
            <Button variant="outline" onClick={() => void studies.refetch()}>
              Try again
            </Button>
          </div>
        </CardHeader>
      </Card>
    );
  }
  if (!studies.data) {
    return (
      <div className="grid gap-6 lg:grid-cols-2" role="status" aria-busy="true" aria-label="Loading case studies">
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-96 rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <ul className="grid gap-6 lg:grid-cols-2" aria-label="Case studies">
      {studies.data.map((study) => (
        <li key={study.id} className="flex [&>*]:w-full">
          <CaseStudyCard study={study} />
        </li>
      ))}
    </ul>
  );
}
