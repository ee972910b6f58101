import { Component, type ReactNode } from 'react';
import { limitMarkdownNesting } from './markdown-nesting';
import { wordsOnly } from '../heal-markdown';

interface MarkdownBlockBoundaryProps {
  /** The block's markdown: shown as words if rendering it throws. */
  markdown: string;
  children: ReactNode;
}

interface MarkdownBlockBoundaryState {
  /** The markdown last rendered; new text is tried again. */
  markdown: string;
  failed: boolean;
}

/**
 * Whatever the renderer does with one block (a stack overflow on text nested too deep for it),
 * the rest of the page stays: that block shows as plain words, and the other blocks, the form and
 * the visitor's list are untouched.
 */
export class MarkdownBlockBoundary extends Component<
  MarkdownBlockBoundaryProps,
  MarkdownBlockBoundaryState
> {
  override state: MarkdownBlockBoundaryState = { markdown: this.props.markdown, failed: false };

  static getDerivedStateFromProps(
    props: MarkdownBlockBoundaryProps,
    state: MarkdownBlockBoundaryState,
  ): Partial<MarkdownBlockBoundaryState> | null {
    return props.markdown === state.markdown ? null : { markdown: props.markdown, failed: false };
  }

  static getDerivedStateFromError(): Partial<MarkdownBlockBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A part of the recipe could not be rendered and is shown as plain text:', error);
  }

  override render(): ReactNode {
    const { markdown, children } = this.props;
    if (!this.state.failed) return children;
    // Without any quote or list marker: the words alone.
    return <p className="recipe__plain">{wordsOnly(limitMarkdownNesting(markdown, 0)).trim()}</p>;
  }
}
