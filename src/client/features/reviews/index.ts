/** Public surface of the reviews feature: the reviewer's review form and submitted review. */
export { ReviewForm } from './components/review-form';
export { SubmittedReview } from './components/submitted-review';
