import { APPLICATION_LIMITS, TextField, type ApplicationFormValues, type StringFieldName } from 'shared';
import { FieldGrid, FormSection, SectionIntro, SectionLegend, Wide } from './application-form-layout';
import type { ApplicationFormModel } from './use-application-form';

const LONG_ANSWERS: { field: StringFieldName<ApplicationFormValues>; label: string; hint: string }[] = [
  { field: 'professionalContribution', label: 'Professional Contribution', hint: 'What would you bring to the table?' },
  { field: 'interestReason', label: 'Reason for Joining', hint: 'What draws you to the club?' },
  { field: 'culinarySkills', label: 'Culinary Skills', hint: 'Home cook, trained chef or devoted diner: tell us where you stand.' },
  { field: 'cuisineInterests', label: 'Cuisine Interests', hint: 'Cuisines, techniques or ingredients you love or want to explore.' },
  { field: 'restaurantRecommendations', label: 'Restaurant Recommendations', hint: 'A few places you would send a friend to, and why.' },
];

/** The five long answers: what the applicant would bring to the club's table. */
export function YourTableSection({ form }: { form: ApplicationFormModel }) {
  return (
    <FormSection>
      <SectionLegend>Your table</SectionLegend>
      <SectionIntro>A few sentences each is plenty; the committee reads every answer.</SectionIntro>
      <FieldGrid>
        {LONG_ANSWERS.map(({ field, label, hint }) => (
          <Wide key={field}>
            <TextField
              {...form.textProps(field)}
              label={label}
              hint={hint}
              multiline
              rows={4}
              maxLength={APPLICATION_LIMITS.longText}
              showCounter
              required
            />
          </Wide>
        ))}
      </FieldGrid>
    </FormSection>
  );
}
