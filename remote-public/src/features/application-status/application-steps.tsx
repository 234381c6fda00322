import { smallCaps, type ApplicationStage } from 'shared';
import styled from 'styled-components';
import { APPLICATION_STAGES, STAGE_NAMES } from './application-stages';

type StepState = 'done' | 'current' | 'upcoming';

const MARKER = '1.75rem';

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $state: StepState }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.85rem;
  min-height: 2.75rem;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.muted : theme.color.ink)};
  font-weight: ${({ $state }) => ($state === 'current' ? 600 : 400)};

  /* the rule from each step's marker down to the next one's */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(${MARKER} / 2 - 1px);
    top: calc(50% + ${MARKER} / 2);
    width: 2px;
    height: calc(100% - ${MARKER});
    background: ${({ theme, $state }) => ($state === 'done' ? theme.color.brass : theme.color.line)};
  }
`;

const Marker = styled.span<{ $state: StepState }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${MARKER};
  height: ${MARKER};
  border: 2px solid ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.line : theme.color.brass)};
  border-radius: 50%;
  background: ${({ theme, $state }) => ({ done: theme.color.brass, current: theme.color.ivory, upcoming: theme.color.white })[$state]};
  color: ${({ theme, $state }) => ({ done: theme.color.white, current: theme.color.brass, upcoming: theme.color.muted })[$state]};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1;
`;

const Now = styled.span`
  ${smallCaps}
  font-size: 0.6875rem;
  color: ${({ theme }) => theme.color.brass};
`;

/** The four steps of an application, the one it is at marked as the current step. */
export function ApplicationSteps({ stage }: { stage: ApplicationStage }) {
  const at = APPLICATION_STAGES.indexOf(stage);
  return (
    <Steps aria-label="Steps of your application">
      {APPLICATION_STAGES.map((step, index) => {
        const state: StepState = index < at ? 'done' : index === at ? 'current' : 'upcoming';
        return (
          <Step key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker $state={state} aria-hidden="true">{index + 1}</Marker>
            {STAGE_NAMES[step]}
            {state === 'current' && <Now aria-hidden="true">Now</Now>}
          </Step>
        );
      })}
    </Steps>
  );
}
