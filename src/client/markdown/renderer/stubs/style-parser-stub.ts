/**
 * `style-to-object` (with its CSS parser, about 2 kB minified) reads `style` attributes of raw
 * HTML. The recipe is markdown rendered without raw HTML, whose elements never carry one (table
 * alignment becomes a style object without it), so the page's build puts this in its place
 * (vite.config.ts). Were a `style` attribute ever rendered, it would be dropped.
 */
export default function styleToObject(): null {
  return null;
}
