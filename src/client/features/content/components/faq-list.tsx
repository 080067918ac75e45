import { useState } from 'react';
import { Prose } from '../../../components/ui/prose-page';
import { ProseDisclosure } from '../../../components/ui/prose-disclosure';
import { useHashTarget } from '../lib/use-hash-target';
import type { FaqGroup } from './faq-items';

/**
 * The FAQ groups as disclosures, numbered through all groups, with one "Expand all" /
 * "Collapse all" button. All start closed; a URL fragment naming a question
 * (`/faqs#faq-refund`) opens it and scrolls to it.
 */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  const allIds = groups.flatMap((group) => group.items.map((item) => item.id));
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const allOpen = openIds.size === allIds.length;

  useHashTarget((id) => {
    if (allIds.includes(id)) setOpenIds((previous) => new Set(previous).add(id));
  });

  const setOpen = (id: string, open: boolean) =>
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  // Questions are numbered through all groups: the first number of each group.
  const starts = groups.map(
    (_, index) => 1 + groups.slice(0, index).reduce((sum, group) => sum + group.items.length, 0),
  );
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <p className="text-sm text-slate-600">
          {allIds.length} questions in {groups.length} topics
        </p>
        <button
          type="button"
          onClick={() => setOpenIds(allOpen ? new Set() : new Set(allIds))}
          className="rounded-md border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900 transition-colors hover:bg-brand-50"
        >
          {allOpen ? 'Collapse all' : 'Expand all'}
        </button>
      </div>
      {groups.map((group, groupIndex) => {
        const first = starts[groupIndex];
        return (
          <section key={group.id} aria-labelledby={`${group.id}-heading`} className="mt-10">
            <h2 id={`${group.id}-heading`} className="text-2xl font-bold tracking-tight">
              {group.title}
            </h2>
            <ol
              start={first}
              className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white px-3 shadow-sm sm:px-5"
            >
              {group.items.map((item, itemIndex) => {
                const number = first + itemIndex;
                return (
                  <li key={item.id}>
                    <ProseDisclosure
                      id={item.id}
                      marker={`${number}.`}
                      title={item.question}
                      open={openIds.has(item.id)}
                      onOpenChange={(open) => setOpen(item.id, open)}
                    >
                      <Prose>{item.answer}</Prose>
                    </ProseDisclosure>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
