import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FieldErrors } from '../validation/common';
import type { FormMode } from './form-state';
import { useForm } from './use-form';

interface Values {
  name: string;
  code: string;
}
const FIELDS = ['name', 'code'] as const;
const empty: Values = { name: '', code: '' };

function resolver(values: Values): FieldErrors<keyof Values> {
  const errors: FieldErrors<keyof Values> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (values.code && !/^\d+$/.test(values.code)) errors.code = 'Digits only';
  return errors;
}
/** A looser rule on blur, worded differently, as the application's are. */
const blurResolver = (field: keyof Values, values: Values) =>
  field === 'name' && !values.name.trim() ? 'Name, please' : resolver(values)[field] ?? null;

interface HarnessProps {
  mode: FormMode;
  send?: (values: Values) => Promise<string>;
  onSuccess?: (result: string) => void;
  onError?: (error: unknown) => void;
  onInvalid?: () => void;
  isShown?: (field: keyof Values, values: Values) => boolean;
}

let form: ReturnType<typeof useForm<Values>>;

function Harness({ mode, send = async () => 'ok', onSuccess = () => {}, onError = () => {}, onInvalid, isShown }: HarnessProps) {
  // The looser blur rules go with 'onBlur' mode, as in the application form.
  form = useForm({
    initialValues: empty, fields: FIELDS, resolver, blurResolver: mode === 'onBlur' ? blurResolver : undefined, mode, isShown,
  });
  const submit = form.handleSubmit(send, { onSuccess, onError, onInvalid });
  const control = (field: keyof Values) => {
    const { error, ...props } = form.textProps(field);
    return (
      <>
        <label htmlFor={props.id}>{field}</label>
        <input {...props} aria-invalid={error ? true : undefined} />
        {error && <p>{`${field}: ${error}`}</p>}
      </>
    );
  };
  return (
    <form aria-label="harness" noValidate onSubmit={(event) => void submit(event)}>
      {control('name')}
      {control('code')}
      {form.formError && <p role="alert">{form.formError}</p>}
      <button ref={form.bindSubmitButton} type="submit" disabled={form.busy}>Send</button>
    </form>
  );
}

const field = (name: keyof Values) => screen.getByLabelText<HTMLInputElement>(name);
const type = (name: keyof Values, value: string) => fireEvent.change(field(name), { target: { value } });
const leave = (name: keyof Values) => {
  act(() => field(name).focus());
  act(() => field(name).blur());
};
const message = (name: keyof Values) => screen.queryByText(new RegExp(`^${name}: `))?.textContent?.slice(name.length + 2) ?? null;
const submit = () => fireEvent.submit(screen.getByRole('form'));

describe("useForm, 'onTouched' mode", () => {
  it('checks a field from its first blur on, on every change', () => {
    render(<Harness mode="onTouched" />);
    type('code', 'x');
    expect(message('code')).toBeNull();
    type('code', '12');
    leave('code');
    expect(message('code')).toBeNull();
    type('code', '12x');
    expect(message('code')).toBe('Digits only');
    expect(field('code')).toHaveAttribute('aria-invalid', 'true');
    type('code', '123');
    expect(message('code')).toBeNull();
  });

  it('after a submit with a problem, checks every field on change, even one never left', () => {
    render(<Harness mode="onTouched" />);
    submit();
    expect(message('name')).toBe('Name is required');
    type('code', 'x');
    expect(message('code')).toBe('Digits only');
  });

  it('forgets what was touched on reset', () => {
    render(<Harness mode="onTouched" />);
    leave('name');
    expect(message('name')).toBe('Name is required');
    act(() => form.reset());
    expect(message('name')).toBeNull();
    type('name', 'Ada');
    type('name', '');
    expect(message('name')).toBeNull();
  });
});

