import type { ReactNode } from 'react';
import type { TBackupRun, TBackupsOverview } from '@shared/schemas/backups';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format';
import { useScrollToHash } from '@web/lib/use-scroll-to-hash';
import { useBackupsOverview } from '../api/get-backups-overview';
import { describeSchedule, formatBytes } from '../lib/describe-backups';
import { plural } from '@shared/domain/plural';

const RESULT: Record<TBackupRun['status'], { label: string; variant: 'success' | 'destructive' | 'secondary' }> = {
  succeeded: { label: 'Succeeded', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  running: { label: 'Running', variant: 'secondary' },
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function LastBackup({ run }: { run: TBackupRun }) {
  const result = RESULT[run.status];
  return (
    <section aria-labelledby="last-backup-heading" className="space-y-2">
      <h3 id="last-backup-heading" className="font-medium">
        Last backup
      </h3>
      <dl className="space-y-2">
        <Row label="When">
          <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
          {run.trigger === 'command' ? ' (npm run backup)' : ' (scheduled)'}
        </Row>
        <Row label="Result">
          <Badge variant={result.variant}>{result.label}</Badge>
        </Row>
        {run.sizeBytes !== null && <Row label="Size">{formatBytes(run.sizeBytes)}</Row>}
        {run.fileName && (
          <Row label="File">
            <code className="text-xs">{run.fileName}</code>
          </Row>
        )}
        {run.summary && (
          <Row label="Contents">
            {run.summary.tables} tables, {run.summary.rows.toLocaleString('en-GB')} rows, {run.summary.files} stored
            files; ledger {run.summary.ledgerBalanced ? 'balanced' : 'NOT balanced'}
          </Row>
        )}
      </dl>
      {run.status === 'failed' && run.error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {run.error}
        </p>
      )}
      {run.summary && run.summary.warnings.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-amber-800">
          {run.summary.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LastRestoreTest({ run, schedule }: { run: TBackupRun | null; schedule: string | null }) {
  return (
    <section aria-labelledby="restore-test-heading" className="space-y-2">
      <h3 id="restore-test-heading" className="font-medium">
        Restore test
      </h3>
      <p className="text-sm text-slate-600">
        {schedule
          ? 'Every quarter (the 1st of January, April, July and October at 04:00 UTC) the newest backup is restored into a scratch database and checked'
          : 'Restores are tested every quarter once backups are scheduled'}
        , or on the server with <code>npm run backup -- --test-restore</code>.
      </p>
      {run ? (
        <dl className="space-y-2">
          <Row label="When">
            <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
          </Row>
          <Row label="Result">
            <Badge variant={RESULT[run.status].variant}>{RESULT[run.status].label}</Badge>
          </Row>
          {run.fileName && (
            <Row label="Backup tested">
              <code className="text-xs">{run.fileName}</code>
            </Row>
          )}
          {run.summary && (
            <Row label="Checked">
              {run.summary.tables} tables, {run.summary.rows.toLocaleString('en-GB')} rows and {run.summary.files}{' '}
              stored files as in the backup; ledger {run.summary.ledgerBalanced ? 'balanced' : 'NOT balanced'}
            </Row>
          )}
          {run.status === 'failed' && run.error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {run.error}
            </p>
          )}
        </dl>
      ) : (
        <p className="text-sm">No restore has been tested yet.</p>
      )}
    </section>
  );
}

function BackupsOverview({ overview }: { overview: TBackupsOverview }) {
  const { latest, lastSucceeded } = overview;
  return (
    <div className="space-y-4">
      <dl className="space-y-2">
        <Row label="Schedule">
          {overview.schedule ? (
            describeSchedule(overview.schedule)
          ) : (
            <>
              Not scheduled: set <code>BACKUP_SCHEDULE</code> (e.g. <code>0 3 * * *</code>) to back up daily.
            </>
          )}
        </Row>
        {overview.keyMissing ? (
          <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
            <code>BACKUP_KEY</code> is not set: every backup fails until it is. Set it to 32 random bytes in base64 (
            <code>openssl rand -base64 32</code>) and keep a copy away from the backups.
          </p>
        ) : null}
        <Row label="Kept for">{plural(overview.retentionDays, 'day')}</Row>
        <Row label="Written to">
          <code className="text-xs">{overview.directory}</code>
        </Row>
        <Row label="Stored files">
          {overview.storage === 'local'
            ? 'Copied into each backup'
            : 'Stay in the S3 bucket; each backup records their keys and checksums'}
        </Row>
      </dl>
      {latest ? (
        <LastBackup run={latest} />
      ) : (
        <div className="rounded-md border border-dashed border-slate-300 p-4 text-sm">
          <p className="font-medium">No backup has run yet.</p>
          <p className="text-slate-600">
            Backups run on the schedule above, or on the server with <code>npm run backup</code>.
          </p>
        </div>
      )}
      {latest && latest.status !== 'succeeded' && (
        <p className="text-sm text-slate-700">
          {lastSucceeded ? (
            <>
              Last successful backup:{' '}
              <time dateTime={lastSucceeded.startedAt}>{formatDateTime(lastSucceeded.startedAt)}</time>
              {lastSucceeded.sizeBytes !== null && ` (${formatBytes(lastSucceeded.sizeBytes)})`}.
            </>
          ) : (
            'No backup has succeeded yet.'
          )}
        </p>
      )}
      <LastRestoreTest run={overview.lastRestoreTest} schedule={overview.restoreTestSchedule} />
    </div>
  );
}

/** Backups on the admin Settings tab: schedule and retention, and the last backup (when, size, result, error). */
export function BackupsPanel() {
  const { data, error } = useBackupsOverview();
  useScrollToHash('backups', Boolean(data));
  return (
    <Card id="backups" className="scroll-mt-24">
      <CardHeader>
        <CardTitle asChild>
          <h2>Backups</h2>
        </CardTitle>
        <CardDescription>
          Encrypted (AES-256-GCM) backups of the database and stored files. Restore one on the server with{' '}
          <code>npm run restore -- FILE</code>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load backups: {error.message}
          </p>
        ) : data ? (
          <BackupsOverview overview={data} />
        ) : (
          <Skeleton className="h-32" />
        )}
      </CardContent>
    </Card>
  );
}
