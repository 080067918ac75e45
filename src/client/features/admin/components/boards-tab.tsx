/**
 * The 'Editorial boards' admin tab (docs/decisions/0031-editorial-boards.md): choose
 * a journal, then edit its board (BoardEditor). A stop-gap entry point until the journal
 * management tab mounts the editor itself.
 */
import { useId, useState } from 'react';
import { SelectField } from '../../../components/ui/form-fields';
import { useJournalChoices } from '../api/board-calls';
import { BoardEditor } from './board-editor';

export function BoardsTab() {
  const id = useId();
  const journals = useJournalChoices();
  const [journalId, setJournalId] = useState<number | null>(null);
  const chosen = journals.data?.find((j) => j.id === journalId);
  const options = (journals.data ?? [])
    .map((j) => ({ value: String(j.id), label: `${j.title} (${j.abbreviation})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <div className="space-y-6">
      <div className="max-w-xl">
        <SelectField
          id={id}
          label="Journal"
          required
          placeholder="Choose a journal"
          options={options}
          value={journalId === null ? '' : String(journalId)}
          onChange={(e) => setJournalId(e.target.value ? Number(e.target.value) : null)}
        />
      </div>
      {chosen ? <BoardEditor key={chosen.id} journalId={chosen.id} journalTitle={chosen.title} /> : null}
    </div>
  );
}
