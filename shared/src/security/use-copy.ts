import { useCallback, useState } from 'react';

export const COPIED = 'Copied.';
export const COPY_FAILED = 'Could not copy: select the text and copy it yourself.';

/** Copies text to the clipboard; `copied` is what to tell the user (for a live region). */
export function useCopy(): { copy: (text: string) => Promise<void>; copied: string } {
  const [copied, setCopied] = useState('');
  const copy = useCallback(async (text: string) => {
    setCopied('');
    try {
      await navigator.clipboard.writeText(text);
      setCopied(COPIED);
    } catch {
      setCopied(COPY_FAILED);
    }
  }, []);
  return { copy, copied };
}
