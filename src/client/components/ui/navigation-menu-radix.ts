/**
 * The Radix Navigation Menu parts of {@link ./navigation-menu}, in a module of their own so
 * that they are fetched only when a reader first opens a panel (decision 0034).
 */
export { Content, Item, List, Root, Trigger } from '@radix-ui/react-navigation-menu';
