// The styled pieces every form field shares, so TextField, SelectField, CheckboxField,
// CheckboxGroup and RadioGroup look alike and carry their CSS once.
import type { FocusEvent } from 'react';
import styled, { css } from 'styled-components';
import { smallCaps } from '../theme/small-caps';
import { media, theme as clubTheme } from '../theme/theme';
import { visuallyHiddenStyles } from './visually-hidden';

/** `#rrggbb` + alpha → `rgba(...)`, for tints of theme colours. */
export function alpha(hex: string, opacity: number): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.replace(/./g, (c) => c + c) : value;
  const n = Number.parseInt(full, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${opacity})`;
}

/** Joins the ids of whatever describes a control; undefined when there are none. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.flatMap((id) => (id ? id.split(/\s+/).filter(Boolean) : []));
  return list.length > 0 ? list.join(' ') : undefined;
}

/** Wraps a group's onBlur so it fires only when focus leaves the group, not between options. */
export function groupBlurHandler<E extends HTMLElement>(onBlur?: (event: FocusEvent<E>) => void) {
  if (!onBlur) return undefined;
  return (event: FocusEvent<E>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onBlur(event);
  };
}

// An exclamation mark in a circle, drawn through a CSS mask so it takes currentColor
// and adds nothing to what screen readers announce.
const warningIcon = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0Zm0 10.5a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM8.9 3.5H7.1l.3 6h1.2l.3-6Z'/%3E%3C/svg%3E")`;

const checkIcon = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='${encodeURIComponent(clubTheme.color.white)}' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M3.5 8.5l3 3 6-7'/%3E%3C/svg%3E")`;

const chevronIcon = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='black' stroke-width='1.6' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M4 6l4 4 4-4'/%3E%3C/svg%3E")`;

/** Column holding label, control and messages. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.45rem;
  min-width: 0;
`;

/** The club's label voice (smallCaps), a little less tracked. Shared by <label> and <legend>. */
export const labelStyles = css`
  display: block;
  ${smallCaps}
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.color.inkSoft};
`;

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  ${labelStyles}
  ${({ $hidden }) => $hidden && visuallyHiddenStyles}
`;

/** The asterisk after a required label; purely visual (render it with aria-hidden). */
export const RequiredMark = styled.span`
  margin-left: 0.3em;
  color: ${({ theme }) => theme.color.brass};
  font-weight: 700;
`;

/** Positions an end adornment (e.g. the password toggle) over the control's right edge. */
export const ControlWrap = styled.div<{ $hasAdornment?: boolean }>`
  position: relative;
  display: flex;

  ${({ $hasAdornment }) =>
    $hasAdornment &&
    css`
      & > input,
      & > textarea {
        padding-right: 3.25rem;
      }
    `}
`;

export const Adornment = styled.div<{ $multiline?: boolean }>`
  position: absolute;
  right: 0.375rem;
  display: flex;
  align-items: center;
  ${({ $multiline }) =>
    $multiline
      ? css`
          top: 0.375rem;
        `
      : css`
          top: 50%;
          transform: translateY(-50%);
        `}
