import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/button';

/** What a part of a page that could not be loaded (or drawn) says in its place. */
export const PART_UNAVAILABLE = 'This part of the page could not be loaded.';
/** The notice whole: what happened, and what to do. */
export const PART_UNAVAILABLE_NOTICE = `${PART_UNAVAILABLE} Check your connection, then reload the page.`;

const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 2.5rem 1.25rem;
  text-align: center;
  background: ${({ theme }) => theme.color.paper};
  border-top: 1px solid ${({ theme }) => theme.color.line};

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

interface State {
  failed: boolean;
}

interface Props {
  children: ReactNode;
  /** What the failed part shows instead of the notice; `reset` draws the part again. */
  fallback?: (reset: () => void) => ReactNode;
}

/**
 * Keeps a part of a page that fails (its code did not load, or it threw) to itself: the part says
 * so and offers a reload (or shows `fallback`), and the rest of the page stays as it is.
 */
export class PartErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[page] a part of the page failed:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(() => this.setState({ failed: false }));
    return (
      <Notice role="alert">
        <p>{PART_UNAVAILABLE_NOTICE}</p>
        <Button variant="secondary" onClick={() => window.location.reload()}>Reload page</Button>
      </Notice>
    );
  }
}
