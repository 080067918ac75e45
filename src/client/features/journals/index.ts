/** Public surface of the journals feature, for pages of other features. */
export { JournalPortfolio } from './components/journal-portfolio';
export { JournalCard } from './components/journal-card';
export { getAllJournalsQueryOptions } from './api/get-journals';
