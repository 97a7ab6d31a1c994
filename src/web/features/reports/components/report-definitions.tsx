import type { ReactNode } from 'react';
import type { TReportKind } from '@shared/domain/reports';
import type { TReportDefinition } from '../lib/report-definition';
import type { TReportView, TReportViewChange, TReportViewShape } from '../lib/report-url-state';
import { ReportTable } from './report-table';
import { deliverables } from './definitions/deliverables-report';
import { freelancers } from './definitions/freelancers-report';
import { meetings } from './definitions/meetings-report';
import { milestones } from './definitions/milestones-report';
import { projects } from './definitions/projects-report';
import { quotes } from './definitions/quotes-report';

/** A report tab: what the page needs to read its view from the URL and show its table. */
export type TReportTab = {
  tab: string;
  label: string;
  shape: TReportViewShape;
  Table: (props: { view: TReportView; onChange: (change: TReportViewChange) => void }) => ReactNode;
};

function reportTab<K extends TReportKind>(definition: TReportDefinition<K>): TReportTab {
  return {
    tab: definition.tab,
    label: definition.label,
    shape: definition,
    Table: ({ view, onChange }) => <ReportTable definition={definition} view={view} onChange={onChange} />,
  };
}

/** The six report tables, in the spec's tab order (the QA tab is the deliverables report). */
export const REPORT_TABS: readonly TReportTab[] = [
  reportTab(projects),
  reportTab(freelancers),
  reportTab(quotes),
  reportTab(milestones),
  reportTab(deliverables),
  reportTab(meetings),
];
