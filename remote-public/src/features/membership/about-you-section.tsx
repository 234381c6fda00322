import {
  APPLICATION_LIMITS, CONSULTANT_OPTION, OTHER_PROFESSION_OPTION, PROFESSIONS, SelectField, TextField,
} from 'shared';
import { FieldGrid, FormSection, SectionLegend } from './application-form-layout';
import type { ApplicationFormModel } from './use-application-form';

const PROFESSION_OPTIONS = PROFESSIONS.map((profession) => ({ value: profession, label: profession }));

/** Email, name, phone and profession, with the profession's detail when one is asked for. */
export function AboutYouSection({ form }: { form: ApplicationFormModel }) {
  const { profession } = form.values;
  return (
    <FormSection>
      <SectionLegend>About you</SectionLegend>
      <FieldGrid>
        <TextField
          {...form.textProps('email')}
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={APPLICATION_LIMITS.email}
          required
        />
        <TextField
          {...form.textProps('fullName')}
          label="Full Name"
          autoComplete="name"
          maxLength={APPLICATION_LIMITS.fullName}
          required
        />
        <TextField
          {...form.textProps('phoneNumber')}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          maxLength={APPLICATION_LIMITS.phoneNumber}
          hint="7–15 digits, with an optional +; spaces and dashes are fine."
          required
        />
        <SelectField
          {...form.textProps('profession')}
          label="Profession"
          placeholder="Select your profession"
          options={PROFESSION_OPTIONS}
          required
        />
        {profession === CONSULTANT_OPTION && (
          <TextField
            {...form.textProps('consultingField')}
            label="Consulting field"
            hint="For example strategy, healthcare or technology."
            maxLength={APPLICATION_LIMITS.professionDetail}
            required
          />
        )}
        {profession === OTHER_PROFESSION_OPTION && (
          <TextField
            {...form.textProps('otherProfession')}
            label="Your profession"
            maxLength={APPLICATION_LIMITS.professionDetail}
            required
          />
        )}
      </FieldGrid>
    </FormSection>
  );
}
