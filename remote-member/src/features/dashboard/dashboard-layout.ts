// The dashboard's rhythm, in the landing page's visual language: one measure, one way to head a
// section (brass small capitals over a serif title), paper and ivory bands.
import { lazySection, media, smallCaps, type SectionEstimate } from 'shared';
import styled, { css } from 'styled-components';

/** A section below the member's band: rendered only near the viewport (shared's lazySection). */
export const Section = styled.section<{ $tone?: 'paper' | 'ivory'; $estimate: SectionEstimate }>`
  padding: 3rem 1.25rem;
  ${({ $estimate }) => lazySection(...$estimate)}
  background: ${({ $tone = 'paper', theme }) => ($tone === 'ivory' ? theme.color.ivory : theme.color.paper)};
  border-top: 1px solid ${({ theme }) => theme.color.line};
  ${media.md} { padding: 4rem 2rem; }
  ${media.xl} { padding: 5rem 2rem; }
`;

export const Inner = styled.div`
  max-width: 1180px;
  margin: 0 auto;
`;

/** Small capitals in brass above a section title, led by a short rule. */
export const Eyebrow = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0 0 0.75rem;
  ${smallCaps}
  color: ${({ theme }) => theme.color.brass};

  &::before {
    content: '';
    width: 2.25rem;
    height: 1px;
    background: currentColor;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem);
  font-weight: 500;
  letter-spacing: -0.005em;
  color: ${({ theme }) => theme.color.ink};
`;

export const Lead = styled.p`
  max-width: 40rem;
  margin: 0.75rem 0 0;
  font-size: 1.0625rem;
  line-height: 1.65;
  color: ${({ theme }) => theme.color.muted};
`;

/** The title row of a section: title (and any badge) on the left, tools on the right. */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1.25rem 2rem;
  margin-bottom: 2rem;
`;

/** A part's title inside a section (h3 under the section's h2). */
export const SubTitle = styled.h3`
  margin: 0 0 1.25rem;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.5rem;
  font-weight: 500;
  color: ${({ theme }) => theme.color.ink};
`;

/** A section's list of cards: one column, two from the large breakpoint. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1.25rem; }
`;

/** How a card's status reads: settled well, waiting on someone, called off, or by the way. */
export type PillTone = 'success' | 'waiting' | 'danger' | 'quiet';

const pillTones: Record<PillTone, ReturnType<typeof css>> = {
  success: css`color: ${({ theme }) => theme.color.white}; background: ${({ theme }) => theme.color.success};`,
  waiting: css`color: ${({ theme }) => theme.color.ink}; background: ${({ theme }) => theme.color.brassLight};`,
  danger: css`color: ${({ theme }) => theme.color.white}; background: ${({ theme }) => theme.color.wine};`,
  quiet: css`
    color: ${({ theme }) => theme.color.muted};
    background: ${({ theme }) => theme.color.ivory};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.line};
  `,
};

/** A card's status in a pill: its words carry the meaning, the colour repeats it (a border in forced colours). */
export const StatusPill = styled.span<{ $tone: PillTone }>`
  display: inline-block;
  justify-self: start;
  padding: 0.3rem 0.75rem;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  border-radius: ${({ theme }) => theme.radius.pill};
  ${({ $tone }) => pillTones[$tone]}

  @media (forced-colors: active) { border: 1px solid CanvasText; }
`;

/** Where a section's list stands in for it: loading, failed (`.failure`), or empty (`.empty`). */
export const SectionNotice = styled.div`
  display: grid;
  place-items: center;
  gap: 1rem;
  min-height: 9rem;
  padding: 2rem 1rem;
  text-align: center;
  background: ${({ theme }) => theme.color.white};
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};

  p { margin: 0; }
  .failure { font-weight: 600; color: ${({ theme }) => theme.color.danger}; }
  .empty {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.2rem;
    font-style: italic;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** A card's surface in a section: white on the band, a hairline and a faint shadow (a border in forced colours). */
export const cardSurface = css`
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 1px 2px rgba(21, 18, 15, 0.04);

  @media (forced-colors: active) { border-color: CanvasText; }
`;

/** A card's title: the display face, wrapping anywhere rather than overflowing. */
export const cardTitle = css`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.3rem;
  font-weight: 600;
  line-height: 1.25;
  color: ${({ theme }) => theme.color.ink};
  overflow-wrap: anywhere;
`;
