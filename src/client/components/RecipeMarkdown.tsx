import Markdown from 'react-markdown';

/** Loaded on demand. react-markdown shows raw HTML as text and drops unsafe link schemes. */
export default function RecipeMarkdown({ markdown }: { markdown: string }) {
  return <Markdown>{markdown}</Markdown>;
}
