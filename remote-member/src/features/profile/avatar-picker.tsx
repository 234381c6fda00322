import { forwardRef, useEffect, useId, useState } from 'react';
import { smallCaps, visuallyHiddenStyles } from 'shared';
import styled from 'styled-components';
import { IMAGE_ACCEPT } from './profile-draft';

export interface AvatarPickerProps {
  /** The member's current picture URL, if any. */
  current: string | null;
  /** The newly chosen file, previewed in place of the current picture. */
  file: File | null;
  onChoose: (file: File) => void;
  error?: string | null;
  disabled?: boolean;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 1.25rem;
  margin-bottom: 1.5rem;
`;

const SIZE = 88;

const Circle = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.ivory};
  box-shadow:
    0 0 0 3px ${({ theme }) => theme.color.paper},
    0 0 0 4px ${({ theme }) => theme.color.brassLight};
  ${smallCaps}
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.color.muted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.4rem;
  min-width: 0;
`;

const FileInput = styled.input`
  ${visuallyHiddenStyles}
`;

// Looks like the club's secondary button; the real control is the input it labels.
const ChooseLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.5rem;
  padding: 0.45rem 1.1rem;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.ink};
  border: 1px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  transition: background-color 0.18s ease;

  &:hover {
    background: rgba(201, 164, 106, 0.16);
  }

  ${FileInput}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  line-height: 1.45;
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme }) => theme.color.danger};
`;

/** The picture as it will be after saving: the chosen file, else the current picture, else 'No Pic'. */
function Preview({ src, isNew }: { src: string | null; isNew: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || src === failed) return <Circle>No Pic</Circle>;
  return (
    <Circle>
      <img
        src={src}
        alt={isNew ? 'New profile picture' : 'Current profile picture'}
        width={SIZE}
        height={SIZE}
        onError={() => setFailed(src)}
      />
    </Circle>
  );
}

/**
 * The avatar preview and the image chooser of the Edit Profile modal: the chooser reads
 * 'Choose File', or 'Change' once there is a picture (current or chosen).
 */
export const AvatarPicker = forwardRef<HTMLInputElement, AvatarPickerProps>(function AvatarPicker(
  { current, file, onChoose, error, disabled = false },
  ref,
) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);

  // The chosen file is shown through an object URL, released when it is replaced or the modal closes.
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    // The URL is an outside resource made and released here, so its state is set here too.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const src = file ? preview : current;
  const hasPicture = Boolean(file || current);

  return (
    <Row>
      <Preview src={src} isNew={Boolean(file)} />
      <Controls>
        <FileInput
          ref={ref}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Cleared, so choosing the same file again after a problem is seen as a change.
            event.target.value = '';
            if (chosen) onChoose(chosen);
          }}
        />
        <ChooseLabel htmlFor={`${id}-file`} $disabled={disabled}>{hasPicture ? 'Change' : 'Choose File'}</ChooseLabel>
        <Note id={`${id}-hint`}>{file ? file.name : 'PNG, JPEG, WebP or GIF, up to 5 MB.'}</Note>
        {error && <Problem id={`${id}-error`} role="alert">{error}</Problem>}
      </Controls>
    </Row>
  );
});
