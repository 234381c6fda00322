import { useId } from 'react';
import type { ChoiceGroupBaseProps } from './checkbox-field';
import {
  ChoiceLabel,
  ChoiceList,
  ChoiceText,
  FieldError,
  FieldHint,
  Fieldset,
  Legend,
  RadioInput,
  RequiredMark,
  groupBlurHandler,
  joinIds,
} from './field-styles';
import { useAdoptPrefilledChoices } from './use-adopt-prefilled';

export interface RadioGroupProps extends ChoiceGroupBaseProps {
  /** The chosen option's value; '' / null / undefined when none is chosen. */
  value: string | null | undefined;
  onChange: (value: string) => void;
}

/**
 * A fieldset of native radios (role radiogroup, named by its legend). Arrow keys move
 * between options as browsers do natively.
 */
export function RadioGroup({
  legend,
  options,
  name,
  value,
  onChange,
  error,
  hint,
  required = false,
  disabled = false,
  columns = 1,
  onBlur,
  className,
  id: idProp,
}: RadioGroupProps) {
  const autoId = useId();
  const id = idProp ?? `group-${autoId}`;
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  useAdoptPrefilledChoices(id, value ? [value] : [], ([checked]) => {
    if (checked !== undefined) onChange(checked);
  });

  return (
    <Fieldset
      id={id}
      role="radiogroup"
      className={className}
      disabled={disabled}
      aria-labelledby={legendId}
      aria-describedby={joinIds(invalid ? errorId : null, hint ? hintId : null)}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      onBlur={groupBlurHandler(onBlur)}
    >
      <Legend id={legendId}>
        {legend}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <ChoiceList $columns={columns}>
        {options.map((option, index) => {
          const optionId = `${id}-option-${index}`;
          const optionDisabled = disabled || option.disabled;
          return (
            <ChoiceLabel key={option.value} htmlFor={optionId} $disabled={optionDisabled}>
              <RadioInput
                id={optionId}
                name={name ?? id}
                value={option.value}
                checked={value === option.value}
                disabled={optionDisabled}
                onChange={() => onChange(option.value)}
                $invalid={invalid}
              />
              <ChoiceText>{option.label}</ChoiceText>
            </ChoiceLabel>
          );
        })}
      </ChoiceList>
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
