/**
 * `@ungap/structured-clone` (used by mdast-util-to-hast) calls the browser's own structuredClone
 * whenever it exists, which it does in every browser the page supports; its serializer, about
 * 3 kB minified, is only a fallback. The page's build puts this in its place (vite.config.ts).
 */
export default function clone<T>(value: T): T {
  return structuredClone(value);
}
