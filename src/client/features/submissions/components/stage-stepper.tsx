/**
 * The stepper of the editor's submission page (docs/decisions/0075-screens-layout.md): the five
 * stages in order, the current one marked (`aria-current="step"`, filled), the one on view
 * pressed (`aria-pressed`). Each step is a button that shows its stage's actions; the stages
 * before the current one are marked done. It fits a 390 px phone: five equal columns, the
 * number over the label.
 */
import { STAGE_LABELS, STAGES, type Stage } from '../lib/stages';
import { SrOnly } from '../../../components/ui/sr-only';

export function StageStepper({
  current,
  viewed,
  onView,
}: {
  current: Stage;
  viewed: Stage;
  onView: (stage: Stage) => void;
}) {
  const currentIndex = STAGES.indexOf(current);
  return (
    <nav aria-label="Stages">
      <ol className="grid grid-cols-5 gap-1">
        {STAGES.map((stage, index) => {
          const isCurrent = stage === current;
          const isViewed = stage === viewed;
          const done = index < currentIndex;
          return (
            <li key={stage} className="min-w-0">
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                aria-pressed={isViewed}
                onClick={() => onView(stage)}
                className={`flex w-full flex-col items-center gap-1 rounded-md border-b-4 px-0.5 py-2 text-center transition-colors ${
                  isViewed ? 'border-accent-400 bg-brand-50' : 'border-transparent hover:bg-slate-50'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex h-7 w-7 items-center justify-center rounded-full text-sm font-bold ${
                    isCurrent
                      ? 'bg-brand-900 text-white'
                      : done
                        ? 'bg-brand-100 text-brand-900'
                        : 'bg-white text-slate-600 ring-1 ring-slate-300'
                  }`}
                >
                  {done ? '✓' : index + 1}
                </span>
                <span
                  className={`max-w-full text-[0.7rem] leading-tight sm:text-sm ${
                    isCurrent ? 'font-bold text-brand-900' : 'font-medium text-slate-700'
                  }`}
                >
                  {STAGE_LABELS[stage]}
                </span>
                {isCurrent ? <SrOnly>(current stage)</SrOnly> : done ? <SrOnly>(done)</SrOnly> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
