import { Container } from '../../../components/ui/container';

const BENEFITS = [
  {
    title: 'Open Access',
    text: 'Every article is free to read and reuse from the day it is published, with no paywalls or subscriptions.',
  },
  {
    title: 'Expert Peer Review',
    text: 'Each manuscript is assessed by independent specialists and handled by an experienced academic editor.',
  },
  {
    title: 'Fast Publication',
    text: 'Initial screening in 5–7 days and peer review in 3–4 weeks, so your findings reach readers sooner.',
  },
  {
    title: 'Global Reach',
    text: 'Indexed metadata, persistent DOIs and open licences carry your work to researchers worldwide.',
  },
] as const;

/** Home benefit cards (seed 000 §2 Home): Open Access, Expert Peer Review, Fast Publication, Global Reach. */
export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="border-b border-slate-200 bg-white py-16">
      <Container>
        <h2 id="benefits-heading" className="text-center text-3xl font-bold tracking-tight">
          Why Publish with Genesis
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-lg border-t-4 border-accent-400 bg-brand-50 p-6">
              <h3 className="text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
