import { useState } from 'react';
import {
  Button, FormAlert, media, notifyError, notifySuccess, SelectField, serverText, smallCaps, TextField, useForm, useLoad,
  type VersionOverride,
} from 'shared';
import styled from 'styled-components';
import { EmptyList, LoadFailed, ScreenSpinner, SurfaceCard } from '../panel/screen-layout';
import { fetchOverrides, fetchRemotesOps, stopTrying, tryVersion } from './releases-api';
import { ReleasesTable } from './releases-table';
import {
  INITIAL_TRY, REMOTE_OPTIONS, TRY_VERSION_FIELDS, tryVersionProblems,
} from './try-version-form';

export const RELEASES_MESSAGES = {
  loadFailed: 'Failed to load the releases',
  noRemotes: 'No release state yet',
  tryFailed: 'Failed to try this version',
  stopFailed: 'Failed to stop trying',
  stopped: 'This browser is back on the versions every visitor gets. Reload to load them.',
} as const;

const tryingText = (o: VersionOverride) => `${o.remote} ${o.version}`;

const Stack = styled.div`
  display: grid;
  gap: 1.75rem;
`;

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.color.brass};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.white};
  color: ${({ theme }) => theme.color.ink};

  p { margin: 0; flex: 1 1 18rem; line-height: 1.5; }
`;

const CardTitle = styled.h3`
  margin: 0 0 0.5rem;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.375rem;
  font-weight: 500;
  color: ${({ theme }) => theme.color.ink};
`;

const Lead = styled.p`
  margin: 0 0 1.5rem;
  max-width: 62ch;
  line-height: 1.6;
  color: ${({ theme }) => theme.color.inkSoft};
`;

const Fields = styled.div`
  display: grid;
  gap: 1rem;
  align-items: start;
  ${media.sm} { grid-template-columns: minmax(0, 14rem) minmax(0, 14rem) auto; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  ${media.sm} { padding-top: 1.85rem; }
`;

const Since = styled.p`
  margin: 0.75rem 0 0;
  ${smallCaps}
  font-size: 0.6875rem;
  color: ${({ theme }) => theme.color.muted};
`;

const loadAll = async (signal: AbortSignal) => {
  const [ops, overrides] = await Promise.all([fetchRemotesOps(signal), fetchOverrides(signal)]);
  return { ops, overrides };
};

/** Reloads the page, so the shell loads the versions this browser now gets. */
const reloadPage = () => window.location.reload();

/**
 * Releases: each remote's stable and canary versions with the last hour's figures, and a try of
 * a published version in this browser only (before releasing it as a canary). While a try is on,
 * a banner says which versions this browser runs, with a way back.
 */
export function ReleasesScreen() {
  const { state, retry, update } = useLoad(loadAll);
  const [stopping, setStopping] = useState(false);
  const { bindSubmitButton, ...form } = useForm({ initialValues: INITIAL_TRY, fields: TRY_VERSION_FIELDS, resolver: tryVersionProblems, mode: 'onSubmit' });
  const setOverrides = (overrides: VersionOverride[]) => update((data) => ({ ...data, overrides }));

  const submit = form.handleSubmit((values) => tryVersion({ remote: values.remote, version: values.version.trim() }), {
    onSuccess: (overrides, values) => {
      setOverrides(overrides);
      form.setFormError(null);
      notifySuccess(`This browser will load ${values.remote} ${values.version.trim()}. Reload to load it.`);
      form.focusAfterSend('submit');
    },
    onError: (error) => {
      const text = serverText(error, RELEASES_MESSAGES.tryFailed);
      form.setFormError(text);
      notifyError(text);
      form.focusAfterSend('version');
    },
  });

  const stop = async () => {
    setStopping(true);
    try {
      setOverrides(await stopTrying());
      notifySuccess(RELEASES_MESSAGES.stopped);
    } catch (error) {
      notifyError(serverText(error, RELEASES_MESSAGES.stopFailed));
    } finally {
      setStopping(false);
    }
  };

  if (state.status === 'loading') return <ScreenSpinner label="Loading releases" />;
  if (state.status === 'error') return <LoadFailed message={RELEASES_MESSAGES.loadFailed} onRetry={retry} />;
  const { ops, overrides } = state.data;

  return (
    <Stack>
      {overrides.length > 0 && (
        <Banner role="status">
          <p>
            <strong>This browser is trying {overrides.map(tryingText).join(' and ')}.</strong>{' '}
            Only you see it, and only while you are signed in; its visits are left out of the figures.
          </p>
          <Button variant="secondary" onClick={reloadPage}>Reload now</Button>
          <Button variant="secondary" onClick={() => void stop()} disabled={stopping}>Stop trying</Button>
        </Banner>
      )}

      {ops.remotes.length === 0
        ? <EmptyList message={RELEASES_MESSAGES.noRemotes} detail="The remotes' versions appear here once the site has served them." />
        : (
          <div>
            <ReleasesTable remotes={ops.remotes} />
            <Since>Figures since {new Date(ops.since).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}</Since>
          </div>
        )}

      <SurfaceCard>
        <CardTitle>Try a version in this browser</CardTitle>
        <Lead>
          Load a published version of a remote in your own browser only, to check it before a canary. Visitors and other
          admins keep the live versions.
        </Lead>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Try a version in this browser">
          <Fields>
            <SelectField label="Remote" options={REMOTE_OPTIONS} {...form.textProps('remote')} />
            <TextField label="Version" placeholder="1.4.0" autoComplete="off" {...form.textProps('version')} />
            <Actions>
              <Button type="submit" ref={bindSubmitButton} busy={form.busy}>Try it</Button>
            </Actions>
          </Fields>
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
        </form>
      </SurfaceCard>
    </Stack>
  );
}