describe("useForm, 'onBlur' mode", () => {
  it('shows the blur message on blur, and re-checks by that rule only a field that showed one', () => {
    render(<Harness mode="onBlur" />);
    leave('name');
    expect(message('name')).toBe('Name, please');
    type('name', 'Ada');
    expect(message('name')).toBeNull();
    type('name', ' ');
    expect(message('name')).toBe('Name, please');

    // A blur that finds nothing wrong does not make the field checked on change.
    type('code', '12');
    leave('code');
    type('code', '12x');
    expect(message('code')).toBeNull();
  });

  it('re-checks a field by the submit rule once a submit showed its message', () => {
    render(<Harness mode="onBlur" />);
    submit();
    expect(message('name')).toBe('Name is required');
    type('name', 'Ada');
    type('name', '');
    expect(message('name')).toBe('Name is required');
  });

  it('keeps a server message through a blur, until the field changes', async () => {
    render(<Harness mode="onBlur" />);
    type('name', 'Ada');
    act(() => {
      expect(form.setServerErrors({ code: 'Taken' })).toBe('code');
    });
    expect(message('code')).toBe('Taken');
    leave('code');
    expect(message('code')).toBe('Taken');
    type('code', '7');
    expect(message('code')).toBeNull();
    type('code', '7x');
    expect(message('code')).toBe('Digits only');
  });

  it('drops the message of a field that is no longer shown', () => {
    render(<Harness mode="onBlur" isShown={(name, values) => name !== 'code' || values.name !== 'hide'} />);
    type('code', 'x');
    leave('code');
    expect(message('code')).toBe('Digits only');
    type('name', 'hide');
    expect(message('code')).toBeNull();
    type('name', 'Ada');
    expect(message('code')).toBeNull();
  });
});

describe("useForm, 'onSubmit' mode", () => {
  it('shows nothing on blur; a submit shows every problem; a change clears its field and the form message', () => {
    render(<Harness mode="onSubmit" />);
    type('code', 'x');
    leave('code');
    expect(message('code')).toBeNull();

    submit();
    expect(message('name')).toBe('Name is required');
    expect(message('code')).toBe('Digits only');
    act(() => form.setFormError('Nothing to save'));
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing to save');

    type('code', 'xy');
    expect(message('code')).toBeNull();
    expect(message('name')).toBe('Name is required');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('useForm: submitting', () => {
  it('sends nothing while a rule fails: shows the problems, focuses the first field in order, calls onInvalid', () => {
    const send = jest.fn(async () => 'ok');
    const onInvalid = jest.fn();
    render(<Harness mode="onTouched" send={send} onInvalid={onInvalid} />);
    type('name', 'Ada');
    type('code', 'x');
    submit();
    expect(message('code')).toBe('Digits only');
    expect(field('code')).toHaveFocus();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values once at a time, busy meanwhile, then calls onSuccess as the form is enabled again', async () => {
    let answer!: (result: string) => void;
    const send = jest.fn(() => new Promise<string>((resolve) => { answer = resolve; }));
    const onSuccess = jest.fn();
    render(<Harness mode="onSubmit" send={send} onSuccess={onSuccess} />);
    type('name', 'Ada');
    submit();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Ada', code: '' });

    await act(async () => answer('done'));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith('done', { name: 'Ada', code: '' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('calls onError with why send failed, and keeps the values', async () => {
    const failure = new Error('down');
    const onError = jest.fn();
    render(<Harness mode="onSubmit" send={() => Promise.reject(failure)} onError={onError} />);
    type('name', 'Ada');
    await act(async () => submit());
    expect(onError).toHaveBeenCalledWith(failure, { name: 'Ada', code: '' });
    expect(field('name')).toHaveValue('Ada');
  });

  it('focuses what focusAfterSend names once enabled again, unless the user moved focus', async () => {
    const onError = () => form.focusAfterSend('submit');
    const onSuccess = () => form.focusAfterSend('name');
    let answer!: (result: string) => void;
    let fail!: (error: Error) => void;
    const send = () => new Promise<string>((resolve, reject) => { answer = resolve; fail = reject; });
    render(<Harness mode="onSubmit" send={send} onSuccess={onSuccess} onError={onError} />);
    type('name', 'Ada');

    act(() => (document.activeElement as HTMLElement | null)?.blur());
    submit();
    await act(async () => fail(new Error('down')));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();

    submit();
    await act(async () => answer('ok'));
    expect(field('name')).toHaveFocus();

    submit();
    act(() => field('code').focus());
    await act(async () => fail(new Error('down')));
    expect(field('code')).toHaveFocus();
  });
});
