/**
 * "Archive" tab of the journal page (seed 000 §2 Journal detail; decision 0029):
 * one card per volume, newest first, from the journal's issue records, each listing its
 * issues (with year and article count) as links to their tables of contents. The newest
 * volume is labelled 'Current volume with N issue(s)', the others 'Complete volume with all
 * issues' (the seed's labels); 'Browse Volume N' opens the volume's page.
 */
import { Link } from 'react-router';
import type { Journal } from '../../../../shared/api/catalogue';
import type { IssueSummary, VolumeSummary } from '../../../../shared/api/issues';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { StatusMessage } from '../../../components/ui/status-message';
import { formatCount } from '../../../lib/format';
import { useJournalIssues } from '../api/get-journal-issues';
import { isNewJournal, NewJournalNotice } from './new-journal-notice';

/** "3 articles", "1 article". */
export const articleCountText = (n: number) => (n === 1 ? '1 article' : `${formatCount(n)} articles`);

/** An issue's name in lists: "Issue 97", its title when it has one, or "Articles" for a volume's unnumbered ones. */
export function issueName(issue: Pick<IssueSummary, 'number' | 'title'>): string {
  if (issue.number === '') return issue.title ?? 'Articles';
  return issue.title ? `Issue ${issue.number}: ${issue.title}` : `Issue ${issue.number}`;
}

/** Label of a volume card (seed 000): the current volume with its issue count, the others complete. */
export function volumeLabel(volume: Pick<VolumeSummary, 'issues'>, isCurrent: boolean): string {
  if (!isCurrent) return 'Complete volume with all issues';
  return `Current volume with ${volume.issues.length} issue(s)`;
}

function VolumeCard({
  journal,
  volume,
  isCurrent,
}: {
  journal: Pick<Journal, 'abbreviation'>;
  volume: VolumeSummary;
  isCurrent: boolean;
}) {
  const headingId = `volume-${volume.volume}-heading`;
  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col rounded-lg border p-5 ${isCurrent ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'}`}
    >
      <h3 id={headingId} className="text-lg font-semibold">
        Volume {volume.volume}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {volumeLabel(volume, isCurrent)}
        {volume.year !== null ? ` · ${volume.year}` : ''}
      </p>
      <ul className="mt-3 flex-1 space-y-1 text-sm" aria-label={`Issues of volume ${volume.volume}`}>
        {volume.issues.map((issue) => (
          <li key={issue.number} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <Link
              to={paths.journalIssue.getHref(journal.abbreviation, issue.volume, issue.number)}
              className="font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {issueName(issue)}
            </Link>
            <span className="text-slate-600">{articleCountText(issue.articleCount)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <ButtonLink
          to={paths.journalVolume.getHref(journal.abbreviation, volume.volume)}
          variant="outline"
          className="bg-white px-4 py-2"
        >
          Browse Volume {volume.volume}
        </ButtonLink>
      </div>
    </li>
  );
}

/**
 * The Archive tab: every volume of `journal` with its issues (loading and error states as the
 * Current Issue tab); a journal without articles says 'New journal' and 'No issues published yet.'.
 */
export function ArchivePanel({ journal }: { journal: Pick<Journal, 'abbreviation' | 'articleCount'> }) {
  const { data, isPending, isError } = useJournalIssues(journal.abbreviation);
  return (
    <section aria-labelledby="archive-heading">
      <div className="max-w-3xl">
        <h2 id="archive-heading" className="text-2xl font-bold tracking-tight">
          Archive
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">Every volume of the journal, newest first.</p>
      </div>
      <div className="mt-6">
        {isPending ? (
          <StatusMessage>Loading volumes...</StatusMessage>
        ) : isError ? (
          <StatusMessage role="alert">Error loading volumes. Please try again later.</StatusMessage>
        ) : data.volumes.length === 0 && isNewJournal(journal) ? (
          <NewJournalNotice />
        ) : data.volumes.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <h3 className="text-xl font-semibold">No Volumes Yet</h3>
            <p className="mt-2 text-slate-700">The journal has not published an issue yet.</p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.volumes.map((volume, index) => (
              <VolumeCard
                key={volume.volume}
                journal={journal}
                volume={volume}
                isCurrent={data.current ? data.current.volume === volume.volume : index === 0}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
