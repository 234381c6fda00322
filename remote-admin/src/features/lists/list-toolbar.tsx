import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, media, SelectField, smallCaps, TextField, type SelectOption } from 'shared';
import styled, { css } from 'styled-components';
import { SEARCH_MAX_LENGTH } from './url-query';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

// The controls of a list above its table: on a phone two columns (search and actions across
// both), in a wider box four. The box, not the window, decides (the side menu may be open).
const Bar = styled.form`
  container-type: inline-size;
  margin: 0 0 1.25rem;
`;

const Grid = styled.div<{ $searchSpan: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  align-items: end;

  [data-cell='search'], [data-cell='actions'], [data-cell='wide'] { grid-column: 1 / -1; }

  @container (min-width: 40rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    [data-cell='search'] { grid-column: span ${({ $searchSpan }) => $searchSpan}; }
    [data-cell='wide'] { grid-column: span 1; }
    [data-cell='actions'] { grid-column: -3 / -1; }
  }

  input[type='search'] {
    padding-left: 2.6rem;
    background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235e554c' stroke-width='2' stroke-linecap='round'%3E%3Ccircle cx='11' cy='11' r='7'/%3E%3Cpath d='M20 20l-4-4'/%3E%3C/svg%3E");
    background-repeat: no-repeat;
    background-position: 0.9rem center;
    background-size: 1.05rem;
  }

  /* Dates are short: keep Chromium's picker from widening the column on a phone. */
  input[type='date'] { min-width: 0; padding-right: 0.6rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;

  & > * { flex: 1 1 auto; }
  ${media.sm} { & > * { flex: 0 0 auto; } }
`;

/** The export is a download link that looks like the club's secondary button. */
const linkButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.55em;
  min-height: 3rem;
  padding: 0.5rem 1.25rem;
  ${smallCaps}
  font-size: 0.8125rem;
  letter-spacing: 0.12em;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ theme }) => theme.color.ink};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.sm};
  transition: background-color 0.18s ease;

  &:hover { background: rgba(201, 164, 106, 0.16); }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  svg { width: 1rem; height: 1rem; flex: none; }
  ${media.reducedMotion} { transition: none; }
`;

const Download = styled.a`
  ${linkButton}
`;

const Clear = styled(Button)`
  min-height: 3rem;
`;

function DownloadIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M8 2v8M4.5 6.5 8 10l3.5-3.5M2.5 13.5h11" />
    </svg>
  );
}

export interface ListToolbarProps {
  /** Names the toolbar for screen readers ('Search and filter the pending requests'). */
  label: string;
  /** Columns the search box spans in a wide box (of four). */
  searchSpan?: number;
  children: ReactNode;
}

/** The toolbar above a list: its controls in a grid, Enter applies the search at once. */
export function ListToolbar({ label, searchSpan = 2, children }: ListToolbarProps) {
  return (
    <Bar role="search" aria-label={label} onSubmit={(event: FormEvent) => event.preventDefault()} noValidate>
      <Grid $searchSpan={searchSpan}>{children}</Grid>
    </Bar>
  );
}

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search in the URL. */
  value: string;
  /** Runs SEARCH_DEBOUNCE_MS after the last keystroke, or at once on Enter. */
  onSearch: (text: string) => void;
}

/** The list's search box: typed text is sent once typing pauses; the URL's search shows in it. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // A search changed from elsewhere (Clear filters, the browser's Back) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div data-cell="search">
      <TextField
        type="search"
        label={label}
        placeholder={placeholder}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim() !== value) onSearch(text.trim());
        }}
      />
    </div>
  );
}

export interface ToolbarSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Takes one column of four in a wide box, both columns on a phone. */
  wide?: boolean;
}

export function ToolbarSelect({ label, value, options, onChange, wide = false }: ToolbarSelectProps) {
  return (
    <div data-cell={wide ? 'wide' : undefined}>
      <SelectField label={label} value={value} options={options} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export interface DateRangeProps {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}

/** Two day pickers, both days included; neither lets the range run backwards. */
export function DateRange({ fromLabel, toLabel, from, to, onChange }: DateRangeProps) {
  return (
    <>
      <div>
        <TextField type="date" label={fromLabel} value={from} max={to || undefined} onChange={(event) => onChange({ from: event.target.value })} />
      </div>
      <div>
        <TextField type="date" label={toLabel} value={to} min={from || undefined} onChange={(event) => onChange({ to: event.target.value })} />
      </div>
    </>
  );
}

export interface ToolbarActionsProps {
  /** The CSV of the whole filtered list. */
  exportHref: string;
  /** Shown when a search or filter is on. */
  onClear?: () => void;
}

/** 'Export CSV' (the current view, every page) and, when something is filtered, 'Clear filters'. */
export function ToolbarActions({ exportHref, onClear }: ToolbarActionsProps) {
  return (
    <Actions data-cell="actions">
      {onClear && <Clear variant="ghost" onClick={onClear}>Clear filters</Clear>}
      <Download href={exportHref} download>
        <DownloadIcon />
        Export CSV
      </Download>
    </Actions>
  );
}
