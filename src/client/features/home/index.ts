/** Public surface of the home feature: the home page's own sections. */
export { Benefits } from './components/benefits';
export { Hero } from './components/hero';
export { Mission } from './components/mission';
