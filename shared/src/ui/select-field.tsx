import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import {
  ControlWrap,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldMessages,
  FieldRoot,
  RequiredMark,
  Select,
  SelectChevron,
  joinIds,
} from './field-styles';
import { useAdoptPrefilledValue } from './use-adopt-prefilled';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'className' | 'children' | 'multiple'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of a leading empty-value option, e.g. 'Select your profession'. */
  placeholder?: string;
  hideLabel?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Shows the required asterisk (aria-hidden); without nativeRequired sets aria-required. */
  required?: boolean;
  nativeRequired?: boolean;
  /** Applied to the field's outer wrapper. */
  className?: string;
}

/** A labelled native <select> with the same hint and error wiring as TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    label,
    options,
    placeholder,
    hideLabel = false,
    error,
    hint,
    required = false,
    nativeRequired = false,
    className,
    id: idProp,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? `field-${autoId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  useAdoptPrefilledValue(id, rest.value);

  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={id} $hidden={hideLabel}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <ControlWrap>
        <Select
          {...rest}
          ref={ref}
          id={id}
          required={nativeRequired || undefined}
          aria-required={required && !nativeRequired ? true : rest['aria-required']}
          aria-invalid={invalid || rest['aria-invalid'] || undefined}
          aria-describedby={joinIds(rest['aria-describedby'], invalid ? errorId : null, hint ? hintId : null)}
          $invalid={invalid}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
        <SelectChevron aria-hidden="true" />
      </ControlWrap>
      {(invalid || hint) && (
        <FieldMessages>
          {invalid && <FieldError id={errorId}>{error}</FieldError>}
          {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        </FieldMessages>
      )}
    </FieldRoot>
  );
});
