import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from 'shared';

export type CodeKind = 'app' | 'recovery' | 'any';

export type CodeFieldProps = Omit<Extract<TextFieldProps, { multiline?: false }>, 'type'> & { kind: CodeKind };

/**
 * A field for a second-factor code: an app's 6-digit code gets the numeric keypad and the
 * one-time-code autofill (a code the device received); a recovery code gets a plain text field.
 */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField({ kind, ...props }, ref) {
  const app = kind === 'app';
  return (
    <TextField
      ref={ref}
      type="text"
      autoComplete={kind === 'recovery' ? 'off' : 'one-time-code'}
      inputMode={app ? 'numeric' : 'text'}
      maxLength={app ? 9 : 24}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      required
      {...props}
    />
  );
});
