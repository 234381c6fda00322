import type { ReactNode } from 'react';
import { media, smallCaps } from 'shared';
import styled from 'styled-components';

const Backdrop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 2.5rem 1rem 4rem;
  background:
    radial-gradient(circle at 20% 0%, rgba(201, 164, 106, 0.18), transparent 45%),
    linear-gradient(180deg, ${({ theme }) => theme.color.ivory}, ${({ theme }) => theme.color.paper});
  ${media.md} { padding: 5rem 1rem 6rem; }
`;

const Card = styled.section`
  width: 100%;
  max-width: 27rem;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-top: 4px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 2rem 1.5rem;
  ${media.sm} { padding: 2.5rem 2.25rem; }
`;

const Eyebrow = styled.p`
  margin: 0 0 0.4rem;
  ${smallCaps}
  color: ${({ theme }) => theme.color.brass};
`;

const Title = styled.h1`
  font-size: 2rem;
  margin-bottom: 0.35rem;
`;

const Lead = styled.p`
  margin: 0 0 1.75rem;
  color: ${({ theme }) => theme.color.muted};
`;

/** The framed card the login and password pages sit in. */
export function AuthCard({ eyebrow, title, lead, children }: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Backdrop>
      <Card aria-labelledby="auth-card-title">
        <Eyebrow>{eyebrow}</Eyebrow>
        <Title id="auth-card-title">{title}</Title>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Card>
    </Backdrop>
  );
}

/** A POST if it is ever sent without the app (the page's scripts failed): never a URL holding the fields. */
export const Form = styled.form.attrs({ method: 'post' })`
  display: grid;
  gap: 1.1rem;
`;

export const InlineError = styled.p`
  margin: 0;
  padding: 0.75rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fbeceb;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.95rem;
`;

export const InlineSuccess = styled(InlineError)`
  background: #e9f3ec;
  color: ${({ theme }) => theme.color.success};
`;

export const AsideLink = styled.p`
  margin: 0;
  text-align: right;
  font-size: 0.92rem;
  a { color: ${({ theme }) => theme.color.brass}; font-weight: 600; }
  a:hover { color: ${({ theme }) => theme.color.wine}; }
`;
