import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useRemoteSlot } from './remote-slot-context';

const Panel = styled.section`
  margin: 3rem auto;
  max-width: 34rem;
  padding: 2rem 1.5rem;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ivory};
`;

const Title = styled.h1`
  font-size: 1.6rem;
`;

const Text = styled.p`
  color: ${({ theme }) => theme.color.muted};
  margin: 0 0 1.5rem;
`;

interface Props {
  title: string;
  text: string;
  /** Why the remote is not shown (`data-fallback-reason`), when it is not a plain failure. */
  reason?: string;
  /** The way out: a retry or a reload. */
  children?: ReactNode;
}

/**
 * The frame of every fallback shown in place of a remote, inside the shell's layout: an
 * assertive alert that names the slot's module (`data-remote-fallback`).
 */
export function FallbackPanel({ title, text, reason, children }: Props) {
  const slot = useRemoteSlot();
  return (
    <Panel role="alert" aria-live="assertive" data-remote-fallback={slot?.id} data-fallback-reason={reason}>
      <Title>{title}</Title>
      <Text>{text}</Text>
      {children}
    </Panel>
  );
}
