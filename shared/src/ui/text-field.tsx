import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import {
  Adornment,
  ControlWrap,
  FieldCounter,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldMessages,
  FieldMeta,
  FieldRoot,
  Input,
  RequiredMark,
  Textarea,
  joinIds,
} from './field-styles';
import { useAdoptPrefilledValue } from './use-adopt-prefilled';

/** What every TextField takes, whatever its control. */
export interface TextFieldOwnProps {
  /** Always rendered as a real <label> tied to the control. */
  label: ReactNode;
  /** Keeps the label for screen readers but hides it on screen (e.g. a search box). */
  hideLabel?: boolean;
  /** Shown under the control in red; sets aria-invalid and joins aria-describedby. */
  error?: string | null;
  /** Helper text under the control, joined to aria-describedby. */
  hint?: ReactNode;
  /** Shows the required asterisk (aria-hidden); without nativeRequired sets aria-required. */
  required?: boolean;
  /** Also sets the native `required` attribute (browser validation). */
  nativeRequired?: boolean;
  /** With maxLength, shows 'N characters remaining' under the control. */
  showCounter?: boolean;
  /** Content placed inside the control's right edge, e.g. a show/hide password button. */
  endAdornment?: ReactNode;
  /** Applied to the field's outer wrapper. */
  className?: string;
}

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'className' | 'children'>;
type NativeTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'required' | 'className' | 'children'
>;

export interface TextInputProps extends TextFieldOwnProps, NativeInputProps {
  multiline?: false;
}

export interface TextAreaProps extends TextFieldOwnProps, NativeTextareaProps {
  /** Renders a <textarea> instead of an <input>. */
  multiline: true;
  rows?: number;
}

export type TextFieldProps = TextInputProps | TextAreaProps;

function lengthOf(value: unknown): number {
  return typeof value === 'string' || typeof value === 'number' ? String(value).length : 0;
}

function remainingText(remaining: number): string {
  return `${remaining} ${remaining === 1 ? 'character' : 'characters'} remaining`;
}

/** Labelled text input or textarea with hint, error, counter and adornment wiring. */
export const TextField = forwardRef<HTMLInputElement | HTMLTextAreaElement, TextFieldProps>(
  function TextField(props, ref) {
    const {
      label,
      hideLabel = false,
      error,
      hint,
      required = false,
      nativeRequired = false,
      showCounter = false,
      endAdornment,
      className,
      id: idProp,
      multiline,
      ...control
    } = props;

    const autoId = useId();
    const id = idProp ?? `field-${autoId}`;
    const hintId = `${id}-hint`;
    const errorId = `${id}-error`;
    const counterId = `${id}-counter`;

    const controlled = control.value !== undefined;
    useAdoptPrefilledValue(id, control.value);
    const [typedLength, setTypedLength] = useState(() => lengthOf(control.defaultValue));
    const length = controlled ? lengthOf(control.value) : typedLength;
    const { maxLength } = control;
    const counting = showCounter && typeof maxLength === 'number' && maxLength >= 0;
    const remaining = counting ? Math.max(0, maxLength - length) : 0;

    const invalid = Boolean(error);
    const describedBy = joinIds(
      control['aria-describedby'],
      invalid ? errorId : null,
      hint ? hintId : null,
      counting ? counterId : null,
    );

    const a11y = {
      id,
      'aria-describedby': describedBy,
      'aria-invalid': invalid || control['aria-invalid'] || undefined,
      'aria-required': required && !nativeRequired ? true : control['aria-required'],
      required: nativeRequired || undefined,
      $invalid: invalid,
    };

    function track(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
      if (!controlled) setTypedLength(event.target.value.length);
    }

    let field: ReactNode;
    if (multiline) {
      const { onChange, ...rest } = control as NativeTextareaProps;
      field = (
        <Textarea
          {...rest}
          {...a11y}
          ref={ref as Ref<HTMLTextAreaElement>}
          onChange={(event) => {
            track(event);
            onChange?.(event);
          }}
        />
      );
    } else {
      const { onChange, type = 'text', ...rest } = control as NativeInputProps;
      field = (
        <Input
          type={type}
          {...rest}
          {...a11y}
          ref={ref as Ref<HTMLInputElement>}
          onChange={(event) => {
            track(event);
            onChange?.(event);
          }}
        />
      );
    }

    return (
      <FieldRoot className={className}>
        <FieldLabel htmlFor={id} $hidden={hideLabel}>
          {label}
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </FieldLabel>
        <ControlWrap $hasAdornment={Boolean(endAdornment)}>
          {field}
          {endAdornment && <Adornment $multiline={Boolean(multiline)}>{endAdornment}</Adornment>}
        </ControlWrap>
        {(invalid || hint || counting) && (
          <FieldMeta>
            {(invalid || hint) && (
              <FieldMessages>
                {invalid && <FieldError id={errorId}>{error}</FieldError>}
                {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
              </FieldMessages>
            )}
            {counting && (
              <FieldCounter id={counterId} $low={remaining <= Math.max(5, Math.round(maxLength * 0.05))}>
                {remainingText(remaining)}
              </FieldCounter>
            )}
          </FieldMeta>
        )}
      </FieldRoot>
    );
  },
);

/* ---------- PasswordField ---------- */

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  color: ${({ theme }) => theme.color.muted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.ink};
    background-color: ${({ theme }) => theme.color.ivory};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

export interface PasswordFieldProps extends Omit<TextInputProps, 'type' | 'multiline' | 'endAdornment'> {
  /** Accessible name of the toggle while the password is hidden (default 'Show password'). */
  showPasswordLabel?: string;
  /** Accessible name of the toggle while the password is shown (default 'Hide password'). */
  hidePasswordLabel?: string;
}

/** A TextField for passwords with a show/hide toggle (aria-pressed) at its right edge. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { showPasswordLabel = 'Show password', hidePasswordLabel = 'Hide password', disabled, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      ref={ref}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      endAdornment={
        <ToggleButton
          type="button"
          aria-label={visible ? hidePasswordLabel : showPasswordLabel}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </ToggleButton>
      }
    />
  );
});
