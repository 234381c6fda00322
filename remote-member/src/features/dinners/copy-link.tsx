import { useRef, useState } from 'react';
import { Button, TextField } from 'shared';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  align-items: flex-end;

  & > :first-child { flex: 1 1 16rem; }

  input {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.875rem;
  }
`;

const Said = styled.p`
  min-height: 1.4em;
  margin: 0.35rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.success};
`;

export interface CopyLinkProps {
  label: string;
  value: string;
  /** The copy button's text ('Copy link'). */
  copyLabel: string;
}

/**
 * A link shown in a read-only field with a button that copies it. Where the browser refuses the
 * clipboard, the text is selected for the member to copy themselves. The outcome is announced.
 */
export function CopyLink({ label, value, copyLabel }: CopyLinkProps) {
  const field = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setSaid('Copied to the clipboard.');
    } catch {
      field.current?.focus();
      field.current?.select();
      setSaid('Selected: copy it with your keyboard or menu.');
    }
  }

  return (
    <div>
      <Row>
        <TextField
          ref={field}
          label={label}
          value={value}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>{copyLabel}</Button>
      </Row>
      <Said role="status">{said}</Said>
    </div>
  );
}
