import {
  CheckboxGroup, COHOSTING_OPTIONS, DINING_FREQUENCIES, MEMBERSHIP_GOALS, RadioGroup, REFERRAL_SOURCES, SelectField,
  WEEK_DAYS,
} from 'shared';
import { FieldGrid, FormSection, SectionLegend, Wide } from './application-form-layout';
import type { ApplicationFormModel } from './use-application-form';

const asOptions = (list: readonly string[]) => list.map((item) => ({ value: item, label: item }));

const FREQUENCY_OPTIONS = asOptions(DINING_FREQUENCIES);
const DAY_OPTIONS = asOptions(WEEK_DAYS);
const GOAL_OPTIONS = asOptions(MEMBERSHIP_GOALS);
const COHOSTING_CHOICES = asOptions(COHOSTING_OPTIONS);
const REFERRAL_OPTIONS = asOptions(REFERRAL_SOURCES);

/** How often and when the applicant dines, what they hope for, and how they found the club. */
export function HowYouDineSection({ form }: { form: ApplicationFormModel }) {
  return (
    <FormSection>
      <SectionLegend>How you dine</SectionLegend>
      <FieldGrid>
        <Wide>
          <RadioGroup
            {...form.choiceProps('diningFrequency')}
            legend="Dining Frequency"
            hint="How often do you dine out?"
            options={FREQUENCY_OPTIONS}
            columns={2}
            required
          />
        </Wide>
        <Wide>
          <CheckboxGroup
            {...form.choiceProps('availableDays')}
            legend="Available Days"
            hint="Which days usually suit you for a dinner?"
            options={DAY_OPTIONS}
            columns={4}
            required
          />
        </Wide>
        <Wide>
          <CheckboxGroup
            {...form.choiceProps('membershipGoals')}
            legend="Membership Goals"
            hint="Choose all that apply."
            options={GOAL_OPTIONS}
            columns={2}
            required
          />
        </Wide>
        <Wide>
          <RadioGroup
            {...form.choiceProps('cohostingInterest')}
            legend="Cohosting Interest"
            hint="Would you like to co-host a dinner with the club?"
            options={COHOSTING_CHOICES}
            columns={3}
            required
          />
        </Wide>
        <SelectField
          {...form.textProps('referralSource')}
          label="Referral Source"
          hint="How did you hear about us?"
          placeholder="Select an option"
          options={REFERRAL_OPTIONS}
          required
        />
      </FieldGrid>
    </FormSection>
  );
}
