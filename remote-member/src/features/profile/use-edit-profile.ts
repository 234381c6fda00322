import { useState, type FormEvent } from 'react';
import {
  notifyError, notifySuccess, PROFILE_MESSAGES, profileErrors, serverMessage, useForm, useSession, useSiteConfig,
  type FieldErrors, type ProfileField, type User,
} from 'shared';
import { draftOf, isUnchanged, pictureProblem, toProfileEdit } from './profile-draft';
import { saveProfile } from './save-profile';
import { uploadAvatar } from './upload-avatar';

export const PROFILE_SAVED = 'Profile updated successfully';
export const PROFILE_FAILED = 'Something went wrong';

const FIELDS: readonly ProfileField[] = ['fullName', 'phone'];
const isProfileField = (field: string): field is ProfileField => (FIELDS as readonly string[]).includes(field);

export interface EditProfileOptions {
  user: User;
  /** After a save: refetch whatever shows the member (the directory). */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * The Edit Profile modal's state: the draft, the chosen picture, the checks before sending,
 * the upload then the save, and what the member is told. Messages come from a submit only,
 * and a change clears its field's.
 */
export function useEditProfile({ user, onSaved, onClose }: EditProfileOptions) {
  const { token, updateUser } = useSession();
  const { storage } = useSiteConfig();
  const form = useForm({ initialValues: draftOf(user), fields: FIELDS, resolver: profileErrors, mode: 'onSubmit' });
  const [file, setFile] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);

  const choosePicture = (chosen: File) => {
    const problem = pictureProblem(chosen);
    setPictureError(problem ?? null);
    if (!problem) {
      setFile(chosen);
      form.setFormError(null);
    }
  };

  const save = form.handleSubmit(async (draft) => {
    // No new file: the current picture is sent unchanged. A failed upload sends null.
    const picture = file ? await uploadAvatar(file, storage) : user.profilePicture;
    const edit = toProfileEdit(draft, picture);
    return { edit, saved: await saveProfile(edit, token) };
  }, {
    onSuccess: ({ edit, saved }) => {
      updateUser(saved ?? edit);
      onSaved();
      notifySuccess(PROFILE_SAVED);
      onClose();
    },
    // The fields and the busy button were disabled, so focus goes where the member goes on: the
    // first field the server refused, else Save.
    onError: (error) => {
      const message = serverMessage(error);
      if (Array.isArray(message)) {
        const onFields: FieldErrors<ProfileField> = {};
        const others: string[] = [];
        for (const item of message) {
          if (isProfileField(item.field)) onFields[item.field] ??= item.message;
          else others.push(item.message);
          notifyError(item.message);
        }
        const first = form.setServerErrors(onFields);
        form.setFormError(others.length > 0 ? others.join(' ') : null);
        form.focusAfterSend(first ?? 'submit');
      } else {
        const text = typeof message === 'string' ? message : PROFILE_FAILED;
        form.setFormError(text);
        notifyError(text);
        form.focusAfterSend('submit');
      }
    },
  });

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    if (!isUnchanged(form.values, user, file)) return save(event);
    // Nothing changed: say so, and send nothing.
    event?.preventDefault();
    form.setFormError(PROFILE_MESSAGES.noChanges);
    notifyError(PROFILE_MESSAGES.noChanges);
  };

  return { ...form, file, choosePicture, pictureError, submit };
}
