import { useEffect, useId, useRef, useState } from 'react';
import { Button, serverText, Spinner, useLoad } from 'shared';
import { formatDate, NO_DATE } from 'shared/format';
import { AddPasskeyForm } from './add-passkey-form';
import { fetchPasskeys, removePasskey, type PasskeySummary } from './security-api';
import {
  Actions, Badge, Block, BlockTitle, ErrorText, Item, ItemError, ItemFacts, ItemList, ItemName, Lead, Muted, Status,
} from './security-layout';

export const PASSKEYS_TITLE = 'Passkeys';
export const PASSKEYS_LOAD_FAILED = 'Your passkeys could not be loaded.';
export const NO_PASSKEYS = 'No passkeys yet.';
export const REMOVE_PASSKEY_FAILED = 'The passkey could not be removed. Please try again.';

function PasskeyRow({ passkey, onRemoved }: { passkey: PasskeySummary; onRemoved: (passkey: PasskeySummary) => void }) {
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // Focus follows the question: onto 'Remove' when it is asked, back to the row's button after.
  const [asked, setAsked] = useState(0);
  const used = formatDate(passkey.lastUsedAt);

  useEffect(() => {
    if (asked === 0) return;
    (confirming ? confirmButton : removeButton).current?.focus();
  }, [asked, confirming]);

  const ask = (value: boolean) => {
    setConfirming(value);
    setAsked((n) => n + 1);
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await removePasskey(passkey.id);
      onRemoved(passkey);
    } catch (err) {
      setError(serverText(err, REMOVE_PASSKEY_FAILED));
      setBusy(false);
      ask(false);
    }
  };

  return (
    <Item>
      <div>
        <ItemName id={nameId}>
          {passkey.name}
          {passkey.backedUp && <Badge>Synced</Badge>}
        </ItemName>
        <ItemFacts>
          Added {formatDate(passkey.createdAt) ?? NO_DATE} · {used ? `Last used ${used}` : 'Not used yet'}
        </ItemFacts>
        {error && <ItemError role="alert">{error}</ItemError>}
      </div>
      {confirming ? (
        <Actions role="group" aria-label={`Remove ${passkey.name}?`}>
          <Button ref={confirmButton} variant="danger" size="sm" busy={busy} onClick={() => void remove()}>
            {busy ? 'Removing...' : 'Remove'}
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => ask(false)}>Keep</Button>
        </Actions>
      ) : (
        <Actions>
          <Button ref={removeButton} variant="secondary" size="sm" aria-describedby={nameId} onClick={() => ask(true)}>
            Remove
          </Button>
        </Actions>
      )}
    </Item>
  );
}

/**
 * The user's passkeys (name, added, last used) with Remove, and the form to add one. `onChanged`
 * runs after each change (the server ended the user's other sessions meanwhile).
 */
export function PasskeySection({ onChanged }: { onChanged: () => void }) {
  const titleId = useId();
  const passkeys = useLoad(fetchPasskeys);
  const [status, setStatus] = useState('');
  const { state } = passkeys;

  const added = (passkey: PasskeySummary) => {
    passkeys.update((list) => [...list, passkey]);
    setStatus(`Passkey “${passkey.name}” added.`);
    onChanged();
  };
  const removed = (passkey: PasskeySummary) => {
    passkeys.update((list) => list.filter((item) => item.id !== passkey.id));
    setStatus(`Passkey “${passkey.name}” removed.`);
    onChanged();
  };

  return (
    <Block aria-labelledby={titleId}>
      <BlockTitle id={titleId}>{PASSKEYS_TITLE}</BlockTitle>
      <Lead>Sign in with your fingerprint, face or screen lock instead of a password.</Lead>
      {state.status === 'loading' && <Spinner label="Loading your passkeys" />}
      {state.status === 'error' && (
        <Actions>
          <ErrorText role="alert">{PASSKEYS_LOAD_FAILED}</ErrorText>
          <Button variant="secondary" size="sm" onClick={passkeys.retry}>Try again</Button>
        </Actions>
      )}
      {state.status === 'loaded' && (state.data.length === 0
        ? <Muted>{NO_PASSKEYS}</Muted>
        : (
          <ItemList aria-label="Your passkeys">
            {state.data.map((passkey) => <PasskeyRow key={passkey.id} passkey={passkey} onRemoved={removed} />)}
          </ItemList>
        ))}
      <Status role="status">{status}</Status>
      <AddPasskeyForm onAdded={added} />
    </Block>
  );
}
