import {
  admissionSettingsProblems, Button, FormAlert, notifySuccess, QUORUM_MAX, serverText, Spinner,
  SPONSORS_REQUIRED_MAX, TextField, useForm, useLoad, type AdmissionSettings,
} from 'shared';
import styled from 'styled-components';
import { Failed } from '../member-detail/review-layout';
import { SurfaceCard } from '../panel/screen-layout';
import { fetchAdmissionSettings, saveAdmissionSettings } from './admission-settings-api';

export const ADMISSIONS_LOAD_FAILED = 'Failed to load the admission rules';
export const ADMISSIONS_SAVED = 'Admission rules saved';
export const ADMISSIONS_SAVE_FAILED = 'Failed to save the admission rules';

/** Below the list; the two figures side by side (one under the other on a phone), then Save. */
const Card = styled(SurfaceCard)`
  margin-top: 2rem;
  form > div { display: flex; flex-wrap: wrap; gap: 1rem 1.5rem; margin-bottom: 1rem; }
`;

interface SettingsValues {
  quorum: string;
  sponsorsRequired: string;
}

/** The figures typed: a blank field is no number. */
const settingsOf = (values: SettingsValues) => {
  const number = (value: string) => (value.trim() ? Number(value) : Number.NaN);
  return { quorum: number(values.quorum), sponsorsRequired: number(values.sponsorsRequired) };
};

const numberField = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

function AdmissionsForm({ settings, onSaved }: { settings: AdmissionSettings; onSaved: (settings: AdmissionSettings) => void }) {
  const { bindSubmitButton, ...form } = useForm<SettingsValues>({
    initialValues: { quorum: `${settings.quorum}`, sponsorsRequired: `${settings.sponsorsRequired}` },
    fields: ['quorum', 'sponsorsRequired'],
    resolver: (values) => admissionSettingsProblems(settingsOf(values)),
    mode: 'onSubmit',
  });

  const submit = form.handleSubmit((values) => saveAdmissionSettings(settingsOf(values)), {
    onSuccess: (saved) => {
      onSaved(saved);
      notifySuccess(ADMISSIONS_SAVED);
      form.focusAfterSend('submit');
    },
    onError: (error) => {
      form.setFormError(serverText(error, ADMISSIONS_SAVE_FAILED));
      form.focusAfterSend('submit');
    },
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Admission rules">
      <div>
        <TextField {...numberField} max={QUORUM_MAX} label="Yes votes needed (quorum)" {...form.textProps('quorum')} />
        <TextField {...numberField} max={SPONSORS_REQUIRED_MAX} label="Sponsor endorsements needed" {...form.textProps('sponsorsRequired')} />
      </div>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button type="submit" ref={bindSubmitButton} busy={form.busy}>Save</Button>
    </form>
  );
}

/**
 * 'Admissions', the club's admission rules: the yes votes (the quorum) and the sponsor
 * endorsements an acceptance needs. With 0 and 0 any admin accepts a request directly.
 */
export function AdmissionsCard() {
  const { state, retry, update } = useLoad(fetchAdmissionSettings);
  return (
    <Card as="section" aria-label="Admissions">
      <h3>Admissions</h3>
      <p>What a request needs before an admin can accept it. With 0 and 0, any admin accepts a request directly.</p>
      {state.status === 'loading' && <Spinner label="Loading the admission rules" />}
      {state.status === 'error' && (
        <>
          <Failed role="alert">{ADMISSIONS_LOAD_FAILED}</Failed>
          <Button variant="secondary" onClick={retry}>Try again</Button>
        </>
      )}
      {state.status === 'loaded' && <AdmissionsForm settings={state.data} onSaved={(saved) => update(() => saved)} />}
    </Card>
  );
}
