import { APPLICATION_LIMITS, TextField } from 'shared';
import { FieldGrid, FormSection, SectionIntro, SectionLegend, Wide } from './application-form-layout';
import type { ApplicationFormModel } from './use-application-form';

/** Social profiles and dietary needs: shared only if the applicant wishes. */
export function OptionalDetailsSection({ form }: { form: ApplicationFormModel }) {
  return (
    <FormSection>
      <SectionLegend>Optional details</SectionLegend>
      <SectionIntro>Share these if you like; they help the committee get to know you.</SectionIntro>
      <FieldGrid>
        <TextField
          {...form.textProps('instagramUrl')}
          label="Instagram URL"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://instagram.com/yourhandle"
          maxLength={APPLICATION_LIMITS.url}
        />
        <TextField
          {...form.textProps('linkedinUrl')}
          label="LinkedIn URL"
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://linkedin.com/in/yourname"
          maxLength={APPLICATION_LIMITS.url}
        />
        <Wide>
          <TextField
            {...form.textProps('dietaryRestrictions')}
            label="Dietary Restrictions"
            hint="Allergies or preferences our chefs should know about."
            multiline
            rows={3}
            maxLength={APPLICATION_LIMITS.longText}
            showCounter
          />
        </Wide>
      </FieldGrid>
    </FormSection>
  );
}
