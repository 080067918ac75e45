/**
 * The sections of the Open Access page (seed 000 §2 Open Access): what open access is, its
 * core advantages, why it matters, who benefits, and how our articles are licensed.
 */
import { Link } from 'react-router';
import { Prose, ProseSection } from '../../../components/ui/prose-page';
import type { ProseTocItem } from '../../../components/ui/prose-toc';
import { CC_BY_NAME, CC_BY_URL, policyHref } from '../content-links';

/** The page's sections, in order: their fragments and titles (the table of contents reads them). */
const SECTIONS = {
  what: { id: 'what-is-open-access', label: 'What Is Open Access?' },
  advantages: { id: 'core-advantages', label: 'Core Advantages' },
  why: { id: 'why-it-matters', label: 'Why It Matters' },
  benefits: { id: 'who-benefits', label: 'Who Benefits' },
  licensing: { id: 'licensing', label: 'Licensing' },
} as const;

export const OPEN_ACCESS_CONTENTS: readonly ProseTocItem[] = Object.values(SECTIONS);

const ADVANTAGES = [
  {
    title: 'Free, immediate access',
    text: 'Articles are free to read and download from the day of publication, with no subscription, embargo or login.',
  },
  {
    title: 'Wider visibility',
    text: 'Open articles can be read by anyone, indexed everywhere and shared without restriction, so they reach more readers.',
  },
  {
    title: 'Freedom to reuse',
    text: 'An open license lets others quote, translate, teach from and build on the work, as long as they credit the authors.',
  },
  {
    title: 'Faster progress',
    text: 'Results reach other researchers, clinicians and decision makers without delay, and can inform the next study sooner.',
  },
  {
    title: 'The same rigour',
    text: 'Open access changes who can read an article, not how it is judged: every paper passes double-blind peer review.',
  },
  {
    title: 'A lasting record',
    text: 'Each article keeps a permanent address and a DOI, so it can be cited, found and linked to for years to come.',
  },
] as const;

/** "What Is Open Access?": the definition. */
export function WhatIsOpenAccess() {
  return (
    <ProseSection id={SECTIONS.what.id} title={SECTIONS.what.label}>
      <Prose>
        <p>
          Open access means that peer-reviewed research is available online to everyone, free of charge, as soon as it
          is published. Readers pay nothing and need no subscription or institutional login to read, download, print or
          share an article.
        </p>
        <p>
          It also means the freedom to reuse. Our articles carry an open license that allows anyone to copy,
          redistribute and adapt the work for any purpose, provided the original authors and source are properly
          credited. The costs of editing, reviewing and publishing are covered by an article processing charge, paid
          once the manuscript is accepted, instead of by readers.
        </p>
      </Prose>
    </ProseSection>
  );
}

/** "Core Advantages": six short cards. */
export function CoreAdvantages() {
  return (
    <ProseSection id={SECTIONS.advantages.id} title={SECTIONS.advantages.label}>
      <ul className="grid gap-5 sm:grid-cols-2">
        {ADVANTAGES.map((advantage) => (
          <li key={advantage.title} className="rounded-lg border-t-4 border-accent-400 bg-brand-50 p-5">
            <h3 className="text-lg font-semibold">{advantage.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{advantage.text}</p>
          </li>
        ))}
      </ul>
    </ProseSection>
  );
}

/** "Why It Matters": the case for open access. */
export function WhyItMatters() {
  return (
    <ProseSection id={SECTIONS.why.id} title={SECTIONS.why.label}>
      <Prose>
        <p>
          Much of the world&rsquo;s research is paid for by the public, through governments, universities and charities.
          When its results sit behind paywalls, the people who funded the work, and many who could use it, cannot read
          it. Open access returns that knowledge to the public that made it possible.
        </p>
        <p>
          Access is also a question of fairness. Subscriptions to scholarly journals cost more than many libraries can
          afford, especially in low- and middle-income countries. Open publication gives a clinician in a rural hospital
          or a student at a small college the same access to new findings as a researcher at a well-funded university.
        </p>
        <p>
          Finally, open research moves faster. When results can be read, checked and reused by anyone, errors are found
          sooner, findings are replicated and extended more quickly, and evidence reaches the practitioners and policy
          makers who need it.
        </p>
      </Prose>
    </ProseSection>
  );
}

const BENEFITS = [
  {
    id: 'researchers',
    title: 'Researchers',
    points: [
      'Your work can be read by anyone, which widens its audience and its chances of being cited.',
      'Readers everywhere can discuss, test and build on your findings without asking for access.',
      'Many funders require open publication; publishing with us helps you meet those mandates.',
    ],
  },
  {
    id: 'institutions',
    title: 'Institutions',
    points: [
      'The research your faculty produce is visible to the world, raising your institution’s profile.',
      'Open articles are easy to share in repositories, reports and funding applications.',
      'Your library can offer current research without adding subscriptions.',
    ],
  },
  {
    id: 'students',
    title: 'Students',
    points: [
      'Read the latest peer-reviewed research for coursework and theses, wherever you study.',
      'Learn from complete articles, not abstracts, including methods and data.',
      'Reuse figures and text in teaching materials and presentations, with credit to the authors.',
    ],
  },
  {
    id: 'society',
    title: 'Society',
    points: [
      'Patients, practitioners, journalists and citizens can read the evidence behind the headlines.',
      'Policy makers and non-profit organisations can base decisions on current research.',
      'Knowledge reaches communities that could never afford journal subscriptions.',
    ],
  },
] as const;

/** "Who Benefits": researchers, institutions, students and society. */
export function WhoBenefits() {
  return (
    <ProseSection id={SECTIONS.benefits.id} title={SECTIONS.benefits.label}>
      <Prose>
        <p>Open access serves everyone who produces, funds, teaches or uses research.</p>
      </Prose>
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        {BENEFITS.map((group) => (
          <section
            key={group.id}
            aria-labelledby={`benefits-${group.id}`}
            className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 id={`benefits-${group.id}`} className="text-xl font-semibold">
              For {group.title}
            </h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-[0.975rem] leading-relaxed text-slate-700 marker:text-accent-700">
              {group.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ProseSection>
  );
}

/** "Licensing": articles carry their own license; CC BY 4.0 by default. */
export function Licensing() {
  return (
    <ProseSection id={SECTIONS.licensing.id} title={SECTIONS.licensing.label}>
      <Prose>
        <p>
          Every article we publish states its license on its article page, and that statement is the one that applies.
          Unless an article says otherwise, it is published under the{' '}
          <a href={CC_BY_URL} rel="license">
            {CC_BY_NAME}
          </a>
          . Under CC BY, anyone may share and adapt the article for any purpose, including commercially, provided they
          give appropriate credit to the authors and the original publication, link to the license and indicate any
          changes.
        </p>
        <p>
          Read more in our <Link to={policyHref('licensing')}>copyright and licensing policy</Link>.
        </p>
      </Prose>
    </ProseSection>
  );
}
