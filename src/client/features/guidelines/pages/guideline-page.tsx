import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { ApplicationFormContext, type ApplicationForm } from '../components/application-form-slot';
import { GuidelineLayout } from '../components/guideline-layout';
import { GuidelineNotFound } from '../components/guideline-not-found';
import { GUIDELINE_CONTENT } from '../content';
import { guidelineMeta, isGuidelineType } from '../lib/catalogue';

const NOT_FOUND_META = {
  title: 'Guidelines Not Found',
  description: 'This guidelines page does not exist. Browse all guidelines of Genesis journals.',
};

/**
 * A guideline page, /guidelines/{type} (seed 000 §2 "Guideline pages"): for the eleven
 * known types the title, the rich text, the buttons and 'Last updated: September 2025';
 * for any other type the 'Guidelines Not Found' view. Sets the page's title and
 * description from STATIC_PAGE_META.
 * @param applicationForm the form the join pages mount in their application-form section
 *   (the intake feature's, given by app/routes/guideline.tsx); without it they show the
 *   interim e-mail note
 */
export function GuidelinePage({ applicationForm }: { applicationForm?: ApplicationForm } = {}) {
  const { type } = useParams();
  const known = isGuidelineType(type);
  const meta = known ? guidelineMeta(type) : NOT_FOUND_META;
  usePageMeta(meta.title, meta.description);

  if (!known) return <GuidelineNotFound type={type ?? ''} />;
  const { lead, Body } = GUIDELINE_CONTENT[type];
  return (
    <ApplicationFormContext.Provider value={applicationForm}>
      <GuidelineLayout key={type} type={type} lead={lead}>
        <Body />
      </GuidelineLayout>
    </ApplicationFormContext.Provider>
  );
}
