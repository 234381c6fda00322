import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { RequiredNote } from '../../components/required-note';
import { AboutYouSection } from './about-you-section';
import { ApplicationFormActions } from './application-form-actions';
import { ApplicationSuccessDialog } from './application-success-dialog';
import { HowYouDineSection } from './how-you-dine-section';
import { KnownMembersSection } from './known-members-section';
import { OptionalDetailsSection } from './optional-details-section';
import { useApplicationForm } from './use-application-form';
import { YourTableSection } from './your-table-section';

/** A POST if it is ever sent without the app (the page's scripts failed): never a URL holding the fields. */
const Form = styled.form.attrs({ method: 'post' })`
  display: flex;
  flex-direction: column;
  gap: 2.25rem;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};

  /* focused only from script, after the success dialog closes */
  &:focus {
    outline: none;
  }
`;

/** Sits closer to the first section than the form's gap. */
const FormRequiredNote = styled(RequiredNote)`
  margin-bottom: -0.75rem;
`;

/**
 * The membership application (its rules and sending in use-application-form). The landing page's
 * join section supplies the heading and the card around it.
 */
export function ApplicationForm() {
  const [submitted, setSubmitted] = useState(false);
  const form = useApplicationForm({ onSubmitted: () => setSubmitted(true) });
  const formRef = useRef<HTMLFormElement>(null);
  const wasOpen = useRef(false);

  // The dialog hands focus back to its opener, the submit button, which the reset left
  // disabled: start keyboard users at the top of the fresh form instead.
  useEffect(() => {
    if (wasOpen.current && !submitted) formRef.current?.focus({ preventScroll: true });
    wasOpen.current = submitted;
  }, [submitted]);

  return (
    <>
      <Form
        ref={formRef}
        aria-label="Membership application"
        tabIndex={-1}
        noValidate
        onSubmit={(event) => void form.submit(event)}
      >
        <FormRequiredNote />
        <AboutYouSection form={form} />
        <YourTableSection form={form} />
        <HowYouDineSection form={form} />
        <KnownMembersSection form={form} />
        <OptionalDetailsSection form={form} />
        <ApplicationFormActions form={form} />
      </Form>
      <ApplicationSuccessDialog open={submitted} onClose={() => setSubmitted(false)} />
    </>
  );
}
