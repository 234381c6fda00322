import styled from 'styled-components';
import { smallCaps } from '../theme/small-caps';

export interface DateBadgeProps {
  /** What the page shows, e.g. { weekday: 'Sat', month: 'Jun', day: '1' } (shared/format's chicagoBadge). */
  date: { weekday: string; month: string; day: string };
  size?: 'sm' | 'md';
  /** Muted: a date that has passed or was called off. */
  muted?: boolean;
  className?: string;
}

const Page = styled.div<{ $size: 'sm' | 'md'; $muted: boolean }>`
  flex: none;
  align-self: start;
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 0.1rem;
  width: ${({ $size }) => ($size === 'sm' ? '3.5rem' : '4.25rem')};
  padding: ${({ $size }) => ($size === 'sm' ? '0.45rem 0' : '0.65rem 0')};
  color: ${({ theme }) => theme.color.ivory};
  background: ${({ theme, $muted }) => ($muted ? theme.color.inkSoft : theme.color.ink)};
  border-radius: ${({ theme }) => theme.radius.md};
  border-bottom: 3px solid ${({ theme, $muted }) => ($muted ? theme.color.muted : theme.color.brass)};
  line-height: 1;

  .weekday, .month {
    ${smallCaps}
    font-size: 0.6875rem;
    letter-spacing: 0.16em;
    color: ${({ theme }) => theme.color.brassLight};
  }

  .day {
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ $size }) => ($size === 'sm' ? '1.5rem' : '2rem')};
    font-weight: 500;
    line-height: 1.1;
  }

  @media (forced-colors: active) { border: 1px solid CanvasText; }
`;

/**
 * A calendar page (weekday, day, month) beside an event. Decorative (aria-hidden): the event's
 * own text gives its date in words.
 */
export function DateBadge({ date, size = 'md', muted = false, className }: DateBadgeProps) {
  return (
    <Page className={className} $size={size} $muted={muted} aria-hidden="true">
      <span className="weekday">{date.weekday}</span>
      <span className="day">{date.day}</span>
      <span className="month">{date.month}</span>
    </Page>
  );
}
