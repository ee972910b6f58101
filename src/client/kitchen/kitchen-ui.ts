/**
 * The kitchen's part of the page (cook mode, timers, servings and units, what to buy), loaded only
 * once a finished recipe is shown: the first chunk carries none of it.
 */
import './kitchen.css';

export { KitchenPanel } from './KitchenPanel';
export { laterTextReady } from '../i18n/later-text';
