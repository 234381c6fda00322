import { APPLICATION_LIMITS, TextField } from 'shared';
import { FieldGrid, FormSection, SectionIntro, SectionLegend } from './application-form-layout';
import { SPONSOR_FIELDS, type SponsorField } from './application-sponsors';
import type { ApplicationFormModel } from './use-application-form';

const SPONSOR_LABELS: Record<SponsorField, string> = {
  firstSponsor: "Member's email (optional)",
  secondSponsor: "Second member's email (optional)",
};

/** Up to two members who know the applicant, by e-mail: each is asked to vouch for them. */
export function KnownMembersSection({ form }: { form: ApplicationFormModel }) {
  return (
    <FormSection>
      <SectionLegend>Do you know a member?</SectionLegend>
      <SectionIntro>Optional: if you know members of the club, name up to two and we will ask them to vouch for you.</SectionIntro>
      <FieldGrid>
        {SPONSOR_FIELDS.map((field) => (
          <TextField
            key={field}
            {...form.textProps(field)}
            label={SPONSOR_LABELS[field]}
            type="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={APPLICATION_LIMITS.email}
          />
        ))}
      </FieldGrid>
    </FormSection>
  );
}
