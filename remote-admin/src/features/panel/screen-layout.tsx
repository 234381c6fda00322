// The admin screens' shared pieces, in the club's visual language (see remote-member's
// dashboard-layout): brass small capitals, serif titles, white cards with a brass rule on ivory.
import type { ReactNode } from 'react';
import { Button, media, PageSpinner, smallCaps } from 'shared';
import styled from 'styled-components';

/** Small capitals in brass above a title, led by a short rule. */
export const Eyebrow = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0 0 0.6rem;
  ${smallCaps}
  color: ${({ theme }) => theme.color.brass};

  &::before {
    content: '';
    width: 2.25rem;
    height: 1px;
    background: currentColor;
  }
`;

/** A screen's title (h2 under the panel's h1); focusable from script when the screen changes. */
export const ScreenTitle = styled.h2`
  margin: 0 0 1.5rem;
  font-family: ${({ theme }) => theme.font.display};
  font-size: clamp(1.5rem, 1.25rem + 1.2vw, 2rem);
  font-weight: 500;
  letter-spacing: -0.005em;
  color: ${({ theme }) => theme.color.ink};

  &:focus { outline: none; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

/** A raised white surface on the ivory panel. */
export const Surface = styled.div`
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-top: 3px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** A surface with the screens' padding, for a screen whose body is one card (a form, settings). */
export const SurfaceCard = styled(Surface)`
  padding: 1.5rem 1.25rem;
  ${media.md} { padding: 2rem 2.25rem; }
`;

const Notice = styled(Surface)`
  display: grid;
  place-items: center;
  gap: 1rem;
  min-height: 12rem;
  padding: 2rem 1.25rem;
  text-align: center;
  ${media.md} { padding: 3rem 2rem; }
`;

const Failure = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

const Empty = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.25rem;
  font-style: italic;
  color: ${({ theme }) => theme.color.muted};
`;

/** A load failure: the screen's inline red text in place of the screen, and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice>
      <Failure role="alert">{message}</Failure>
      <Button variant="secondary" onClick={onRetry}>Try again</Button>
    </Notice>
  );
}

const Aside = styled.p`
  margin: -0.25rem 0 0;
  color: ${({ theme }) => theme.color.muted};
`;

/** An empty list's one line, and what may follow it (why, and a way out). */
export function EmptyList({ message, detail, children }: { message: string; detail?: string; children?: ReactNode }) {
  return (
    <Notice>
      <Empty>{message}</Empty>
      {detail && <Aside>{detail}</Aside>}
      {children}
    </Notice>
  );
}

/** A whole screen loading. */
export function ScreenSpinner({ label }: { label: string }) {
  return <PageSpinner label={label} minHeight="14rem" />;
}
