// The landing page's section rhythm: one vertical scale, one measure, one way to title a section.
import { lazySection, media, smallCaps, type SectionEstimate } from 'shared';
import styled, { css } from 'styled-components';

export type SectionTone = 'paper' | 'ivory' | 'ink';

/** A section below the fold: rendered only near the viewport (shared's lazySection). */
export const Section = styled.section<{ $tone?: SectionTone; $estimate: SectionEstimate }>`
  position: relative;
  padding: 4.5rem 1.25rem;
  ${({ $estimate }) => lazySection(...$estimate)}
  ${({ $tone = 'paper', theme }) => {
    if ($tone === 'ink') {
      return css`
        background: ${theme.color.ink};
        color: ${theme.color.ivory};
      `;
    }
    return css`background: ${$tone === 'ivory' ? theme.color.ivory : theme.color.paper};`;
  }}
  ${media.md} { padding: 6rem 2rem; }
  ${media.xl} { padding: 7.5rem 2rem; }
`;

export const Inner = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '880px' : '1180px')};
  margin: 0 auto;
`;

/** Small capitals in brass above a section title. */
export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0 0 1rem;
  ${smallCaps}
  color: ${({ $onDark, theme }) => ($onDark ? theme.color.brassLight : theme.color.brass)};

  &::before {
    content: '';
    width: 2.25rem;
    height: 1px;
    background: currentColor;
  }
`;

export const SectionTitle = styled.h2`
  font-size: clamp(2rem, 4.2vw, 3.1rem);
  font-weight: 500;
  letter-spacing: -0.005em;
  margin-bottom: 1rem;
  max-width: 20ch;
`;

export const Lead = styled.p<{ $onDark?: boolean }>`
  max-width: 38rem;
  margin: 0 0 1.25rem;
  font-size: 1.125rem;
  line-height: 1.7;
  color: ${({ $onDark, theme }) => ($onDark ? 'rgba(247, 242, 232, 0.78)' : theme.color.muted)};
`;

/** A raised white panel a form sits on. */
export const FormCard = styled.div`
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-top: 3px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 1.75rem 1.25rem;
  ${media.sm} { padding: 2.25rem 2rem; }
  ${media.lg} { padding: 3rem 3rem; }
`;
