import { useId, useRef } from 'react';
import { Button, Modal, TextField, useSiteConfig, type User } from 'shared';
import styled from 'styled-components';
import { storedPicture } from 'shared/format';
import { EDIT_PROFILE_FRAME } from './edit-profile-frame';
import { AvatarPicker } from './avatar-picker';
import { useEditProfile } from './use-edit-profile';

export interface EditProfileModalProps {
  user: User;
  /** 'picture' puts focus on the file chooser (the edit icon on the picture), else on Full Name. */
  focus?: 'details' | 'picture';
  onClose: () => void;
  onSaved: () => void;
}

const Fields = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const FormError = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  font-size: 0.9375rem;
  font-weight: 500;
  color: ${({ theme }) => theme.color.danger};
  background: rgba(164, 32, 27, 0.06);
  border-left: 3px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * 'Edit Profile': picture, Full Name and Phone. Opened fresh each time, so it always starts from
 * the member's current values.
 */
export function EditProfileModal({ user, focus = 'details', onClose, onSaved }: EditProfileModalProps) {
  const formId = useId();
  const { bindSubmitButton, ...form } = useEditProfile({ user, onSaved, onClose });
  // The control that takes focus when the modal opens: the file chooser or Full Name.
  const firstFocus = useRef<HTMLInputElement | null>(null);
  const { storage } = useSiteConfig();

  return (
    <Modal
      open
      {...EDIT_PROFILE_FRAME}
      // While saving, the answer is awaited: Escape and the backdrop do not close the modal.
      onClose={() => {
        if (!form.busy) onClose();
      }}
      initialFocusRef={firstFocus}
      footer={(
        <>
          <Button variant="ghost" onClick={onClose} disabled={form.busy}>Cancel</Button>
          <Button ref={bindSubmitButton} type="submit" form={formId} busy={form.busy}>{form.busy ? 'Saving...' : 'Save Changes'}</Button>
        </>
      )}
    >
      <form id={formId} aria-label={EDIT_PROFILE_FRAME.title} noValidate onSubmit={(event) => void form.submit(event)}>
        {form.formError && <FormError role="alert">{form.formError}</FormError>}
        <AvatarPicker
          ref={focus === 'picture' ? firstFocus : undefined}
          current={storedPicture(user.profilePicture, storage.url)}
          file={form.file}
          onChoose={form.choosePicture}
          error={form.pictureError}
          disabled={form.busy}
        />
        <Fields>
          <TextField
            {...form.textProps('fullName')}
            ref={focus === 'picture' ? undefined : firstFocus}
            label="Full Name"
            required
            autoComplete="name"
            disabled={form.busy}
          />
          <TextField
            {...form.textProps('phone')}
            label="Phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            disabled={form.busy}
          />
        </Fields>
      </form>
    </Modal>
  );
}
