import {
  forwardRef,
  useId,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  CheckboxInput,
  ChoiceLabel,
  ChoiceList,
  ChoiceText,
  FieldError,
  FieldHint,
  FieldMessages,
  FieldRoot,
  Fieldset,
  Legend,
  RequiredMark,
  groupBlurHandler,
  joinIds,
} from './field-styles';
import { useAdoptPrefilledChecked, useAdoptPrefilledChoices } from './use-adopt-prefilled';

/* ---------- CheckboxField ---------- */

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> {
  /** The text beside the box; clicking it toggles the box. */
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Applied to the field's outer wrapper. */
  className?: string;
}

/** One labelled checkbox (e.g. an agreement) with hint and error wiring. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, hint, className, id: idProp, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? `field-${autoId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  useAdoptPrefilledChecked(id, rest.checked);

  return (
    <FieldRoot className={className}>
      <ChoiceLabel htmlFor={id} $disabled={disabled}>
        <CheckboxInput
          {...rest}
          ref={ref}
          id={id}
          disabled={disabled}
          aria-invalid={invalid || rest['aria-invalid'] || undefined}
          aria-describedby={joinIds(rest['aria-describedby'], invalid ? errorId : null, hint ? hintId : null)}
          $invalid={invalid}
        />
        <ChoiceText>{label}</ChoiceText>
      </ChoiceLabel>
      {(invalid || hint) && (
        <FieldMessages>
          {invalid && <FieldError id={errorId}>{error}</FieldError>}
          {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        </FieldMessages>
      )}
    </FieldRoot>
  );
});

/* ---------- CheckboxGroup ---------- */

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** What CheckboxGroup and RadioGroup share. */
export interface ChoiceGroupBaseProps {
  /** The group's name, rendered as the fieldset's <legend>. */
  legend: ReactNode;
  options: readonly ChoiceOption[];
  /** Native `name` of every input (defaults to a generated one). */
  name?: string;
  error?: string | null;
  hint?: ReactNode;
  /** Shows the required asterisk after the legend. */
  required?: boolean;
  disabled?: boolean;
  /** Options per row from the small breakpoint up (one per row below it). Default 1. */
  columns?: number;
  /** Called once focus leaves the whole group (not when moving between its options). */
  onBlur?: (event: FocusEvent<HTMLFieldSetElement>) => void;
  className?: string;
  id?: string;
}

export interface CheckboxGroupProps extends ChoiceGroupBaseProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** A fieldset of checkboxes; `value` lists the checked option values, in option order. */
export function CheckboxGroup({
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
}: CheckboxGroupProps) {
  const autoId = useId();
  const id = idProp ?? `group-${autoId}`;
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const selected = new Set(value);
  useAdoptPrefilledChoices(id, value, (checked) => {
    const order = options.map((o) => o.value);
    onChange([...checked].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });

  function toggle(optionValue: string, checked: boolean) {
    const next = new Set(value);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    // Keep the options' order, then anything in `value` the options do not list.
    const known = options.map((o) => o.value).filter((v) => next.has(v));
    const unknown = [...next].filter((v) => !options.some((o) => o.value === v));
    onChange([...known, ...unknown]);
  }

  return (
    <Fieldset
      id={id}
      className={className}
      disabled={disabled}
      aria-describedby={joinIds(invalid ? errorId : null, hint ? hintId : null)}
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
              <CheckboxInput
                id={optionId}
                name={name ?? id}
                value={option.value}
                checked={selected.has(option.value)}
                disabled={optionDisabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
                aria-invalid={invalid || undefined}
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
