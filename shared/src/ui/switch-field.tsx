import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/theme';
import { FieldError, FieldHint, joinIds } from './field-styles';

export interface SwitchFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'className' | 'children'> {
  /** The setting it turns on and off; clicking it toggles the switch. */
  label: ReactNode;
  /** What the setting means, under the label; also the switch's description. */
  hint?: ReactNode;
  error?: string | null;
  /** Applied to the field's outer wrapper. */
  className?: string;
}

const Row = styled.div<{ $disabled?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 0.25rem 1.25rem;
  padding: 0.85rem 0;
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
  min-width: 0;

  label {
    font-size: 0.9875rem;
    font-weight: 600;
    line-height: 1.4;
    color: ${({ theme }) => theme.color.ink};
    cursor: pointer;
  }
`;

// A native checkbox with the switch role, drawn as a track with a knob: on is brass with the knob
// at the right, off is a white track with an outlined knob at the left (position and colour both
// tell the state; the role announces 'on'/'off').
const Track = styled.input.attrs({ type: 'checkbox', role: 'switch' })`
  appearance: none;
  position: relative;
  flex: none;
  width: 3rem;
  height: 1.75rem;
  margin: 0;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.muted};
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  transition: background-color 0.18s ease, border-color 0.18s ease;

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 0.2rem;
    width: 1.25rem;
    height: 1.25rem;
    background: ${({ theme }) => theme.color.muted};
    border-radius: 50%;
    transform: translateY(-50%);
    transition: transform 0.18s ease, background-color 0.18s ease;
  }

  &:checked {
    background: ${({ theme }) => theme.color.brass};
    border-color: ${({ theme }) => theme.color.brass};
  }

  &:checked::before {
    background: ${({ theme }) => theme.color.white};
    transform: translate(1.2rem, -50%);
  }

  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.color.ink}; }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  &:disabled { cursor: not-allowed; }

  @media (forced-colors: active) {
    appearance: auto;
    &::before { display: none; }
  }

  ${media.reducedMotion} {
    transition: none;
    &::before { transition: none; }
  }
`;

/** An on/off setting: a labelled switch (a checkbox with role="switch"), its meaning and any error. */
export const SwitchField = forwardRef<HTMLInputElement, SwitchFieldProps>(function SwitchField(
  { label, hint, error, className, id: idProp, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? `field-${autoId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  return (
    <Row className={className} $disabled={disabled}>
      <Text>
        <label htmlFor={id}>{label}</label>
        {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        {invalid && <FieldError id={errorId}>{error}</FieldError>}
      </Text>
      <Track
        {...rest}
        ref={ref}
        id={id}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(rest['aria-describedby'], hint ? hintId : null, invalid ? errorId : null)}
      />
    </Row>
  );
});
