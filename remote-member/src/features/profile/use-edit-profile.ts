import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  notifyError, notifySuccess, PROFILE_MESSAGES, profileErrors, serverMessage, useSession, useSiteConfig,
  type FieldErrors, type ProfileField, type User,
} from 'shared';
import { draftOf, isUnchanged, pictureProblem, toProfileEdit, type ProfileDraft } from './profile-draft';
import { saveProfile } from './save-profile';
import { uploadAvatar } from './upload-avatar';

export const PROFILE_SAVED = 'Profile updated successfully';
export const PROFILE_FAILED = 'Something went wrong';

/** The inputs of the two fields (TextField's ref type), focused when they are wrong. */
type FieldControl = HTMLInputElement | HTMLTextAreaElement | null;

const FIELDS: ProfileField[] = ['fullName', 'phone'];
const isProfileField = (field: string): field is ProfileField => (FIELDS as string[]).includes(field);

export interface EditProfileOptions {
  user: User;
  /** After a save: refetch whatever shows the member (the directory). */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * The Edit Profile modal's state (spec.md sections 2, 4, 5, 7 and 8): the draft, the chosen
 * picture, the checks before sending, the upload then the save, and what the member is told.
 */
export function useEditProfile({ user, onSaved, onClose }: EditProfileOptions) {
  const { token, updateUser } = useSession();
  const { storage } = useSiteConfig();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(user));
  const [file, setFile] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  /** A message about the whole form: no changes, or the server's answer. */
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);
  const fullNameRef = useRef<FieldControl>(null);
  const phoneRef = useRef<FieldControl>(null);
  const controls: Record<ProfileField, RefObject<FieldControl>> = { fullName: fullNameRef, phone: phoneRef };
  const saveRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the form is enabled again after a failed save (see the effect). */
  const focusAfterSave = useRef<ProfileField | 'save' | null>(null);

  // The fields and the busy button are disabled while saving, so the browser drops focus. After a
  // failure put it where the member goes on: the first field the server refused, else Save.
  useEffect(() => {
    if (busy || !focusAfterSave.current) return;
    const target = focusAfterSave.current;
    focusAfterSave.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active !== saveRef.current) return;
    (target === 'save' ? saveRef.current : controls[target].current)?.focus();
  });

  const change = useCallback((field: ProfileField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setFormError(null);
  }, []);

  const choosePicture = useCallback((chosen: File) => {
    const problem = pictureProblem(chosen);
    setPictureError(problem ?? null);
    if (!problem) {
      setFile(chosen);
      setFormError(null);
    }
  }, []);

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (saving.current) return;

    if (isUnchanged(draft, user, file)) {
      setFormError(PROFILE_MESSAGES.noChanges);
      notifyError(PROFILE_MESSAGES.noChanges);
      return;
    }
    const problems = profileErrors({ fullName: draft.fullName, phone: draft.phone });
    setErrors(problems);
    setFormError(null);
    const firstInvalid = FIELDS.find((field) => problems[field]);
    if (firstInvalid) {
      controls[firstInvalid].current?.focus();
      return;
    }

    saving.current = true;
    setBusy(true);
    try {
      // No new file: the current picture is sent unchanged. A failed upload sends null.
      const picture = file ? await uploadAvatar(file, storage) : user.profilePicture;
      const edit = toProfileEdit(draft, picture);
      const saved = await saveProfile(edit, token);
      updateUser(saved ?? edit);
      onSaved();
      notifySuccess(PROFILE_SAVED);
      onClose();
    } catch (error) {
      const message = serverMessage(error);
      if (Array.isArray(message)) {
        const onFields: FieldErrors<ProfileField> = {};
        const others: string[] = [];
        for (const item of message) {
          if (isProfileField(item.field)) onFields[item.field] ??= item.message;
          else others.push(item.message);
          notifyError(item.message);
        }
        setErrors(onFields);
        setFormError(others.length > 0 ? others.join(' ') : null);
        focusAfterSave.current = FIELDS.find((field) => onFields[field]) ?? 'save';
      } else {
        const text = typeof message === 'string' ? message : PROFILE_FAILED;
        setFormError(text);
        notifyError(text);
        focusAfterSave.current = 'save';
      }
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };

  return { draft, change, file, choosePicture, pictureError, errors, formError, busy, refs: controls, saveRef, submit };
}
