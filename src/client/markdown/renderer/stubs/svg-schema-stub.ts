/**
 * `property-information` describes every SVG attribute (about 10 kB minified) for the rare `<svg>`
 * inside HTML. The recipe is markdown rendered without raw HTML, so it never holds one: the page's
 * build puts this empty schema in place of that table (vite.config.ts). Were an `<svg>` ever
 * rendered, its attributes would pass through by their plain names instead.
 */
export const svg = { property: {}, normal: {} };
