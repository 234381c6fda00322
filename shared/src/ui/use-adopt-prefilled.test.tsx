import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { CheckboxField, CheckboxGroup } from './checkbox-field';
import { RadioGroup } from './radio-group';
import { SelectField } from './select-field';
import { TextField } from './text-field';

/**
 * A form as the club's forms are (controlled fields, state shown beside them), rendered by the
 * "server", used by the visitor before "the scripts run", then hydrated: the state must take
 * what the visitor did, and the elements stay the same.
 */
function Form() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [city, setCity] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [seating, setSeating] = useState('');
  const [diets, setDiets] = useState<string[]>(['none']);
  return (
    <ThemeProvider theme={theme}>
      <form>
        <TextField id="email" label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField id="message" label="Message" multiline value={message} onChange={(e) => setMessage(e.target.value)} />
        <SelectField id="city" label="City" placeholder="Choose" value={city} onChange={(e) => setCity(e.target.value)}
          options={[{ value: 'chicago', label: 'Chicago' }, { value: 'evanston', label: 'Evanston' }]} />
        <CheckboxField id="agreed" label="I agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <RadioGroup id="seating" legend="Seating" value={seating} onChange={setSeating}
          options={[{ value: 'bar', label: 'Bar' }, { value: 'table', label: 'Table' }]} />
        <CheckboxGroup id="diets" legend="Diets" value={diets} onChange={setDiets}
          options={[{ value: 'none', label: 'None' }, { value: 'vegan', label: 'Vegan' }, { value: 'kosher', label: 'Kosher' }]} />
      </form>
      <output>{JSON.stringify({ email, message, city, agreed, seating, diets })}</output>
    </ThemeProvider>
  );
}

let root: Root | undefined;
let container: HTMLElement;

// React's own act (Testing Library's render sets this for its renders).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const state = () => JSON.parse(container.querySelector('output')?.textContent ?? '') as Record<string, unknown>;

async function hydrate() {
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
}

describe('a server-rendered form used before it hydrates', () => {
  it('hands what the visitor typed, chose and ticked to the form\'s state, on the same elements', async () => {
    const elements = ['email', 'message', 'city', 'agreed'].map((id) => byId(id));
    byId<HTMLInputElement>('email').value = 'early@example.com';
    byId<HTMLTextAreaElement>('message').value = 'A table for two';
    byId<HTMLSelectElement>('city').value = 'evanston';
    byId<HTMLInputElement>('agreed').checked = true;
    container.querySelector<HTMLInputElement>('#seating input[value=table]')!.checked = true;
    container.querySelector<HTMLInputElement>('#diets input[value=none]')!.checked = false;
    container.querySelector<HTMLInputElement>('#diets input[value=kosher]')!.checked = true;

    await hydrate();

    expect(state()).toEqual({
      email: 'early@example.com', message: 'A table for two', city: 'evanston', agreed: true, seating: 'table', diets: ['kosher'],
    });
    expect(['email', 'message', 'city', 'agreed'].map((id) => byId(id))).toEqual(elements);
    expect(byId<HTMLInputElement>('email').value).toBe('early@example.com');
    expect(byId<HTMLInputElement>('agreed').checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('#seating input[value=table]')!.checked).toBe(true);
  });

  it('changes nothing when the visitor did nothing', async () => {
    await hydrate();
    expect(state()).toEqual({ email: '', message: '', city: '', agreed: false, seating: '', diets: ['none'] });
  });
});
