import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, useSiteConfig } from 'shared';
import { Actions, BlockTitle, Lead, Status } from './security-layout';
import { useCopy } from './use-copy';

export const RECOVERY_CODES_TITLE = 'Save your recovery codes';
export const RECOVERY_CODES_FILE = 'recovery-codes.txt';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 1.1rem 1.25rem 1.1rem 2.75rem;
  background: ${({ theme }) => theme.color.ivory};
  border: 1px dashed ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.md};

  li {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 1rem;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.ink};
  }

  li::marker { color: ${({ theme }) => theme.color.muted}; font-size: 0.85rem; }
`;

/** The text of the downloaded file. */
export function recoveryCodesText(codes: readonly string[], brandName: string): string {
  return [
    `${brandName}: recovery codes`,
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface RecoveryCodesProps {
  codes: readonly string[];
  /** 'I have saved my codes': the codes are never shown again. */
  onDone: () => void;
  titleAs?: 'h2' | 'h3' | 'h4';
  /** They come with a new authenticator app in place of another: the earlier codes are void. */
  replaced?: boolean;
}

/**
 * The ten recovery codes, shown once, right after the authenticator app is turned on: Download,
 * Copy, and 'I have saved my codes'. The title takes focus so a screen reader starts here.
 */
export function RecoveryCodes({ codes, onDone, titleAs = 'h3', replaced = false }: RecoveryCodesProps) {
  const { brandName } = useSiteConfig();
  const { copy, copied } = useCopy();
  const title = useRef<HTMLHeadingElement>(null);
  const text = recoveryCodesText(codes, brandName);
  useEffect(() => title.current?.focus(), []);

  return (
    <>
      <BlockTitle as={titleAs} ref={title} tabIndex={-1}>{RECOVERY_CODES_TITLE}</BlockTitle>
      <Lead>
        Two-step sign-in is on. If you lose your authenticator app, each of these codes signs you in
        once. Keep them somewhere safe, such as a password manager: they will not be shown again.
        {replaced && ' Your earlier recovery codes no longer work.'}
      </Lead>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => <li key={code}>{code}</li>)}
      </Codes>
      <Actions>
        <Button variant="secondary" onClick={() => download(text, RECOVERY_CODES_FILE)}>Download</Button>
        <Button variant="secondary" onClick={() => void copy(codes.join('\n'))}>Copy</Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </Actions>
      <Status role="status">{copied}</Status>
    </>
  );
}