`;

/**
 * Text inputs, textareas and selects: white face, a hairline frame in the theme's line
 * colour with a darker bottom rule (so the field's edge keeps 3:1 contrast), brass on
 * focus, danger red when invalid.
 */
export const controlStyles = css<{ $invalid?: boolean }>`
  display: block;
  width: 100%;
  min-height: 3rem;
  margin: 0;
  padding: 0.75rem 1rem;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 1rem; /* 16px keeps iOS from zooming on focus */
  line-height: 1.5;
  color: ${({ theme }) => theme.color.text};
  background-color: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-bottom-color: ${({ theme }) => theme.color.muted};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: none;
  transition:
    border-color 0.16s ease,
    box-shadow 0.16s ease,
    background-color 0.16s ease;

  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => alpha(theme.color.muted, 0.75)};
  }

  &:focus,
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.color.brass};
    box-shadow:
      0 0 0 1px ${({ theme }) => theme.color.brass},
      0 0 0 4px ${({ theme }) => alpha(theme.color.brass, 0.18)};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.muted};
    background-color: ${({ theme }) => theme.color.ivory};
    border-color: ${({ theme }) => theme.color.line};
    cursor: not-allowed;
  }

  ${({ $invalid }) =>
    $invalid &&
    css`
      &,
      &:hover:not(:disabled) {
        border-color: ${({ theme }) => theme.color.danger};
      }
      &:focus,
      &:focus-visible {
        border-color: ${({ theme }) => theme.color.danger};
        box-shadow:
          0 0 0 1px ${({ theme }) => theme.color.danger},
          0 0 0 4px ${({ theme }) => alpha(theme.color.danger, 0.16)};
      }
    `}

  @media (forced-colors: active) {
    border-color: FieldText;
    &:focus,
    &:focus-visible {
      outline: 2px solid Highlight;
      outline-offset: 1px;
    }
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 7.5rem;
  resize: vertical;
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 2.75rem;
  cursor: pointer;
  text-overflow: ellipsis;
`;

/** The chevron drawn over a native select (pointer-events: none keeps the select clickable). */
export const SelectChevron = styled.span`
  position: absolute;
  top: 50%;
  right: 1rem;
  width: 1rem;
  height: 1rem;
  transform: translateY(-50%);
  pointer-events: none;
  background-color: ${({ theme }) => theme.color.inkSoft};
  mask: ${chevronIcon} no-repeat center / contain;
  -webkit-mask: ${chevronIcon} no-repeat center / contain;

  @media (forced-colors: active) {
    background-color: FieldText;
  }
`;

/** Messages under a control: its error, then its hint. */
export const FieldMessages = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
`;

/** Row under the control: messages on the left, the character counter on the right. */
export const FieldMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.25rem 1rem;

  /* Beside a counter the messages take the free width; alone in a column they keep their height. */
  & > ${FieldMessages} {
    flex: 1 1 12rem;
  }

  &:empty {
    display: none;
  }
`;


export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  line-height: 1.45;
  color: ${({ theme }) => theme.color.muted};
`;

export const FieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.4rem;
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  line-height: 1.45;
  color: ${({ theme }) => theme.color.danger};

  &::before {
    content: '';
    flex: none;
    width: 1rem;
    height: 1rem;
    margin-top: 0.1rem;
    background-color: currentColor;
    mask: ${warningIcon} no-repeat center / contain;
    -webkit-mask: ${warningIcon} no-repeat center / contain;
  }
`;

export const FieldCounter = styled.p<{ $low?: boolean }>`
  margin: 0 0 0 auto;
  font-size: 0.8125rem;
  line-height: 1.45;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ $low, theme }) => ($low ? theme.color.danger : theme.color.muted)};
`;

/* ---------- groups of choices ---------- */

export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: 0.45rem;
`;

export const Legend = styled.legend`
  ${labelStyles}
  float: left; /* lets the legend sit in the fieldset's flex flow like a label */
  width: 100%;
  padding: 0;
  margin: 0 0 0.1rem;
`;

export const ChoiceList = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.25rem 1.5rem;

  ${({ $columns }) =>
    $columns &&
    $columns > 1 &&
    css`
      ${media.sm} {
        grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
      }
    `}
`;

/** A <label> wrapping a checkbox or radio and its text: the whole row is the hit target. */
export const ChoiceLabel = styled.label<{ $disabled?: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  min-height: 2.75rem;
  padding: 0.55rem 0;
  font-size: 0.9375rem;
  line-height: 1.45;
  color: ${({ theme }) => theme.color.text};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;

export const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  padding-top: 0.05rem;
`;

const choiceBase = css<{ $invalid?: boolean }>`
  appearance: none;
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  background-color: ${({ theme }) => theme.color.white};
  background-position: center;
  background-repeat: no-repeat;
  background-size: 0.9rem;
  border: 1px solid
    ${({ $invalid, theme }) => ($invalid ? theme.color.danger : theme.color.muted)};
  cursor: inherit;
  transition:
    background-color 0.16s ease,
    border-color 0.16s ease,
    box-shadow 0.16s ease;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.brass};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  @media (forced-colors: active) {
    appearance: auto;
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;

export const CheckboxInput = styled.input.attrs({ type: 'checkbox' })<{ $invalid?: boolean }>`
  ${choiceBase}
  border-radius: ${({ theme }) => theme.radius.sm};

  &:checked {
    background-color: ${({ theme }) => theme.color.brass};
    background-image: ${checkIcon};
    border-color: ${({ theme }) => theme.color.brass};
  }
`;

export const RadioInput = styled.input.attrs({ type: 'radio' })<{ $invalid?: boolean }>`
  ${choiceBase}
  border-radius: 50%;

  &:checked {
    background-color: ${({ theme }) => theme.color.brass};
    border-color: ${({ theme }) => theme.color.brass};
    box-shadow: inset 0 0 0 0.25rem ${({ theme }) => theme.color.white};
  }
`;
