import { Button, VisuallyHidden, type ButtonProps } from 'shared';

export interface RowButtonProps extends Omit<ButtonProps, 'children' | 'size'> {
  /** What the button shows ('Accept', 'Processing...'). */
  label: string;
  /** Whose row it is: added for screen readers, so a list of buttons still says who each acts on. */
  who: string;
}

/** A small action button in a table row, named 'Accept Ada Lovelace' but showing 'Accept'. */
export function RowButton({ label, who, ...rest }: RowButtonProps) {
  return (
    <Button size="sm" {...rest}>
      {label}
      {who && <VisuallyHidden> {who}</VisuallyHidden>}
    </Button>
  );
}

/** The name a row's buttons act on: the full name, else the e-mail. */
export const whoOf = (record: { fullName: string; email: string }): string => record.fullName || record.email;
